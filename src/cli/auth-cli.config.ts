import pino from 'pino';
import { createAuth } from '../server/auth/auth';
import { featureAuthHooks } from '../server/auth-hooks';
import { loadConfig } from '../server/config';
import { openPostgres } from '../server/db/client';
import { createDevOutboxMailer } from '../server/mail/mailer';

/**
 * An auth instance for the better-auth CLI only (`npx auth generate --config src/cli/auth-cli.config.ts`),
 * which regenerates `src/server/db/schema/auth.ts` after a plugin or option changes. Never imported by the app.
 */
const logger = pino({ level: 'silent' });
const config = loadConfig({ ...process.env, DATA_DIR: '/tmp/equipped-auth-cli', AUTH_SECRET: 'x'.repeat(32) });
const db = openPostgres('postgres://localhost/unused').db;
// With the features' plugins too, so the generated schema has every table and column a running server uses.
export const auth = createAuth({ db, config, mailer: createDevOutboxMailer(logger), logger, ...featureAuthHooks(db, config, logger) });
