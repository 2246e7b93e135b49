import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database, whichever driver sits below (PGlite embedded, node-postgres for PostgreSQL). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database: the Drizzle handle, which engine it is, and how to close it. */
export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL and returns its rows: PGlite answers `{ rows }`, node-postgres a result with `rows` (docs/architecture.md#stack-notes). */
  rows<T>(query: SQL): Promise<T[]>;
  /** The underlying node-postgres pool, for LISTEN/NOTIFY and tests; null on PGlite. */
  pool: pg.Pool | null;
  /** The underlying PGlite instance; null on PostgreSQL. */
  pglite: PGlite | null;
  close(): Promise<void>;
};

/** The folder of generated SQL migrations: beside this file in the sources, beside the bundle in `dist/server`. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

/**
 * Opens PostgreSQL through a node-postgres pool (pg recovers from a server restart in < 0.3 s). Connection (default
 * 5 s, `connectionTimeoutMillis`) and statement (15 s) timeouts keep a stuck database from hanging requests forever.
 */
export function openPostgres(
  databaseUrl: string,
  options: { max?: number; connectionTimeoutMillis?: number; onError?: (error: Error) => void } = {},
): Database {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    statement_timeout: 15_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client's error (e.g. the server restarted) must not crash the process; the pool replaces the client.
  pool.on('error', (error) => options.onError?.(error));
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    pglite: null,
    rows: async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    close: () => pool.end(),
  };
}

/**
 * Opens the embedded PGlite database in `dir` (created if missing), always with pg_trgm (docs/architecture.md#database).
 * `dir` null opens an in-memory database. `loadDataDir` restores a dump made by `dumpDataDir` (fast test templates).
 */
export async function openPglite(dir: string | null, loadDataDir?: Blob): Promise<Database> {
  if (dir) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir ?? undefined, extensions: { pg_trgm }, loadDataDir });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pool: null,
    pglite: client,
    rows: async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    close: () => client.close(),
  };
}

/**
 * Applies every pending migration of {@link migrationsFolder} (the same files on PGlite and PostgreSQL): first those
 * drizzle's migrator would skip ({@link applySkippedMigrations}), then drizzle's own run.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  await applySkippedMigrations(database, config.migrationsFolder);
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, config);
  } else {
    await migrateNodePg(database.db as never, config);
  }
}

/**
 * Runs the migrations drizzle's migrator would never run on this database (docs/architecture.md#database). It applies
 * only the journal's migrations whose timestamp (`when`) is later than the newest one applied, in journal order; 0011
 * and 0012 carry timestamps later than 0013–0015, so a database migrated to 0011 or 0012 before 0013 existed would
 * skip 0013–0015 for ever. A journal migration that is not recorded (neither its hash nor its timestamp is in
 * `drizzle.__drizzle_migrations`) and is not later than the newest recorded one is run here, in journal order, in one
 * transaction, and recorded as drizzle records it. A new database (nothing recorded) is left to drizzle.
 * @returns how many migrations it ran.
 * @throws the database's error when a statement fails; nothing of the transaction is kept.
 */
export async function applySkippedMigrations(database: Database, folder: string): Promise<number> {
  const [table] = await database.rows<{ name: string | null }>(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table?.name) return 0;
  const recorded = await database.rows<{ hash: string; created_at: string | number }>(
    sql`select hash, created_at from drizzle.__drizzle_migrations`,
  );
  if (recorded.length === 0) return 0;
  const hashes = new Set(recorded.map((row) => row.hash));
  const times = new Set(recorded.map((row) => Number(row.created_at)));
  const newest = Math.max(...times);
  const skipped = readMigrationFiles({ migrationsFolder: folder }).filter(
    (migration) => migration.folderMillis <= newest && !hashes.has(migration.hash) && !times.has(migration.folderMillis),
  );
  if (skipped.length === 0) return 0;
  await database.db.transaction(async (tx) => {
    for (const migration of skipped) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
  return skipped.length;
}
