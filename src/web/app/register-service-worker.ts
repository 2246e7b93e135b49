import { setUpdate } from '@/web/app/service-worker';
import { reportError } from '@/web/lib/report-error';

/**
 * Registers the service worker (docs/decisions/0030-installable-app.md) after the page's load event, when the browser has one and the build made one (`npm run
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
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
