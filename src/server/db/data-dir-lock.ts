import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Thrown when another process holds the embedded database directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Who holds the lock: written beside it once it is taken (`equipped.lock.owner`, JSON). */
export type LockOwner = { pid: number; hostname: string };

/** What {@link lockDataDir} reports: `onTakeover` is told of a lock taken over from a process that is no longer running. */
export type LockOptions = { onTakeover?: (owner: LockOwner) => void };

/**
 * Whether process `pid` runs on this machine: `kill(pid, 0)` checks without sending a signal (Node.js docs,
 * `process.kill`; POSIX kill(2)). EPERM means it runs under another user, so it counts as running.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Lock paths this process holds: its own pid in an owner file means "held here" only for these. */
const heldHere = new Set<string>();

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) && typeof owner.hostname === 'string' ? (owner as LockOwner) : null;
  } catch {
    return null;
  }
}

/**
 * Who holds the lock of `dataDir` as its owner file says (`{ pid, hostname }`), or null when no owner is written or the
 * file is unreadable. For messages only: the lock itself decides who holds the directory.
 */
export function readLockOwner(dataDir: string): LockOwner | null {
  return readOwner(path.join(dataDir, 'equipped.lock.owner'));
}

/**
 * Takes an exclusive lock on the embedded database directory, because two processes on one PGlite directory silently
 * lose writes. The lock is proper-lockfile's (`DATA_DIR/equipped.lock`, refreshed every 5 s while the process lives,
 * stale 15 s after its last refresh), and the owner's pid and host name are written beside it. A lock whose owner is
 * known to be dead — same host, and its pid no longer runs (or is this very process: a container restarted its only
 * process under the same pid) — is taken over at once, and `options.onTakeover` is told; a live owner, or one on
 * another host sharing the directory, is refused until the lock goes stale.
 *
 * Two processes that start at the same instant after a crash can both see the dead owner; like proper-lockfile's own
 * stale removal, this narrows but does not close that window (one `readFile` and one `rm` wide).
 *
 * @returns a function that releases the lock.
 * @throws DataDirLockedError with a message naming the directory when another process holds it.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'equipped.lock');
  const ownerPath = `${lockPath}.owner`;
  const take = () => lockfile.lock(dataDir, { lockfilePath: lockPath, stale: 15_000, update: 5_000 });
  let release: () => Promise<void>;
  try {
    try {
      release = await take();
    } catch (error) {
      const owner = readOwner(ownerPath);
      const dead =
        owner && owner.hostname === os.hostname() && (owner.pid === process.pid ? !heldHere.has(lockPath) : !isRunning(owner.pid));
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED' || !dead) throw error;
      rmSync(lockPath, { recursive: true, force: true });
      rmSync(ownerPath, { force: true });
      options.onTakeover?.(owner);
      release = await take();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another Equipped process is already using the database in ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
      );
    }
    throw error;
  }
  heldHere.add(lockPath);
  writeFileSync(ownerPath, JSON.stringify({ pid: process.pid, hostname: os.hostname() } satisfies LockOwner));
  return async () => {
    rmSync(ownerPath, { force: true });
    heldHere.delete(lockPath);
    await release();
  };
}
