import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/web/app/provider';
import { AppRouter, createAppRouter } from '@/web/app/router';
import { registerServiceWorker } from '@/web/app/register-service-worker';
import { PRERENDERED_ATTRIBUTE, SERVER_STATE_ELEMENT_ID, SESSION_COOKIE_ATTRIBUTE } from '@/shared/prerendered-pages';
import { nextTask } from '@/web/lib/next-task';
import { queryClient } from '@/web/lib/query-client';
import { cn } from '@/web/lib/utils';
import { ViewportHintContext } from '@/web/lib/viewport-hint';
import { PHONE_HINT_ATTRIBUTE } from '@/shared/phone-hint';
import '@/web/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// The build prerenders the landing page into its own HTML (docs/architecture.md#prerendered-landing-page), marked with
// the path it was rendered for: that markup is hydrated. Any other page starts from the empty root.
// A preloaded shell (the library, asked for with a session cookie) holds the session-loading screen, which React
// replaces when it first renders: the router then starts from the page's route, not from a blank moment between.
// A member's library may come rendered by the server with its data (docs/architecture.md#server-rendered-library): the
// query cache is filled from the data block first, so the page's hooks render what the server rendered.
// On a slow phone each step before React hydrates is its own task (nextTask), never one long one with the rest.
const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname && root.hasChildNodes();
const serverState = prerendered ? document.getElementById(SERVER_STATE_ELEMENT_ID) : null;
if (serverState?.textContent) {
  await nextTask();
  hydrate(queryClient, JSON.parse(serverState.textContent));
}
const loadingShell = !prerendered && root.hasAttribute(SESSION_COOKIE_ATTRIBUTE);
if (!prerendered && !loadingShell) root.replaceChildren();
if (prerendered) await nextTask();
const router = await createAppRouter({ prerendered: prerendered || loadingShell, serverRendered: Boolean(serverState) });
if (prerendered) {
  // tailwind-merge builds its class map on its first call (about as long as rendering the whole header): here, apart,
  // rather than inside the first component's slice of hydration.
  await nextTask();
  cn('p-0');
  await nextTask();
}
// The server rendered a member's page for the phone it guessed from the request (src/shared/phone-hint.ts): hydrating
// with the same guess leaves nothing to re-render once the page is live when the guess was right.
const phone = serverState?.getAttribute(PHONE_HINT_ATTRIBUTE) === 'true';
const app = (
  <StrictMode>
    <ViewportHintContext value={phone}>
      <AppProvider>
        <AppRouter router={router} />
      </AppProvider>
    </ViewportHintContext>
  </StrictMode>
);
// As a transition, React renders the first page in slices that yield to the browser between them, instead of one long
// task on a slow phone's main thread (react.dev/reference/react/startTransition).
startTransition(() => {
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
// The service worker (docs/decisions/0030-installable-app.md) registers once the page has loaded.
registerServiceWorker();
