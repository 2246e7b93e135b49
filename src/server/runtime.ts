import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { type Auth, createAuth, DEFAULT_AUTH_RATE_LIMITS } from './auth/auth';
import { featureAuthHooks } from './auth-hooks';
import type { Config } from './config';
import { type Database, migrateDatabase, openPglite, openPostgres } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { importFreeExerciseDb, readFreeExerciseDb } from './features/catalogue-import/import-free-exercise-db';
import { syncCuratedCatalogue } from './features/catalogue-import/curated-catalogue';
import { catalogueIsEmpty } from './features/catalogue-import/upsert-exercises';
import { hasEverkineticDrawings, importIllustrations, openEverkinetic } from './features/illustrations/import-illustrations';
import { createDemoAccounts, hasNoUsers } from './features/users/users.service';
import { createMetrics, type Metrics } from './lib/metrics';
import { countedMailer, createDevOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { createEventsHub, type EventsHub } from './realtime/events-hub';

/** The process resources every entry point (server, CLIs) shares. `close` releases them in reverse order. */
export type Runtime = {
  config: Config;
  logger: Logger;
  database: Database;
  mailer: Mailer;
  auth: Auth;
  /** Live change fan-out (lazy: it LISTENs only once a client subscribes). */
  events: EventsHub;
  /** The metrics registry when METRICS_TOKEN or METRICS_PORT is set, else null (docs/deployment.md#metrics). */
  metrics: Metrics | null;
  close(): Promise<void>;
};

/** The repository (or installed package) root: two levels above this file in src/server and in dist/server. */
export const projectRoot = () => path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR guarded by a lock file, taken
 * over at once — with a warning in the log — from a process that is no longer running), applies the migrations, and
 * builds the mailer and auth.
 *
 * @throws DataDirLockedError when another process holds DATA_DIR; ConfigError-free config is assumed.
 */
export async function openRuntime(config: Config, logger: Logger): Promise<Runtime> {
  let release: (() => Promise<void>) | null = null;
  let database: Database;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl, { onError: (error) => logger.warn({ err: error }, 'idle database client error') });
  } else {
    release = await lockDataDir(config.dataDir, {
      onTakeover: (owner) =>
        logger.warn({ dataDir: config.dataDir, ownerPid: owner.pid }, 'took over the database lock of a process that is no longer running'),
    });
    database = await openPglite(path.join(config.dataDir, 'pglite'));
  }
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    await release?.();
    throw error;
  }
  const metrics = config.metricsToken || config.metricsPort ? createMetrics() : null;
  const transport = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom, logger) : createDevOutboxMailer(logger);
  const mailer = metrics ? countedMailer(transport, metrics.countEmail) : transport;
  const scale = config.authRateLimitScale;
  const d = DEFAULT_AUTH_RATE_LIMITS;
  const rateLimits = {
    window: d.window,
    signIn: d.signIn * scale,
    signUp: d.signUp * scale,
    reset: d.reset * scale,
    resend: d.resend * scale,
    resendPerAddress: d.resendPerAddress * scale,
    general: d.general * scale,
  };
  const auth = createAuth({ db: database.db, config, mailer, logger, rateLimits, ...featureAuthHooks(database.db, config, logger) });
  // Open event streams re-check their session as often as a viewer is memoised (decision 0010); every second when off.
  const events = createEventsHub(database, logger, { sessionCheckMs: config.viewerCacheMs || undefined });
  return {
    config,
    logger,
    database,
    mailer,
    auth,
    events,
    metrics,
    async close() {
      // Streams and the LISTEN connection first: they use the database.
      await events.close();
      await database.close();
      await release?.();
    },
  };
}

/** The curated catalogue shipped with the product (docs/product.md#curated-catalogue). */
export const curatedCatalogueDir = () => path.join(projectRoot(), 'catalogue', 'exercises');

/**
 * Start-up data (docs/decisions/0003-first-start-data.md): the curated catalogue is brought up to date at every start
 * (added to an empty catalogue, new and changed curated exercises to an existing one, an admin's edits and deletions
 * kept: syncCuratedCatalogue); an empty catalogue then gets the free-exercise-db file of EXERCISES_SOURCE when it is
 * configured, and a catalogue without Everkinetic drawings gets those of ILLUSTRATIONS_SOURCE when it is configured
 * (docs/product.md#illustrations); the embedded default outside production gets one admin and one member with random passwords, printed
 * once and written to `DATA_DIR/demo-accounts.json`.
 */
export async function prepareData(runtime: Runtime): Promise<void> {
  const { config, logger, database } = runtime;
  const wasEmpty = await catalogueIsEmpty(database);
  // The curated catalogue always goes in first: it carries the sample exercises non-subscribers see (docs/product.md#who-it-is-for).
  const counts = await syncCuratedCatalogue(database, curatedCatalogueDir());
  logger.info(counts, 'synced the curated catalogue');
  if (wasEmpty && config.exercisesSource) {
    const summary = await importFreeExerciseDb(database, await readFreeExerciseDb(config.exercisesSource));
    logger.info(
      { added: summary.added, merged: summary.merged, updated: summary.updated, skipped: summary.skipped.length },
      `imported ${config.exercisesSource}`,
    );
  }
  if (config.illustrationsSource && !(await hasEverkineticDrawings(database))) {
    const summary = await importIllustrations(database, await openEverkinetic(config.illustrationsSource));
    logger.info(
      { matched: summary.matched.length, leftOut: summary.leftOut.length, changed: summary.changed },
      `imported the drawings of ${config.illustrationsSource}`,
    );
  }
  const demoFile = path.join(config.dataDir, 'demo-accounts.json');
  if (!config.databaseUrl && !config.isProduction && !existsSync(demoFile) && (await hasNoUsers(database.db))) {
    const accounts = await createDemoAccounts(runtime.auth);
    writeFileSync(demoFile, `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600 });
    const lines = accounts.map((a) => `  ${a.role.padEnd(5)}  ${a.email}  ${a.password}`).join('\n');
    process.stdout.write(`\nDemo accounts (also in ${demoFile}; shown only once):\n${lines}\n\n`);
  }
}
