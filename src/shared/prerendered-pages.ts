/**
 * The pages the build prerenders to static HTML (scripts/prerender.mjs), each written to `file` under dist/web, which
 * the server sends for exactly `path` (src/server/http/static-site.ts): public pages, the same for every visitor,
 * that a newcomer opens first (docs/architecture.md#prerendered-landing-page).
 */
export const PRERENDERED_PAGES = [{ path: '/', file: 'landing.html' }] as const;

/**
 * The attribute the prerender puts on `<div id="root">`, naming the path the markup was rendered for
 * (`data-prerendered="/"`); the browser hydrates that markup only at that path (src/web/main.tsx).
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * App pages with a shell of their own (scripts/prerender.mjs writes `file` under dist/web): the app page with
 * `<link rel="modulepreload">` for every chunk the `routeModules` (Vite manifest keys, relative to src/web) import
 * statically, so the browser fetches them beside the entry instead of after it, and the root marked with
 * {@link SESSION_COOKIE_ATTRIBUTE}. The server sends it for exactly `path` when the request carries a session cookie
 * (src/server/http/static-site.ts); a visitor without one gets the plain app page and is sent to sign in
 * (docs/architecture.md#performance).
 */
export const PRELOADED_SHELLS = [
  {
    path: '/dashboard/exercises',
    file: 'library.html',
    routeModules: ['app/layouts/dashboard-layout.tsx', 'app/routes/exercise-library-route.tsx'],
  },
] as const;

/**
 * The attribute a preloaded shell puts on `<div id="root">`: the request for the page carried a session cookie, so the
 * route loaders ask for the page's data beside the session check (src/web/lib/signed-in-hint.ts). A hint, never a
 * grant: the server checks the session on every API request.
 */
export const SESSION_COOKIE_ATTRIBUTE = 'data-session-cookie';

/**
 * The id of the `<script type="application/json">` element in which the server sends the query cache a member's page was
 * rendered from (src/server/http/static-site.ts, docs/architecture.md#server-rendered-library); the browser hydrates
 * the cache from it before React hydrates the markup (src/web/main.tsx). A data block, never run: the CSP's
 * `script-src 'self'` stays as it is.
 */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/**
 * The placeholders of a server-render template: the preloaded shell's page with its root marked as rendered for the
 * page's path (scripts/prerender.mjs writes it into dist/ssr), where the server puts the rendered markup and the data block.
 */
export const SERVER_RENDER_MARKUP = '<!--server-rendered-markup-->';
export const SERVER_RENDER_STATE = '<!--server-rendered-state-->';
