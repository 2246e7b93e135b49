import type { AppRouter } from '../../http/openapi';

/**
 * The pages anyone may open without signing in, the ones a search engine should index (docs/product.md#routes): the
 * landing page, sign-in, terms and privacy. Everything under /dashboard needs a session, /billing/local is a test-mode
 * stand-in and /api, /dev are not pages.
 */
export const PUBLIC_PAGES = ['/', '/auth', '/terms', '/privacy', '/credits'] as const;

/** Paths crawlers are asked to leave alone: signed-in pages, the test-mode billing pages, the API and the dev outbox. */
const DISALLOWED = ['/api/', '/dashboard', '/billing/', '/dev/'] as const;

/**
 * The robots.txt body for `publicUrl` (an origin without a trailing slash, e.g. `https://equipped.example`): every
 * crawler may read the public pages, not the {@link DISALLOWED} paths, and is pointed at the absolute sitemap URL.
 * Format: RFC 9309 (Robots Exclusion Protocol); the `Sitemap:` line is the sitemaps.org extension.
 */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/**
 * The sitemap.xml body for `publicUrl` (an origin without a trailing slash): one `<url><loc>` per {@link PUBLIC_PAGES}
 * entry, as absolute URLs, which the sitemaps.org protocol 0.9 requires. `publicUrl` comes from validated config, but
 * is XML-escaped anyway so a `&` in it cannot break the document.
 */
export function sitemapXml(publicUrl: string): string {
  const escape = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
  const urls = PUBLIC_PAGES.map((page) => `  <url><loc>${escape(publicUrl + page)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * GET /robots.txt (text/plain) and GET /sitemap.xml (application/xml), built once from `publicUrl` (the PUBLIC_URL
 * origin, docs/architecture.md#configuration). Registered before the SPA fallback, which would otherwise answer them
 * with the app's HTML. Not API routes, so not in the OpenAPI document.
 */
export function registerSeoRoutes(app: AppRouter, publicUrl: string): void {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robots);
  });
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/xml; charset=UTF-8');
    return c.body(sitemap);
  });
}
