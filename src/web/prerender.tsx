import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/web/app/provider';
import { routes } from '@/web/app/router';
import { FullPageLoading } from '@/web/components/full-page-loading';

/**
 * Renders the page at `path` (one of src/shared/prerendered-pages.ts) to the HTML that goes inside `<div id="root">`,
 * with the same route table, providers and components the browser then hydrates (docs/architecture.md#prerendered-landing-page):
 * React Router's static handler runs the route's lazy load and loaders, `renderToString` renders the matched page as a
 * visitor who is not yet known to be signed in sees it. No hydration data is embedded (the CSP allows no inline script);
 * the pages prerendered have no loaders, so the browser's router starts from the same state.
 *
 * @throws Error when the path does not render a page (a redirect or an error answer).
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * The session-loading screen ('Loading...', docs/product.md#screens) as HTML, which a preloaded shell's root holds
 * (src/shared/prerendered-pages.ts PRELOADED_SHELLS): the page a member's phone shows at once, before any script has
 * run; the app replaces it with the same screen, then the page (docs/architecture.md#performance).
 */
export function renderLoading(): string {
  return renderToString(<FullPageLoading />);
}

export { PRELOADED_SHELLS, PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, SESSION_COOKIE_ATTRIBUTE } from '@/shared/prerendered-pages';
