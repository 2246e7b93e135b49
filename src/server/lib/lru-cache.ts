import { LRUCache } from 'lru-cache';

/**
 * A bounded least-recently-used map whose entries also expire after a fixed time (decision 0005): a thin wrapper over
 * the `lru-cache` package, which keeps the recency order and evicts beyond `maxEntries`. The age is checked here, with
 * the clock passed in (no timers), so tests control time: an entry is gone once it is `ttlMs` old.
 */
export type LruCache<V> = {
  /** The value stored under `key` unless it is missing or older than `ttlMs` (then it is dropped). */
  get(key: string, now?: number): V | undefined;
  /** Stores `value` as the most recent entry, evicting the least recent one when full. */
  set(key: string, value: V, now?: number): void;
  /** Drops every entry. */
  clear(): void;
  /** How many entries are held (expired ones included until they are read or evicted). */
  readonly size: number;
};

export type LruOptions = {
  /** Most entries kept (≥ 1); bounds the memory, whatever the variety of keys. */
  maxEntries: number;
  /** Milliseconds an entry stays valid after it was stored. */
  ttlMs: number;
};

export function createLruCache<V>({ maxEntries, ttlMs }: LruOptions): LruCache<V> {
  if (!(maxEntries >= 1)) throw new RangeError('maxEntries must be at least 1');
  // No TTL inside lru-cache: it would read its own clock and keep an entry up to and including its ttl-th millisecond.
  const entries = new LRUCache<string, { value: V; storedAt: number }>({ max: maxEntries });
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value, now = Date.now()) {
      entries.set(key, { value, storedAt: now });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
