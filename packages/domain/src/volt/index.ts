export * from './volt';
export * from './volt-run';
export * from './volt-operations';
