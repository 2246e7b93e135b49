import { existsSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { BackupFileError, type BackupManifest, DATABASE_NAME, unpackBackup, writeBackup } from './backup-archive';
import { type Database, migrateDatabase, openPglite } from './client';
import { DataDirLockedError, lockDataDir, readLockOwner } from './data-dir-lock';

export { BackupFileError } from './backup-archive';

/**
 * Backup and restore of the embedded database (docs/deployment.md#backups). PGlite serves one process at a time, so a
 * backup is taken with DATA_DIR locked (the server stopped, and unable to start meanwhile); it holds the database and
 * the files of DATA_DIR a restored server needs, the auth secret first. A restore goes only into a DATA_DIR without a
 * database, and brings the restored database up to this version's migrations.
 */

/** Thrown when a backup or restore would be unsafe, before anything is written: the message says why and what to do. */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}

/** The files of DATA_DIR a backup carries beside the database, and a restore writes back (owner-only, 0600). */
export const KEPT_FILES = ['auth-secret', 'demo-accounts.json'] as const;

/** Receives one line of progress (no newline). */
export type Progress = (line: string) => void;

/** What {@link backupDataDir} wrote. Sizes in bytes, time in milliseconds. */
export type BackupSummary = {
  file: string;
  /** Size of the backup file (compressed). */
  bytes: number;
  /** Size of the database dump inside it, uncompressed. */
  databaseBytes: number;
  rowCounts: Record<string, number>;
  rows: number;
  /** Which of {@link KEPT_FILES} DATA_DIR had, and the backup holds. */
  keptFiles: string[];
  elapsedMs: number;
};

/** What {@link restoreDataDir} did. Time in milliseconds. */
export type RestoreSummary = {
  dataDir: string;
  /** When the backup was made (ISO 8601). */
  createdAt: string;
  rowCounts: Record<string, number>;
  rows: number;
  /** Which of {@link KEPT_FILES} were written into DATA_DIR. */
  keptFiles: string[];
  /** Migrations applied after loading: a backup made by an older version is brought up to date. */
  migrationsApplied: number;
  elapsedMs: number;
};

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** Rows of every table (every schema but PostgreSQL's own), keyed `schema.table`. */
async function countRows(database: Database): Promise<Record<string, number>> {
  const tables = await database.rows<{ table_schema: string; table_name: string }>(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by table_schema, table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_schema: schema, table_name: table } of tables) {
    const [row] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(schema)}.${sql.identifier(table)}`,
    );
    counts[`${schema}.${table}`] = row!.n;
  }
  return counts;
}

/** Locks DATA_DIR, or refuses naming the process that holds it. */
async function lockOrRefuse(dataDir: string, verb: string, progress: Progress): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dataDir, {
      onTakeover: (owner) => progress(`Took over the lock of process ${owner.pid}, which no longer runs.`),
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const owner = readLockOwner(dataDir);
    const who = owner ? `another Equipped process (pid ${owner.pid} on ${owner.hostname})` : 'another Equipped process';
    throw new BackupRefusedError(
      `Equipped cannot ${verb} ${dataDir}: ${who} is using its database — the server, or another command. Stop it first, then run this again: the embedded database takes one process at a time.`,
    );
  }
}

/**
 * Backs up the embedded database of `dataDir` to `file` (a new file, owner-only: it holds the auth secret), in the
 * format of backup-archive.ts: the database dumped while `dataDir` is locked (after a CHECKPOINT), with its row counts,
 * and `auth-secret` and `demo-accounts.json` when present. Written to a temporary name beside `file`, then renamed.
 *
 * @throws BackupRefusedError when `file` exists or its folder does not, `dataDir` holds no database, or another
 * process holds `dataDir` (the running server): nothing is written.
 */
export async function backupDataDir(dataDir: string, file: string, options: { progress?: Progress } = {}): Promise<BackupSummary> {
  const started = performance.now();
  const progress = options.progress ?? (() => {});
  const target = path.resolve(file);
  const refuseExisting = () => {
    if (existsSync(target)) {
      throw new BackupRefusedError(
        `${target} already exists: a backup never replaces a file. Choose another name, or delete that file first.`,
      );
    }
  };
  refuseExisting();
  if (!existsSync(path.dirname(target))) {
    throw new BackupRefusedError(
      `The folder ${path.dirname(target)} does not exist: create it first, or choose another place for the backup.`,
    );
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupRefusedError(
      `There is no embedded database in ${dataDir} (no pglite/PG_VERSION), so nothing to back up. Is DATA_DIR right?`,
    );
  }
  const release = await lockOrRefuse(dataDir, 'back up', progress);
  const partial = `${target}.partial-${process.pid}`;
  try {
    progress(`Backing up the database in ${pgliteDir}…`);
    const database = await openPglite(pgliteDir);
    let dump: Blob;
    let rowCounts: Record<string, number>;
    let postgresVersion: string;
    try {
      rowCounts = await countRows(database);
      const [version] = await database.rows<{ server_version: string }>(sql`show server_version`);
      postgresVersion = version!.server_version;
      // Dirty pages written to the data files first, so a restore has next to no WAL to replay.
      await database.rows(sql`checkpoint`);
      dump = await database.pglite!.dumpDataDir('none');
    } finally {
      await database.close();
    }
    const kept = KEPT_FILES.filter((name) => existsSync(path.join(dataDir, name)));
    const files = [
      { name: DATABASE_NAME, body: dump, mode: 0o600 },
      ...kept.map((name) => ({ name, body: new Blob([readFileSync(path.join(dataDir, name))]), mode: 0o600 })),
    ];
    const manifest = { format: 'equipped-backup', version: 1, createdAt: new Date().toISOString(), postgresVersion, rowCounts } as const;
    const bytes = await writeBackup(partial, manifest, files);
    refuseExisting();
    renameSync(partial, target);
    return {
      file: target,
      bytes,
      databaseBytes: dump.size,
      rowCounts,
      rows: sum(rowCounts),
      keptFiles: kept,
      elapsedMs: performance.now() - started,
    };
  } finally {
    rmSync(partial, { force: true });
    await release();
  }
}

/** Refuses a DATA_DIR that holds a database or a file a restore would write. */
function refuseUnlessEmpty(dataDir: string): void {
  const pgliteDir = path.join(dataDir, 'pglite');
  const present = [
    ...(existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0 ? ['a database (pglite/)'] : []),
    ...KEPT_FILES.filter((name) => existsSync(path.join(dataDir, name))),
  ];
  if (present.length > 0) {
    throw new BackupRefusedError(
      `Equipped restores only into a DATA_DIR without a database, and ${dataDir} holds ${present.join(', ')}. Nothing was changed. Restore into a new DATA_DIR, or move this one aside first.`,
    );
  }
}

/**
 * Restores the backup `file` into `dataDir`, which must hold no database (no files in `pglite/`, no `auth-secret`, no
 * `demo-accounts.json`; a missing `dataDir` is created). The backup is read and checked whole first; the database is
 * loaded into `pglite.restoring` with `dataDir` locked, its row counts checked against the backup's, the migrations
 * applied, and only then renamed to `pglite`; the kept files are written owner-only (0600).
 *
 * @throws BackupFileError when `file` is missing, not a backup, damaged, or its database does not open or differs
 * from what the backup recorded; BackupRefusedError when `dataDir` holds a database or another process holds it. On
 * any error `dataDir` is left as it was (but for the lock, taken and released, and an empty `dataDir` created).
 */
export async function restoreDataDir(file: string, dataDir: string, options: { progress?: Progress } = {}): Promise<RestoreSummary> {
  const started = performance.now();
  const progress = options.progress ?? (() => {});
  const source = path.resolve(file);
  let packed: Buffer;
  try {
    packed = await readFile(source);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupFileError(code === 'ENOENT' ? `${source} does not exist.` : `${source} cannot be read: ${(error as Error).message}`);
  }
  const { manifest, files } = await unpackBackup(packed, source);
  refuseUnlessEmpty(dataDir);
  const release = await lockOrRefuse(dataDir, 'restore into', progress);
  const pgliteDir = path.join(dataDir, 'pglite');
  const staging = path.join(dataDir, 'pglite.restoring');
  try {
    refuseUnlessEmpty(dataDir);
    // Left by a restore that was interrupted: never a database in use (that would be pglite/, and we hold the lock).
    rmSync(staging, { recursive: true, force: true });
    progress(`Restoring the database of ${source} (made ${manifest.createdAt}) into ${pgliteDir}…`);
    const { rowCounts, migrationsApplied } = await loadDatabase(staging, files.get(DATABASE_NAME)!, manifest, source);
    if (existsSync(pgliteDir)) rmdirSync(pgliteDir); // empty (refuseUnlessEmpty): rmdir fails on anything else
    renameSync(staging, pgliteDir);
    const kept = KEPT_FILES.filter((name) => manifest.files[name]);
    for (const name of kept) writeFileSync(path.join(dataDir, name), files.get(name)!, { mode: 0o600, flag: 'wx' });
    return {
      dataDir,
      createdAt: manifest.createdAt,
      rowCounts,
      rows: sum(rowCounts),
      keptFiles: kept,
      migrationsApplied,
      elapsedMs: performance.now() - started,
    };
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await release();
  }
}

/** Loads the dump into `dir`, checks its rows against the manifest, migrates it and closes it. */
async function loadDatabase(
  dir: string,
  dump: Buffer,
  manifest: BackupManifest,
  source: string,
): Promise<{ rowCounts: Record<string, number>; migrationsApplied: number }> {
  let database: Database;
  try {
    database = await openPglite(dir, new Blob([dump as Buffer<ArrayBuffer>]));
  } catch (error) {
    throw new BackupFileError(
      `The database in ${source} does not open (it was made with PostgreSQL ${manifest.postgresVersion}): ${(error as Error).message}`,
    );
  }
  try {
    const rowCounts = await countRows(database);
    const differing = Object.keys({ ...rowCounts, ...manifest.rowCounts }).filter((key) => rowCounts[key] !== manifest.rowCounts[key]);
    if (differing.length > 0) {
      const detail = differing.map((key) => `${key}: ${rowCounts[key] ?? 'missing'}, recorded ${manifest.rowCounts[key] ?? 'none'}`);
      throw new BackupFileError(`The database in ${source} differs from what the backup recorded (${detail.join('; ')}).`);
    }
    const recorded = 'drizzle.__drizzle_migrations';
    await migrateDatabase(database);
    const [after] = await database.rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return { rowCounts, migrationsApplied: after!.n - (rowCounts[recorded] ?? 0) };
  } finally {
    await database.close();
  }
}
