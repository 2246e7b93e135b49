/**
 * A bounded least-recently-used map whose entries also expire after a fixed time (decision 0005). Pure: no timers,
 * the clock is passed in, so tests control time. Map insertion order is the recency order: a hit moves the entry to the
 * end, and an insert beyond `maxEntries` evicts from the front.
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
  const entries = new Map<string, { value: V; storedAt: number }>();
  return {
    get(key, now = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (now - entry.storedAt >= ttlMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, now = Date.now()) {
      entries.delete(key);
      entries.set(key, { value, storedAt: now });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
