import { mkdirSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Thrown when another process holds the embedded database directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * Takes an exclusive lock on the embedded database directory, because two processes on one PGlite directory silently
 * lose writes (ARCHITECTURE.md §1). The lock is refreshed while the process lives and goes stale 15 s after a crash.
 *
 * @returns a function that releases the lock.
 * @throws DataDirLockedError with a message naming the directory when another process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { lockfilePath: path.join(dataDir, 'equipped.lock'), stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another Equipped process is already using the database in ${dataDir}. Stop it first, or start this one with a different DATA_DIR.`,
      );
    }
    throw error;
  }
}
