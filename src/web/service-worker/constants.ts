/** The precached app page the service worker answers a page with when the network is gone (the build's index.html). */
export const APP_PAGE = 'index.html';

/** The message the page posts to a waiting service worker to take over (Workbox's convention, which workbox-window sends). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
