import pino from 'pino';
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';
import { createDevOutboxMailer } from '../mail/mailer';
import { createAuth } from './auth';

/**
 * An auth instance for the better-auth CLI only (`npx auth generate --config src/server/auth/auth-cli.config.ts`),
 * which regenerates `src/server/db/schema/auth.ts` after a plugin or option changes. Never imported by the app.
 */
const logger = pino({ level: 'silent' });
const config = loadConfig({ ...process.env, DATA_DIR: '/tmp/equipped-auth-cli', AUTH_SECRET: 'x'.repeat(32) });
export const auth = createAuth({
  db: openPostgres('postgres://localhost/unused').db,
  config,
  mailer: createDevOutboxMailer(logger),
  logger,
});
