import { createLruCache } from '../lib/lru-cache';

/**
 * A very short-lived memo of resolved viewers, keyed by the request's Cookie header (decision 0010).
 *
 * Resolving a viewer (better-auth's signed-cookie check and session+user read, then the subscription read) is most of
 * the cost of a cached library page; a browser fires several API requests per screen with the same cookie, and under
 * load one session sends many per second. Each resolution is therefore kept for `ttlMs` (default 1 s) and shared by
 * concurrent requests with the same cookie (single flight).
 *
 * Staleness is bounded in two ways:
 * - `invalidate()` drops everything. better-auth calls it (auth.ts) after every write it handles — sign-in/out,
 *   password and e-mail changes, session revocation, account deletion, role changes through its admin plugin — and the
 *   billing code after every subscription change, so a change made through this server is seen by its very next
 *   request: on this server a revoked session is anonymous at once, a new subscription sees the full catalogue at once.
 * - A change this process does not see (a sign-out or revocation on another server instance on the same PostgreSQL,
 *   the `user:role` CLI, a subscription's period running out) is seen at most `ttlMs` later. (Subscription changes made
 *   on another instance are relayed by NOTIFY 'viewers' and seen at once; open event streams re-check their session
 *   every `ttlMs`, events-hub.ts.)
 *
 * A resolution that started before an `invalidate()` is not stored (generation check), so a lookup racing a sign-out
 * cannot put the signed-out viewer back. Only signed-in viewers are stored (`shouldStore`), so a failed lookup is
 * retried on the next request. The key is the whole Cookie header: an entry can only be reached by presenting the exact
 * cookies — including better-auth's signed session token — that produced it.
 */
export type ViewerCache<V> = {
  /** The memoised value for `key`, or `load()`'s result (stored when `shouldStore` says so and nothing invalidated it). */
  resolve(key: string, load: () => Promise<V>): Promise<V>;
  /** Forgets every memoised viewer, and any resolution now in flight. */
  invalidate(): void;
};

export type ViewerCacheOptions<V> = {
  /** Milliseconds a resolution stays valid (default 1000). 0 turns the memo off (every request resolves afresh). */
  ttlMs?: number;
  /** Most cookies remembered at once (default 10,000; least recently used dropped first). */
  maxEntries?: number;
  /** Whether a resolved value may be kept (e.g. only signed-in viewers). */
  shouldStore: (value: V) => boolean;
};

export function createViewerCache<V>({ ttlMs = 1000, maxEntries = 10_000, shouldStore }: ViewerCacheOptions<V>): ViewerCache<V> {
  const values = createLruCache<V>({ maxEntries, ttlMs });
  const inFlight = new Map<string, Promise<V>>();
  let generation = 0;
  return {
    async resolve(key, load) {
      if (ttlMs <= 0) return load();
      const cached = values.get(key);
      if (cached !== undefined) return cached;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const promise = load().then(
        (value) => {
          if (startedIn === generation) {
            inFlight.delete(key);
            if (shouldStore(value)) values.set(key, value);
          }
          return value;
        },
        (error: unknown) => {
          if (startedIn === generation) inFlight.delete(key);
          throw error;
        },
      );
      inFlight.set(key, promise);
      return promise;
    },
    invalidate() {
      generation += 1;
      values.clear();
      inFlight.clear();
    },
  };
}
