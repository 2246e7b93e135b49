import { and, gt, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { session } from '../db/schema';

/** Most session ids asked about in one query (PostgreSQL allows 65,535 bind parameters). */
const IDS_PER_QUERY = 1_000;

/**
 * Ends what a session keeps open (its event streams) once the session no longer exists, wherever it was ended: sign-out,
 * revocation, password change, ban or account deletion, on this server instance or on another one sharing the database
 * (decision 0010: a revocation made elsewhere is seen within the viewer memo time).
 *
 * One timer per instance, running only while something is watched: every `intervalMs` it asks PostgreSQL, in one
 * indexed query per 1,000 watched sessions, which of them still exist and have not expired (better-auth's `session`
 * table: revocation deletes the row), and calls the `onEnded` of each that does not. Cost: one primary-key lookup query
 * per interval per instance whatever the number of open streams (1,000 streams: one query a second at the default 1 s),
 * nothing while no stream is open. A failed query ends nothing (a database hiccup must not drop every stream); it is
 * logged and tried again at the next interval.
 */
export type SessionWatch = {
  /** Calls `onEnded` once, within about `intervalMs`, after session `sessionId` ends. Returns a function that stops watching. */
  watch(sessionId: string, onEnded: () => void): () => void;
  /** How many sessions are watched now. */
  readonly watchedCount: number;
  /** Stops the timer and forgets every watcher (their `onEnded` is not called). */
  close(): void;
};

export function createSessionWatch(db: Db, logger: Logger, { intervalMs }: { intervalMs: number }): SessionWatch {
  const watchers = new Map<string, Set<() => void>>();
  let timer: NodeJS.Timeout | null = null;
  let checking = false;

  const stopIfIdle = () => {
    if (watchers.size > 0 || !timer) return;
    clearInterval(timer);
    timer = null;
  };

  const liveOf = async (ids: string[]): Promise<Set<string>> => {
    const live = new Set<string>();
    for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
      const rows = await db
        .select({ id: session.id })
        .from(session)
        .where(and(inArray(session.id, ids.slice(start, start + IDS_PER_QUERY)), gt(session.expiresAt, new Date())));
      for (const row of rows) live.add(row.id);
    }
    return live;
  };

  const check = async () => {
    if (checking || watchers.size === 0) return;
    checking = true;
    try {
      const ids = [...watchers.keys()];
      const live = await liveOf(ids);
      for (const id of ids) {
        if (live.has(id)) continue;
        const ended = watchers.get(id);
        watchers.delete(id);
        for (const onEnded of ended ?? []) {
          try {
            onEnded();
          } catch (error) {
            logger.warn({ err: error }, 'a session-end callback failed');
          }
        }
      }
    } catch (error) {
      logger.warn({ err: error }, 'could not check the sessions of open event streams; keeping them open');
    } finally {
      checking = false;
      stopIfIdle();
    }
  };

  return {
    watch(sessionId, onEnded) {
      let set = watchers.get(sessionId);
      if (!set) watchers.set(sessionId, (set = new Set()));
      // A wrapper per call, so that watching twice with the same function needs two unwatches.
      const callback = () => onEnded();
      set.add(callback);
      if (!timer) {
        timer = setInterval(() => void check(), intervalMs);
        timer.unref();
      }
      return () => {
        const current = watchers.get(sessionId);
        current?.delete(callback);
        if (current?.size === 0) watchers.delete(sessionId);
        stopIfIdle();
      };
    },
    get watchedCount() {
      return watchers.size;
    },
    close() {
      watchers.clear();
      stopIfIdle();
    },
  };
}
