export * from './database';
export { DatabaseInUseError } from './pglite-lock';
export * as schema from './schema/index';
export * from './schema/index';
