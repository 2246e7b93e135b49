import { setUpdate } from '@/web/app/service-worker';
import { reportError } from '@/web/lib/report-error';

/**
 * How long after the load event the page waits (then for an idle moment) before registering: the first install
 * downloads the whole precache (about 650 kB), which must not compete with the page's own route chunks and API reads on
 * a phone's network. Measured with Lighthouse's simulated phone on the session page: registering at the load event
 * took it from 76–81 to 58–64 (docs/decisions/0030-installable-app.md).
 */
const REGISTER_AFTER_LOAD_MS = 5_000;

/**
 * Registers the service worker (docs/decisions/0030-installable-app.md) once the page has loaded and settled
 * ({@link REGISTER_AFTER_LOAD_MS}, then an idle moment), when the browser has one and the build made one (`npm run
 * dev` does not), through vite-plugin-pwa's `virtual:pwa-register` (workbox-window), loaded only then so that no
 * first load carries it. Never throws: a registration that fails is reported and the app runs without it.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const register = () =>
    void import('virtual:pwa-register')
      .then(({ registerSW }) => {
        const updateSW = registerSW({
          immediate: true,
          onNeedRefresh: () => setUpdate(() => updateSW(true)),
          onRegisterError: (error: unknown) => reportError('Registering the service worker', error),
        });
      })
      .catch((error: unknown) => reportError('Loading the service worker registration', error));
  const whenSettled = () =>
    window.setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 10_000 });
      else register();
    }, REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') whenSettled();
  else window.addEventListener('load', whenSettled, { once: true });
}
