import { execFile, execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteList } from '@/shared/schemas/favorites';
import type { TrainingSession } from '@/shared/schemas/sessions';
import type { WorkoutList } from '@/shared/schemas/workouts';
import { loadConfig } from '../config';
import { createWorkout, seedCatalogue, workoutBody } from '../test/builders/workouts-test-helpers';
import { migratedBefore } from '../test/migrated-before';
import { createTestContext } from '../test/test-app';
import { BackupFileError, backupDataDir, BackupRefusedError, restoreDataDir } from './backup';
import { writeBackup } from './backup-archive';
import { type Database, migrateDatabase, migrationsFolder, openPglite } from './client';
import { lockDataDir } from './data-dir-lock';

/**
 * docs/deployment.md#backups: a backup of a database with members, favourites, workouts and training sessions, made
 * and restored by the real commands, gives back every row of every table, the auth secret (so a member's session
 * survives), and a working sign-in; a running server (any holder of the lock) is refused, a restore never lands on a
 * database, and a missing or damaged file is named as such.
 */

const CLI = (name: 'backup' | 'restore') => path.resolve(`src/cli/${name}.ts`);

/** Runs a command as an operator does (`npm run backup` is `tsx src/cli/backup.ts`): one node process with tsx's loader. */
function runCommand(name: 'backup' | 'restore', file: string, env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI(name), file],
      { env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Every table's row count and a digest of its rows (each row's text, sorted), keyed `schema.table`. */
async function tableContents(database: Database): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = await database.rows<{ table_schema: string; table_name: string }>(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const contents: Record<string, { rows: number; digest: string }> = {};
  for (const { table_schema: schema, table_name: table } of tables) {
    const [row] = await database.rows<{ rows: number; digest: string }>(
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as digest
          from ${sql.identifier(schema)}.${sql.identifier(table)} t`,
    );
    contents[`${schema}.${table}`] = row!;
  }
  return contents;
}

/** Every file under `dir` with its mode and SHA-256: what "left untouched" compares. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    const mode = (statSync(full).mode & 0o777).toString(8);
    files[path.relative(dir, full)] = entry.isFile() ? `${mode} ${createHash('sha256').update(readFileSync(full)).digest('hex')}` : mode;
  }
  return files;
}

describe('backup and restore of the embedded database', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'equipped-backup-'));
  const source = path.join(root, 'source');
  const backupFile = path.join(root, 'equipped.tar.gz');
  const secret = randomBytes(32).toString('base64url');
  let member: { email: string; password: string; cookie: string };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  beforeAll(async () => {
    // A DATA_DIR as a server leaves it: the database, the generated auth secret, the demo accounts' file.
    mkdirSync(source);
    writeFileSync(path.join(source, 'auth-secret'), `${secret}\n`, { mode: 0o600 });
    writeFileSync(path.join(source, 'demo-accounts.json'), '[{"role":"user","email":"demo@example.test","password":"x"}]\n', {
      mode: 0o600,
    });
    const database = await openPglite(path.join(source, 'pglite'));
    await migrateDatabase(database);
    const ctx = await createTestContext({ database, env: { AUTH_SECRET: secret, DATA_DIR: source } });
    try {
      const { samples, hidden } = await seedCatalogue(ctx);
      const subscriber = await ctx.signedInUser('user');
      await ctx.subscribe(subscriber.userId);
      const other = await ctx.signedInUser('user');
      for (const id of [hidden[0]!.id, samples[0]!.id])
        expect((await subscriber.client.request(`/api/favorites/${id}`, { method: 'PUT' })).status).toBe(204);
      expect((await other.client.request(`/api/favorites/${samples[1]!.id}`, { method: 'PUT' })).status).toBe(204);
      const workout = await createWorkout(
        subscriber.client,
        workoutBody('Push day', [
          { exerciseId: samples[0]!.id, sets: 2, reps: '8', weight: 60, weightUnit: 'kg', bodyweight: false },
          samples[1]!.id,
        ]),
      );
      await createWorkout(other.client, workoutBody('Legs', [samples[2]!.id]));
      const started = await subscriber.client.request('/api/sessions', { method: 'POST', json: { workoutId: workout.id } });
      expect(started.status).toBe(201);
      const session = (await started.json()) as TrainingSession;
      for (const entry of session.exercises.slice(0, 1))
        for (const set of entry.sets) {
          const body = {
            sessionExerciseId: entry.id,
            setIndex: set.setIndex,
            setType: 'normal',
            weight: 60,
            weightUnit: 'kg',
            reps: 8,
            rpe: null,
            completed: true,
          };
          expect(
            (await subscriber.client.request(`/api/sessions/${session.id}/sets/${set.id}`, { method: 'PUT', json: body })).status,
          ).toBe(200);
        }
      expect((await subscriber.client.request(`/api/sessions/${session.id}/finish`, { method: 'POST' })).status).toBe(200);
      // A second session left open: a backup keeps work in progress too.
      expect((await other.client.request('/api/sessions', { method: 'POST', json: { workoutId: null } })).status).toBe(201);
      await ctx.backgroundSettled();
      member = { email: subscriber.email, password: subscriber.password, cookie: subscriber.client.cookie() };
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('backs up with npm run backup and restores with npm run restore into an empty DATA_DIR: every row of every table, the auth secret, and a working sign-in', async () => {
    const backedUp = await runCommand('backup', backupFile, { DATA_DIR: source });
    expect(backedUp.stderr).toBe('');
    expect(backedUp.code).toBe(0);
    expect(backedUp.stdout).toMatch(
      /Backed up \d+ tables, [\d,]+ rows \(database [\d.]+ MB\) and auth-secret, demo-accounts\.json to .*: [\d.]+ MB in [\d.]+ s\./,
    );
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    // A plain gzip-compressed tar: the operator's own tools list it.
    expect(execFileSync('tar', ['-tzf', backupFile], { encoding: 'utf8' }).split('\n').filter(Boolean)).toEqual([
      'equipped-backup.json',
      'pglite.tar',
      'auth-secret',
      'demo-accounts.json',
    ]);

    const target = path.join(root, 'restored');
    const restored = await runCommand('restore', backupFile, { DATA_DIR: target });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(
      /Restored \d+ tables, [\d,]+ rows and auth-secret, demo-accounts\.json into .* in [\d.]+ s; 0 migrations applied\./,
    );
    for (const name of ['auth-secret', 'demo-accounts.json']) {
      expect(readFileSync(path.join(target, name), 'utf8')).toBe(readFileSync(path.join(source, name), 'utf8'));
      expect(statSync(path.join(target, name)).mode & 0o777).toBe(0o600);
    }
    expect(readdirSync(target).sort()).toEqual(['auth-secret', 'demo-accounts.json', 'pglite']);

    const before = await openPglite(path.join(source, 'pglite'));
    const expected = await tableContents(before);
    await before.close();
    const database = await openPglite(path.join(target, 'pglite'));
    const ctx = await createTestContext({
      database,
      env: { AUTH_SECRET: loadConfig({ NODE_ENV: 'test', DATA_DIR: target }).authSecret, DATA_DIR: target },
    });
    try {
      const actual = await tableContents(database);
      expect(actual).toEqual(expected);
      for (const table of [
        'user',
        'account',
        'exercises',
        'user_favorites',
        'workouts',
        'workout_exercises',
        'training_sessions',
        'training_sets',
      ])
        expect(actual[`public.${table}`]!.rows, table).toBeGreaterThan(0);

      const client = ctx.client();
      const signIn = await client.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: member.email, password: member.password },
      });
      expect(signIn.status).toBe(200);
      expect(((await (await client.request('/api/workouts')).json()) as WorkoutList).items.map((w) => w.name)).toEqual(['Push day']);
      expect(((await (await client.request('/api/favorites')).json()) as FavoriteList).items).toHaveLength(2);
      // The same auth secret: the session the member had before the backup still works.
      const earlier = await ctx.client().request('/api/me', { headers: { cookie: member.cookie } });
      expect(earlier.status).toBe(200);
    } finally {
      await ctx.close();
    }
  }, 120_000);

  it('refuses to back up while another process holds DATA_DIR, naming it, and writes nothing', async () => {
    const release = await lockDataDir(source);
    try {
      const refused = await runCommand('backup', path.join(root, 'while-running.tar.gz'), { DATA_DIR: source });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `Equipped cannot back up ${source}: another Equipped process (pid ${process.pid} on ${os.hostname()}) is using its database — the server, or another command. Stop it first`,
      );
      expect(existsSync(path.join(root, 'while-running.tar.gz'))).toBe(false);
    } finally {
      await release();
    }
  }, 60_000);

  it('refuses to replace an existing file, to write into a missing folder, or to back up a DATA_DIR without a database', async () => {
    const existing = path.join(root, 'existing.tar.gz');
    writeFileSync(existing, 'keep me');
    await expect(backupDataDir(source, existing)).rejects.toThrow(`${existing} already exists: a backup never replaces a file.`);
    expect(readFileSync(existing, 'utf8')).toBe('keep me');
    const noFolder = path.join(root, 'no-such-folder');
    await expect(backupDataDir(source, path.join(noFolder, 'x.tar.gz'))).rejects.toThrow(`The folder ${noFolder} does not exist`);
    const empty = path.join(root, 'no-database');
    await expect(backupDataDir(empty, path.join(root, 'none.tar.gz'))).rejects.toThrow(BackupRefusedError);
    expect(existsSync(empty)).toBe(false);
  });

  it('refuses to restore over a database, or over a kept file, and leaves the DATA_DIR untouched', async () => {
    const untouched = snapshot(source);
    await expect(restoreDataDir(backupFile, source)).rejects.toThrow(
      `Equipped restores only into a DATA_DIR without a database, and ${source} holds a database (pglite/), auth-secret, demo-accounts.json. Nothing was changed.`,
    );
    expect(snapshot(source)).toEqual(untouched);

    const onlySecret = path.join(root, 'only-secret');
    mkdirSync(onlySecret);
    writeFileSync(path.join(onlySecret, 'auth-secret'), 'another secret\n');
    await expect(restoreDataDir(backupFile, onlySecret)).rejects.toThrow(BackupRefusedError);
    expect(readdirSync(onlySecret)).toEqual(['auth-secret']);
  });

  it('names a missing, foreign, damaged or newer backup file and creates nothing', async () => {
    const target = path.join(root, 'never-created');
    const missing = path.join(root, 'missing.tar.gz');
    await expect(restoreDataDir(missing, target)).rejects.toThrow(new BackupFileError(`${missing} does not exist.`));

    const foreign = path.join(root, 'foreign.json');
    writeFileSync(foreign, '{}');
    await expect(restoreDataDir(foreign, target)).rejects.toThrow(
      `${foreign} is not an Equipped backup (made by npm run backup): it is not gzip-compressed.`,
    );

    const packed = await readFile(backupFile);
    const truncated = path.join(root, 'truncated.tar.gz');
    writeFileSync(truncated, packed.subarray(0, Math.floor(packed.length / 2)));
    await expect(restoreDataDir(truncated, target)).rejects.toThrow(`${truncated} is damaged`);

    const flipped = Buffer.from(packed);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const corrupt = path.join(root, 'corrupt.tar.gz');
    writeFileSync(corrupt, flipped);
    await expect(restoreDataDir(corrupt, target)).rejects.toThrow(`${corrupt} is damaged`);

    const newer = path.join(root, 'newer.tar.gz');
    const manifest = {
      format: 'equipped-backup',
      version: 2,
      createdAt: new Date().toISOString(),
      postgresVersion: '99',
      rowCounts: {},
    } as const;
    await writeBackup(newer, manifest as never, [{ name: 'pglite.tar', body: new Blob(['x']), mode: 0o600 }]);
    await expect(restoreDataDir(newer, target)).rejects.toThrow(`${newer} is a version 2 backup; this Equipped reads version 1 only.`);

    expect(existsSync(target)).toBe(false);
  });

  it('brings a backup made before the latest migration up to date on restore', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const { database: older, close } = await migratedBefore(journal.entries.at(-1)!.tag);
    const dump = await older.pglite!.dumpDataDir('none');
    await close();
    const olderDir = path.join(root, 'older');
    await (await openPglite(path.join(olderDir, 'pglite'), dump)).close();
    const file = path.join(root, 'older.tar.gz');
    const backedUp = await backupDataDir(olderDir, file);
    expect(backedUp.keptFiles).toEqual([]);
    const summary = await restoreDataDir(file, path.join(root, 'upgraded'));
    expect(summary.migrationsApplied).toBe(1);
    expect(summary.rowCounts).toEqual(backedUp.rowCounts);
  }, 60_000);

  it('refuses both commands when DATABASE_URL is set, pointing at pg_dump and pg_restore', async () => {
    const env = { DATA_DIR: source, DATABASE_URL: 'postgres://equipped@127.0.0.1:1/equipped' };
    const backup = await runCommand('backup', path.join(root, 'pg.tar.gz'), env);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain(
      'DATABASE_URL is set, so the database is PostgreSQL, and npm run backup handles the embedded database only. Use pg_dump',
    );
    const restore = await runCommand('restore', backupFile, env);
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('Use pg_restore');
  }, 60_000);
});
