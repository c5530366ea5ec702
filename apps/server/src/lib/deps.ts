import type { Database } from '@stockroom/db';
import type { Config } from '../config';
import type { TokenService } from './tokens';

/** What the app is built from; tests build the same app from their own database. */
export interface AppDeps {
  config: Config;
  database: Database;
  tokens: TokenService;
}
