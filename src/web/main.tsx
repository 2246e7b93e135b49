import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from '@/web/app/provider';
import { AppRouter, createAppRouter } from '@/web/app/router';
import { PRERENDERED_ATTRIBUTE } from '@/shared/prerendered-pages';
import '@/web/styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// The build prerenders the landing page into its own HTML (docs/architecture.md#prerendered-landing-page), marked with
// the path it was rendered for: that markup is hydrated. Any other page starts from the empty root.
const prerendered = root.getAttribute(PRERENDERED_ATTRIBUTE) === window.location.pathname && root.hasChildNodes();
if (!prerendered) root.replaceChildren();
const router = await createAppRouter({ prerendered });
const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>
);
if (prerendered) hydrateRoot(root, app);
else createRoot(root).render(app);
