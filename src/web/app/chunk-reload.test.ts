import { describe, expect, it, vi } from 'vitest';
import { forgetReloadForNewVersion, isChunkLoadError, loadOrReloadOnce, reloadOnceForNewVersion } from './chunk-reload';

/** A sessionStorage of one tab. */
function tabStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('a route chunk that fails to load after a deploy', () => {
  it('is recognised in the words of Chromium, Firefox, Safari and Vite, and nothing else is', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost:3000/assets/workouts-list-page-B1x2.js',
      'error loading dynamically imported module: http://localhost:3000/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/exercise-library-page-Dd3.css',
    ]) {
      expect({ message, chunk: isChunkLoadError(new TypeError(message)) }).toEqual({ message, chunk: true });
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });

  it('reloads the tab once; again only after a page has rendered in between', () => {
    const storage = tabStorage();
    const reload = vi.fn();
    expect(reloadOnceForNewVersion(storage, reload)).toBe(true);
    expect(reloadOnceForNewVersion(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    forgetReloadForNewVersion(storage);
    expect(reloadOnceForNewVersion(storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload at all when no guard can be kept (storage refused)', () => {
    const storage = tabStorage();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const reload = vi.fn();
    expect(reloadOnceForNewVersion(storage, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a lazy route loaded through loadOrReloadOnce', () => {
  const chunkGone = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/x.js'));

  it('reloads instead of failing the first time, and leaves the navigation pending', async () => {
    const reloadOnce = vi.fn(() => true);
    const outcome = await Promise.race([
      loadOrReloadOnce(chunkGone, reloadOnce).then(
        () => 'loaded',
        () => 'failed',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ]);
    expect(outcome).toBe('pending');
    expect(reloadOnce).toHaveBeenCalledTimes(1);
  });

  it('fails (so the error page says a new version is out) once the reload was tried, and passes other errors through', async () => {
    await expect(loadOrReloadOnce(chunkGone, () => false)).rejects.toThrow('Failed to fetch dynamically imported module');
    const reloadOnce = vi.fn(() => true);
    await expect(loadOrReloadOnce(() => Promise.reject(new Error('a bug')), reloadOnce)).rejects.toThrow('a bug');
    expect(reloadOnce).not.toHaveBeenCalled();
    expect(await loadOrReloadOnce(async () => 'module', reloadOnce)).toBe('module');
  });
});
