import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/test-app';

describe('robots.txt and sitemap.xml', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('answers /robots.txt as plain text that lets crawlers in, keeps them out of signed-in pages and names the sitemap', async () => {
    const response = await ctx.client().request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).not.toContain('<html');
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Disallow: \/dashboard$/m);
    expect(body).toMatch(/^Disallow: \/api\/$/m);
    expect(body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('answers /sitemap.xml as XML listing the four public pages by absolute URL, and no signed-in page', async () => {
    const response = await ctx.client().request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const body = await response.text();
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${TEST_ORIGIN}/`,
      `${TEST_ORIGIN}/auth`,
      `${TEST_ORIGIN}/terms`,
      `${TEST_ORIGIN}/privacy`,
      `${TEST_ORIGIN}/credits`,
    ]);
  });
});
