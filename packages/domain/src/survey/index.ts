export * from './survey';
export * from './answers';
export * from './survey-query';
