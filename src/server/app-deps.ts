import type { Logger } from 'pino';
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';

/** Everything the HTTP app needs, built by main.ts (or a test) and passed in: the app itself opens nothing. */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  auth: Auth;
  /** Folder of the built SPA; omitted in API tests. */
  webRoot?: string;
};
