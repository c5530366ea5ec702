export * from './database';
export * as schema from './schema/index';
export * from './schema/index';
