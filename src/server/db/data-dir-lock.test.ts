import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

/** docs/architecture.md#database: "a lock refuses a second process on the same directory with a clear message". */
describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'equipped-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second lock on the same directory, naming the directory and what to do', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(
      `Another Equipped process is already using the database in ${dir}. Stop it first, or start this one with a different DATA_DIR.`,
    );
    await release();
  });

  it('refuses another process while this one holds the lock', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    const script = `import { lockDataDir } from ${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))};
lockDataDir(process.argv[1]).then(() => process.exit(0), (e) => { console.error(e.name + ': ' + e.message); process.exit(3); });`;
    const outcome = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(path.resolve('node_modules/.bin/tsx'), ['-e', script, dir], (error, _stdout, stderr) =>
        resolve({ code: error ? (child.exitCode ?? 1) : 0, stderr }),
      );
    });
    await release();
    expect(outcome.stderr).toContain(`DataDirLockedError: Another Equipped process is already using the database in ${dir}.`);
    expect(outcome.code).toBe(3);
  });

  /** A child process that takes the lock, says so on stdout, and then lives until killed. */
  const holdInChild = async (dir: string) => {
    const script = `import { lockDataDir } from ${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))};
lockDataDir(process.argv[1]).then(() => { console.log('locked'); setInterval(() => {}, 1000); });`;
    // One process (node with tsx's loader), not the tsx wrapper: the kill must reach the process that holds the lock.
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
      child.on('exit', (code) => reject(new Error(`the child exited with ${code} before locking`)));
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    return { child, exited };
  };

  it('takes over at once, and says so, a lock whose process was killed (kill -9), long before it goes stale', async () => {
    const dir = tempDir();
    const { child, exited } = await holdInChild(dir);
    child.kill('SIGKILL');
    await exited;
    const takeovers: Array<{ pid: number }> = [];
    const started = Date.now();
    const release = await lockDataDir(dir, { onTakeover: (owner) => takeovers.push(owner) });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(takeovers).toEqual([{ pid: child.pid, hostname: os.hostname() }]);
    await release();
  });

  it('keeps refusing while the process that holds the lock runs', async () => {
    const dir = tempDir();
    const { child, exited } = await holdInChild(dir);
    try {
      const takeovers: unknown[] = [];
      await expect(lockDataDir(dir, { onTakeover: (owner) => takeovers.push(owner) })).rejects.toBeInstanceOf(DataDirLockedError);
      expect(takeovers).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  });

  it('lets the directory be locked again once released', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await release();
    expect(existsSync(path.join(dir, 'equipped.lock'))).toBe(false);
    const again = await lockDataDir(dir);
    await again();
  });

  it('creates a missing directory, parents included, and locks different directories independently', async () => {
    const root = tempDir();
    const a = path.join(root, 'deep', 'a');
    const b = path.join(root, 'deep', 'b');
    const releaseA = await lockDataDir(a);
    const releaseB = await lockDataDir(b);
    expect(existsSync(path.join(a, 'equipped.lock'))).toBe(true);
    await releaseA();
    await releaseB();
  });
});
