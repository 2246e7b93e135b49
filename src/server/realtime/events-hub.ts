import pg from 'pg';
import type { Logger } from 'pino';
import { CHANGE_TOPICS, HEARTBEAT_MS } from '@/shared/realtime';
import type { Database } from '../db/client';
import { CHANGE_CHANNEL, INTERNAL_TOPICS, type ServerTopic } from './change-notify';
import { createSessionWatch } from './session-watch';

/** Waits before re-opening a lost LISTEN connection: 1, 2, 5, then every 10 s (docs/product.md#limits reconnect delays). */
export const LISTEN_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/**
 * How often, by default, the sessions of open streams are checked ({@link EventsHub.watchSession}): the default viewer
 * memo time (VIEWER_CACHE_MS, decision 0010), so a stream outlives its session no longer than a request would.
 */
export const SESSION_CHECK_MS = 1_000;

/** Every topic the hub dispatches: the browsers' change topics and the instances' internal ones (change-notify.ts). */
export const SERVER_TOPICS: readonly ServerTopic[] = [...CHANGE_TOPICS, ...INTERNAL_TOPICS];

export type ChangeListener = (topic: ServerTopic) => void;

/**
 * This instance's fan-out of content changes to its own event-stream clients (docs/architecture.md#live-updates). Writers
 * publish with {@link notifyChange} inside their transaction; the hub LISTENs — on PostgreSQL on one dedicated
 * connection, on PGlite through PGlite's own `listen` — and calls every subscriber, so a change committed on any
 * instance reaches the clients of every instance.
 */
export type EventsHub = {
  /** Milliseconds between heartbeat events on each stream. */
  readonly heartbeatMs: number;
  /** True once {@link EventsHub.close} ran: no new streams. */
  readonly closed: boolean;
  /** How many listeners are subscribed now (one per open stream, and the server's own cache listener). */
  readonly listenerCount: number;
  /** How many clients' event streams are open now: the listeners subscribed with `{ stream: true }`. */
  readonly openStreams: number;
  /**
   * Adds `listener` and resolves once this instance is listening, so nothing committed after the promise resolves is
   * missed. Returns the unsubscribe function. Starts listening on first use (a CLI that never subscribes opens nothing).
   * `options.stream` marks the listener of a client's event stream, counted by {@link EventsHub.openStreams}.
   * @throws Error when the hub is closed (before or while waiting).
   */
  subscribe(listener: ChangeListener, options?: { stream?: boolean }): Promise<() => void>;
  /**
   * Calls `onEnded` once, within about `sessionCheckMs`, after the better-auth session `sessionId` ends — signed out,
   * revoked, expired or its user deleted, on any instance sharing the database ({@link createSessionWatch}). Returns a
   * function that stops watching.
   */
  watchSession(sessionId: string, onEnded: () => void): () => void;
  /** Runs `callback` when the hub closes (streams end then); returns a function that removes it. */
  onClose(callback: () => void): () => void;
  /** Ends every stream and stops listening. Idempotent; call before closing the database. */
  close(): Promise<void>;
};

type Source = { stop(): Promise<void> };

/**
 * Builds the hub over `database`. `options.heartbeatMs` and `options.reconnectDelaysMs` exist for tests; production
 * uses {@link HEARTBEAT_MS} and {@link LISTEN_RECONNECT_DELAYS_MS}. `options.sessionCheckMs` (default
 * {@link SESSION_CHECK_MS}): how often the sessions of open streams are checked; the server passes VIEWER_CACHE_MS.
 */
export function createEventsHub(
  database: Database,
  logger: Logger,
  options: { heartbeatMs?: number; reconnectDelaysMs?: readonly number[]; sessionCheckMs?: number } = {},
): EventsHub {
  const listeners = new Set<ChangeListener>();
  const streamListeners = new Set<ChangeListener>();
  const closeCallbacks = new Set<() => void>();
  const delays = options.reconnectDelaysMs ?? LISTEN_RECONNECT_DELAYS_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const sessions = createSessionWatch(database.db, logger, { intervalMs: options.sessionCheckMs ?? SESSION_CHECK_MS });
  let closed = false;
  let closing: Promise<void> | null = null;
  let starting: Promise<Source> | null = null;

  const dispatch = (payload: string | undefined) => {
    const topic = SERVER_TOPICS.find((t) => t === payload);
    if (!topic) return;
    for (const listener of [...listeners]) {
      try {
        listener(topic);
      } catch (error) {
        logger.warn({ err: error, topic }, 'change listener failed');
      }
    }
  };
  // After a lost connection, changes may have been missed: tell everyone to refetch everything and every instance-level
  // cache (catalogue, viewers) to empty itself.
  const dispatchAll = () => SERVER_TOPICS.forEach(dispatch);

  const start = (): Promise<Source> => {
    if (database.pglite) {
      const pglite = database.pglite;
      return pglite.listen(CHANGE_CHANNEL, dispatch).then((unlisten) => ({ stop: () => unlisten().catch(() => {}) }));
    }
    if (database.pool) {
      return listenOnPostgres(database.pool.options, { dispatch, dispatchAll, logger, delays, heartbeatMs, isClosed: () => closed });
    }
    return Promise.reject(new Error('The database has neither PGlite nor a PostgreSQL pool.'));
  };

  return {
    heartbeatMs,
    get closed() {
      return closed;
    },
    get listenerCount() {
      return listeners.size;
    },
    get openStreams() {
      return streamListeners.size;
    },
    async subscribe(listener, options = {}) {
      if (closed) throw new Error('The events hub is closed.');
      const remove = () => {
        listeners.delete(listener);
        streamListeners.delete(listener);
      };
      listeners.add(listener);
      if (options.stream) streamListeners.add(listener);
      try {
        starting ??= start();
        await starting;
      } catch (error) {
        remove();
        starting = null;
        throw error;
      }
      if (closed) {
        remove();
        throw new Error('The events hub is closed.');
      }
      return remove;
    },
    watchSession(sessionId, onEnded) {
      // A closed hub ends its streams anyway (onClose); nothing is checked against a closing database.
      if (closed) return () => {};
      return sessions.watch(sessionId, onEnded);
    },
    onClose(callback) {
      closeCallbacks.add(callback);
      return () => void closeCallbacks.delete(callback);
    },
    close() {
      // The first call does the work; later calls wait for it (the database must not close under the LISTEN client).
      closing ??= (async () => {
        closed = true;
        sessions.close();
        for (const callback of [...closeCallbacks]) callback();
        closeCallbacks.clear();
        listeners.clear();
        streamListeners.clear();
        const source = await starting?.catch(() => null);
        await source?.stop();
      })();
      return closing;
    },
  };
}

type PostgresListenDeps = {
  dispatch: (payload: string | undefined) => void;
  dispatchAll: () => void;
  logger: Logger;
  delays: readonly number[];
  /** How often the idle LISTEN connection is checked with `SELECT 1` (and how long the check may take). */
  heartbeatMs: number;
  isClosed: () => boolean;
};

/**
 * LISTENs on a dedicated PostgreSQL connection (not a pooled one: a pooled client would be recycled or time out).
 * Resolves once the first LISTEN succeeded, retrying with `delays` until it does. A connection lost later is
 * re-opened with the same delays, then every topic is dispatched once, since changes in the gap were not heard.
 *
 * A connection that dies silently (a NAT or firewall dropping an idle TCP flow, a host gone without a FIN) emits no
 * error: TCP keep-alive probes after 10 s idle, and a `SELECT 1` every `heartbeatMs` that fails or takes longer than
 * `heartbeatMs` counts as lost, so the reconnection starts within about two heartbeats instead of never.
 */
async function listenOnPostgres(clientConfig: pg.ClientConfig, deps: PostgresListenDeps): Promise<Source> {
  let client: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let stopPing = () => {};
  let attempt = 0;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...clientConfig, statement_timeout: 0, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    let lost = false;
    let ping: NodeJS.Timeout | null = null;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (ping) clearInterval(ping);
      if (client === next) client = null;
      next.end().catch(() => {});
      if (deps.isClosed()) return;
      deps.logger.warn({ err: error }, 'lost the LISTEN connection; reconnecting');
      schedule(true);
    };
    next.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL) deps.dispatch(message.payload);
    });
    next.on('error', onLost);
    next.on('end', () => onLost());
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      lost = true;
      next.removeAllListeners();
      next.on('error', () => {});
      await next.end().catch(() => {});
      throw error;
    }
    if (deps.isClosed()) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    ping = setInterval(() => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the LISTEN connection did not answer SELECT 1 within ${deps.heartbeatMs} ms`)),
          deps.heartbeatMs,
        );
        timer.unref();
      });
      Promise.race([next.query('SELECT 1'), timeout]).then(
        () => clearTimeout(timer),
        (error: unknown) => {
          clearTimeout(timer);
          onLost(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }, deps.heartbeatMs);
    ping.unref();
    stopPing = () => {
      if (ping) clearInterval(ping);
    };
  };

  const schedule = (reconnected: boolean) => {
    const delay = deps.delays[Math.min(attempt, deps.delays.length - 1)] ?? 10_000;
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (deps.isClosed()) return;
      connect().then(
        () => reconnected && deps.dispatchAll(),
        (error: unknown) => {
          deps.logger.warn({ err: error }, 'could not re-open the LISTEN connection');
          schedule(reconnected);
        },
      );
    }, delay);
    retryTimer.unref();
  };

  // The first connection: retried like a lost one, but the caller waits for it.
  for (;;) {
    try {
      await connect();
      break;
    } catch (error) {
      if (deps.isClosed()) throw error;
      const delay = deps.delays[Math.min(attempt, deps.delays.length - 1)] ?? 10_000;
      attempt += 1;
      deps.logger.warn({ err: error, retryInMs: delay }, 'could not LISTEN for changes; retrying');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }

  return {
    async stop() {
      if (retryTimer) clearTimeout(retryTimer);
      stopPing();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
