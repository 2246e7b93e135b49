import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { createSessionWatch } from './session-watch';

/** A stand-in for Drizzle's `select().from().where()` that answers `live()` (ids of existing sessions) or throws. */
function fakeDb(live: () => string[]) {
  const queries: number[] = [];
  const db = {
    select: () => ({
      from: () => ({
        where: async () => {
          queries.push(Date.now());
          return live().map((id) => ({ id }));
        },
      }),
    }),
  } as unknown as Db;
  return { db, queries };
}

describe('session watch (open event streams end with their session)', () => {
  const logger = pino({ level: 'silent' });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls back once for a session that is gone, in one query per interval for every watched session', async () => {
    vi.useFakeTimers();
    let live = ['a', 'b'];
    const { db, queries } = fakeDb(() => live);
    const watch = createSessionWatch(db, logger, { intervalMs: 1000 });
    const endedA = vi.fn();
    const endedB = vi.fn();
    watch.watch('a', endedA);
    watch.watch('b', endedB);
    await vi.advanceTimersByTimeAsync(1000);
    expect(queries).toHaveLength(1);
    expect(endedA).not.toHaveBeenCalled();

    live = ['b'];
    await vi.advanceTimersByTimeAsync(1000);
    expect(queries).toHaveLength(2);
    expect(endedA).toHaveBeenCalledTimes(1);
    expect(endedB).not.toHaveBeenCalled();
    expect(watch.watchedCount).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(endedA).toHaveBeenCalledTimes(1);
    watch.close();
  });

  it('keeps everything open when the check fails, and asks nothing while nothing is watched', async () => {
    vi.useFakeTimers();
    let failing = true;
    const { db, queries } = fakeDb(() => {
      if (failing) throw new Error('database unreachable');
      return [];
    });
    const watch = createSessionWatch(db, logger, { intervalMs: 500 });
    const ended = vi.fn();
    const unwatch = watch.watch('a', ended);
    await vi.advanceTimersByTimeAsync(1500);
    expect(queries.length).toBeGreaterThanOrEqual(2);
    expect(ended).not.toHaveBeenCalled();

    unwatch();
    const asked = queries.length;
    failing = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(queries).toHaveLength(asked);
    expect(ended).not.toHaveBeenCalled();
    watch.close();
  });
});
