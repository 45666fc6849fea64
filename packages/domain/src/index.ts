export * from './application';
export * from './events';
export * from './group';
export * from './messages';
export * from './roles';
export * from './user';
