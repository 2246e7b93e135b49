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
