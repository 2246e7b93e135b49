import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '@/server/config';
import { subscriptions } from '@/server/db/schema';
import { type SourcedExercise, upsertExercises } from '@/server/features/catalogue-import/upsert-exercises';
import { createVerifiedUser } from '@/server/features/users/users.service';
import { openRuntime } from '@/server/runtime';
import { onCleanup } from './cleanup';

/** The subscriber the search is measured as (docs/product.md#who-it-is-for: only subscribers see the whole catalogue). */
export const BENCH_SUBSCRIBER = { email: 'bench-subscriber@equipped.local', password: 'bench-Subscriber-2026!' } as const;

/** The admin whose edits the freshness measurement makes (docs/architecture.md#search-index), subscribed like the subscriber. */
export const BENCH_ADMIN = { email: 'bench-admin@equipped.local', password: 'bench-Admin-2026!' } as const;

/** The default PostgreSQL server of these machines (docs/architecture.md#stack-notes: trust auth, database `test`). */
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The server's version string when `serverUrl` answers within 3 s, else null (the PostgreSQL runs are then skipped). */
export async function postgresVersion(serverUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const result = await client.query<{ server_version: string }>('show server_version');
    return result.rows[0]?.server_version ?? null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates the empty database `equipped_bench_<size>` on `serverUrl`'s server (dropping a leftover of an aborted run
 * first) and registers its drop for the end of the run, unless `keep`.
 *
 * @returns the new database's name and URL, whether its server runs on this machine (so its backends' CPU can be read
 * from /proc), and a function that drops it (idempotent).
 */
export async function createPostgresDatabase(
  serverUrl: string,
  size: number,
  keep = false,
): Promise<{ name: string; url: string; local: boolean; drop: () => Promise<void> }> {
  const name = `equipped_bench_${size}`;
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = keep ? async () => undefined : onCleanup(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { name, url: url.toString(), local: ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname), drop };
}

export type LoadSummary = { rows: number; seconds: number };

/**
 * Loads the bench data with the project's own code before the server starts: opens the database exactly as the server
 * would (`openRuntime`: PGlite under DATA_DIR with its lock, or PostgreSQL; migrations applied; auth built), bulk-writes
 * `items` with `upsertExercises` (which runs ANALYZE — VACUUM ANALYZE on PGlite), runs VACUUM ANALYZE on PostgreSQL too
 * (the steady state autovacuum reaches after a bulk load: GIN pending lists merged, visibility map set), creates the
 * verified subscriber and admin, each with an active 'Monthly' subscription for 30 days, and closes everything. With no
 * `items` the catalogue stays empty, so the server's first start fills it as a user's would (the curated catalogue, then
 * EXERCISES_SOURCE).
 *
 * @param env the server environment (bench/server-process.ts#serverEnv), so the loader and the server agree.
 */
export async function loadBenchData(
  env: Record<string, string>,
  items: SourcedExercise[],
  onProgress?: (done: number) => void,
): Promise<LoadSummary> {
  const started = performance.now();
  const runtime = await openRuntime(loadConfig(env), pino({ level: 'warn' }));
  try {
    const counts = items.length > 0 ? await upsertExercises(runtime.database, items, onProgress) : { imported: 0, updated: 0 };
    if (runtime.database.kind === 'postgres') await runtime.database.rows(sql`VACUUM ANALYZE exercises`);
    const subscriber = await createVerifiedUser(runtime.auth, { ...BENCH_SUBSCRIBER, role: 'user', name: 'Bench Subscriber' });
    const admin = await createVerifiedUser(runtime.auth, { ...BENCH_ADMIN, role: 'admin', name: 'Bench Admin' });
    await runtime.database.db.insert(subscriptions).values(
      [subscriber, admin].map((user) => ({
        userId: user.id,
        status: 'active' as const,
        tier: 'Monthly' as const,
        currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      })),
    );
    return { rows: counts.imported + counts.updated, seconds: (performance.now() - started) / 1000 };
  } finally {
    await runtime.close();
  }
}
