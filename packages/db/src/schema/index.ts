export * from './auth';
export * from './catalogue';
export * from './system';
export * from './users';
