import { afterEach, describe, expect, it, vi } from 'vitest';
import { createViewerCache } from './viewer-cache';

type V = { kind: 'user' | 'anonymous'; n: number };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('viewer memo', () => {
  afterEach(() => vi.useRealTimers());
  const storeUsers = (v: V) => v.kind === 'user';

  it('reuses a resolution for the same key until the time-to-live has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    const cache = createViewerCache<V>({ ttlMs: 1000, shouldStore: storeUsers });
    let n = 0;
    const load = async () => ({ kind: 'user' as const, n: ++n });
    expect(await cache.resolve('a', load)).toEqual({ kind: 'user', n: 1 });
    vi.setSystemTime(999);
    expect(await cache.resolve('a', load)).toEqual({ kind: 'user', n: 1 });
    expect(await cache.resolve('b', load)).toEqual({ kind: 'user', n: 2 });
    vi.setSystemTime(1999);
    expect(await cache.resolve('a', load)).toEqual({ kind: 'user', n: 3 });
  });

  it('shares one resolution among concurrent requests with the same key', async () => {
    const cache = createViewerCache<V>({ shouldStore: storeUsers });
    const gate = deferred<V>();
    const load = vi.fn(() => gate.promise);
    const both = Promise.all([cache.resolve('a', load), cache.resolve('a', load)]);
    gate.resolve({ kind: 'user', n: 1 });
    expect(await both).toEqual([
      { kind: 'user', n: 1 },
      { kind: 'user', n: 1 },
    ]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps only what shouldStore allows, so an anonymous answer is asked again', async () => {
    const cache = createViewerCache<V>({ shouldStore: storeUsers });
    const load = vi.fn(async () => ({ kind: 'anonymous' as const, n: 0 }));
    await cache.resolve('a', load);
    await cache.resolve('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after invalidate() resolves afresh, and never stores a resolution that began before it', async () => {
    const cache = createViewerCache<V>({ shouldStore: storeUsers });
    const stale = deferred<V>();
    const first = cache.resolve('a', () => stale.promise);
    cache.invalidate(); // e.g. a sign-out commits while the lookup above is still reading the old session
    const fresh = await cache.resolve('a', async () => ({ kind: 'user', n: 2 }));
    stale.resolve({ kind: 'user', n: 1 });
    expect(await first).toEqual({ kind: 'user', n: 1 });
    expect(fresh).toEqual({ kind: 'user', n: 2 });
    expect(await cache.resolve('a', async () => ({ kind: 'user', n: 3 }))).toEqual({ kind: 'user', n: 2 });
    cache.invalidate();
    expect(await cache.resolve('a', async () => ({ kind: 'user', n: 4 }))).toEqual({ kind: 'user', n: 4 });
  });

  it('does not remember a failed resolution', async () => {
    const cache = createViewerCache<V>({ shouldStore: storeUsers });
    await expect(cache.resolve('a', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.resolve('a', async () => ({ kind: 'user', n: 1 }))).toEqual({ kind: 'user', n: 1 });
  });

  it('with a time-to-live of 0 resolves every time', async () => {
    const cache = createViewerCache<V>({ ttlMs: 0, shouldStore: storeUsers });
    const load = vi.fn(async () => ({ kind: 'user' as const, n: 1 }));
    await cache.resolve('a', load);
    await cache.resolve('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
