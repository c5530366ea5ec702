export * from './enums';
export * from './errors';
export * from './fields';
export * from './ids';
export * from './messages';
export * from './paging';
export * from './route';
export * from './slugs';
