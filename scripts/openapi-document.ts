import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { featureAuthHooks } from '../src/server/auth-hooks';
import { loadConfig } from '../src/server/config';
import type { Database } from '../src/server/db/client';
import { createDevOutboxMailer } from '../src/server/mail/mailer';

/**
 * `tsx scripts/openapi-document.ts <folder>`: writes the OpenAPI document the server serves at /api/openapi.json into
 * `<folder>/openapi.local.json` and `<folder>/openapi.stripe.json`, one per billing provider (each deployment lists its
 * provider's routes: the local test-mode actions, or the Stripe webhook), for `npm run lint` (Spectral, `.spectral.yaml`).
 *
 * The app is built with a throwaway configuration and a database that is never opened: registering the routes and
 * generating the document read no data. Exits 1 when the document cannot be built.
 */
async function documentFor(provider: 'local' | 'stripe'): Promise<unknown> {
  const stripeEnv = {
    STRIPE_SECRET_KEY: 'sk_test_document',
    STRIPE_WEBHOOK_SECRET: 'whsec_document',
    STRIPE_PRICE_MONTHLY: 'price_monthly',
    STRIPE_PRICE_YEARLY: 'price_yearly',
  };
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'https://equipped.example',
    AUTH_SECRET: 'openapi-document-openapi-document-0123',
    DATA_DIR: '/tmp/equipped-openapi-document-unused',
    BILLING_PROVIDER: provider,
    ...(provider === 'stripe' ? stripeEnv : {}),
  });
  const logger = pino({ level: 'silent' });
  const notOpened = () => Promise.reject(new Error('openapi-document: the database is not opened to build the document'));
  const database: Database = { db: {} as Database['db'], kind: 'pglite', rows: notOpened, pool: null, pglite: null, close: async () => {} };
  const mailer = createDevOutboxMailer(logger);
  const auth = createAuth({ db: database.db, config, mailer, logger, ...featureAuthHooks(database.db, config, logger) });
  const app = createApp({ config, database, mailer, logger, auth });
  const response = await app.request('/api/openapi.json');
  if (response.status !== 200) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  return response.json();
}

async function main(): Promise<void> {
  const [folder] = process.argv.slice(2);
  if (!folder) throw new Error('Usage: tsx scripts/openapi-document.ts <output folder>');
  mkdirSync(folder, { recursive: true });
  for (const provider of ['local', 'stripe'] as const) {
    const file = path.join(folder, `openapi.${provider}.json`);
    writeFileSync(file, `${JSON.stringify(await documentFor(provider), null, 2)}\n`);
    process.stdout.write(`${file}\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
