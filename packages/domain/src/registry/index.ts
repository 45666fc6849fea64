export * from './registry';
export * from './registry-check';
export * from './registry-diff';
export * from './registry-operations';
export * from './registry-snippet';
