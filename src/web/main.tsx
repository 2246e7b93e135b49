import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/web/app/provider';
import { AppRouter, createAppRouter } from '@/web/app/router';
import { PRERENDERED_ATTRIBUTE, SESSION_COOKIE_ATTRIBUTE } from '@/shared/prerendered-pages';
import '@/web/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// The build prerenders the landing page into its own HTML (docs/architecture.md#prerendered-landing-page), marked with
// the path it was rendered for: that markup is hydrated. Any other page starts from the empty root.
// A preloaded shell (the library, asked for with a session cookie) holds the session-loading screen, which React
// replaces when it first renders: the router then starts from the page's route, not from a blank moment between.
const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname && root.hasChildNodes();
const loadingShell = !prerendered && root.hasAttribute(SESSION_COOKIE_ATTRIBUTE);
if (!prerendered && !loadingShell) root.replaceChildren();
const router = await createAppRouter({ prerendered: prerendered || loadingShell });
const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>
);
// As a transition, React renders the first page in slices that yield to the browser between them, instead of one long
// task on a slow phone's main thread (react.dev/reference/react/startTransition).
startTransition(() => {
  if (prerendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
