import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { isAppNavigation, isOfflineRead, OFFLINE_READS_CACHE } from '@/web/lib/offline-reads';
import { APP_PAGE, SKIP_WAITING_MESSAGE } from './constants';

/**
 * Equipped's service worker (docs/decisions/0030-installable-app.md), built by vite-plugin-pwa's injectManifest from
 * this file with Workbox:
 * - **Precache**: the build's scripts, styles, font, icons and the app page (index.html), each by its revision, so the
 *   app opens with no network and a page opened before a deploy still finds its chunks. Stale precaches are removed
 *   when a new version takes over.
 * - **Pages**: the network's answer (the prerendered landing page, a member's server-rendered library, the app page);
 *   only when the network gives none, the precached app page, which routes on the client. Never for /api or /dev.
 * - **Kept reads** (src/web/lib/offline-reads.ts): network first, the last 200 when the network is gone; a 401 drops
 *   the kept answer, so a session ended elsewhere is not shown offline.
 * - **Updates** wait: a new version installs and waits until the page asks it to take over (the page offers it, and
 *   only outside a workout in progress), then the page reloads.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

// No directory index and no clean URLs: `/` is the prerendered landing page and must come from the network.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first version takes the open pages at once, so their reads are kept from the first visit on. A later version
// takes over only when the page asks (SKIP_WAITING below), and the page then reloads.
clientsClaim();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppNavigation(url),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch (error) {
      const page = await matchPrecache(APP_PAGE);
      if (page) return page;
      throw error;
    }
  },
);

/** Forgets the kept answer when the server says nobody is signed in. */
const forgetOnUnauthorised: WorkboxPlugin = {
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 401) await caches.open(OFFLINE_READS_CACHE).then((cache) => cache.delete(request));
    return response;
  },
};

registerRoute(
  ({ request, url }) => isOfflineRead(request.method, url, self.location.origin),
  new NetworkFirst({ cacheName: OFFLINE_READS_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] }), forgetOnUnauthorised] }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});
