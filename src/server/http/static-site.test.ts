import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './env';
import { jsonForScriptElement, mountStaticSite, preloadServerRender, SERVER_RENDER_DEADLINE_MS } from './static-site';

/** A build directory in a fresh temporary folder, `files` by their paths in it (folders made as needed); returns its path. */
function writeBuild(files: Record<string, string>): string {
  const base = mkdtempSync(path.join(os.tmpdir(), 'equipped-build-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(base, file)), { recursive: true });
    writeFileSync(path.join(base, file), content);
  }
  return base;
}

/** The built SPA as the server serves it (dist/web): a page still open from an older build asks for chunks that are gone. */
describe('the static site', () => {
  let webRoot: string;
  let app: Hono<AppEnv>;
  beforeAll(() => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'equipped-web-'));
    mkdirSync(path.join(webRoot, 'assets'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Equipped</title><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build's compression plugin writes beside each text file (vite.config.ts).
    for (const file of ['index.html', 'assets/index-abc123.js']) {
      const plain = readFileSync(path.join(webRoot, file));
      writeFileSync(path.join(webRoot, `${file}.br`), brotliCompressSync(plain));
      writeFileSync(path.join(webRoot, `${file}.gz`), gzipSync(plain));
    }
    app = new Hono<AppEnv>();
    mountStaticSite(app, webRoot);
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('answers 404, not the app page, for a chunk that is not there', async () => {
    for (const missing of [
      '/assets/missing-chunk.js',
      '/assets/workouts-page-OLDHASH.js',
      '/assets/index-old.css',
      '/assets/nested/deeper.js',
      '/assets/',
    ]) {
      const response = await app.request(missing);
      const body = await response.text();
      expect({ missing, status: response.status, html: body.includes('<div id="root">') }).toEqual({ missing, status: 404, html: false });
      expect(response.headers.get('cache-control')).not.toMatch(/immutable/);
    }
  });

  it('answers 404 for any other missing file (a path ending in an extension)', async () => {
    for (const missing of ['/robots.txt', '/favicon.ico', '/dashboard/old-chunk.js', '/apple-touch-icon.png']) {
      const response = await app.request(missing);
      expect({ missing, status: response.status }).toEqual({ missing, status: 404 });
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });

  it('still serves the files that exist, hashed assets with a long cache', async () => {
    const chunk = await app.request('/assets/index-abc123.js');
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe('console.log("app")');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/favicon.svg')).status).toBe(200);
  });

  it('still answers every page of the client router with the app page, unknown ones included', async () => {
    for (const page of [
      '/',
      '/auth',
      '/dashboard/exercises',
      '/dashboard/workouts/6f1c2a1e-0000-4000-8000-000000000000/edit',
      '/no-such-page',
    ]) {
      const response = await app.request(`${page}?token=a.b.c&email=someone@example.test`);
      expect({ page, status: response.status }).toEqual({ page, status: 200 });
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  const fetchWith = (page: string, acceptEncoding?: string) =>
    app.request(page, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
  const decode = async (response: Response) => {
    const body = Buffer.from(await response.arrayBuffer());
    const encoding = response.headers.get('content-encoding');
    return (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
  };

  it('sends a built file brotli to a browser that accepts br, gzip to one that accepts only gzip, as it is otherwise', async () => {
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', encoding: 'br' },
      { acceptEncoding: 'gzip, deflate', encoding: 'gzip' },
      { acceptEncoding: 'identity', encoding: null },
      { acceptEncoding: undefined, encoding: null },
    ];
    for (const { acceptEncoding, encoding } of cases) {
      const response = await fetchWith('/assets/index-abc123.js', acceptEncoding);
      expect({ acceptEncoding, status: response.status, encoding: response.headers.get('content-encoding') }).toEqual({
        acceptEncoding,
        status: 200,
        encoding,
      });
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await decode(response)).toBe('console.log("app")');
    }
  });

  it('sends the app page compressed the same way, for / and for every route of the client router', async () => {
    for (const page of ['/', '/dashboard/exercises']) {
      for (const [acceptEncoding, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        [undefined, null],
      ] as const) {
        const response = await fetchWith(page, acceptEncoding);
        expect({ page, acceptEncoding, status: response.status, encoding: response.headers.get('content-encoding') }).toEqual({
          page,
          acceptEncoding,
          status: 200,
          encoding,
        });
        expect(response.headers.get('vary')).toBe('Accept-Encoding');
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await decode(response)).toContain('<div id="root">');
      }
    }
  });

  it('still answers a missing chunk 404 to a browser that accepts brotli', async () => {
    const response = await fetchWith('/assets/missing-chunk.js', 'gzip, deflate, br');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

/** A build with the landing page prerendered (scripts/prerender.mjs): its HTML goes to `/` only. */
describe('the static site with a prerendered landing page', () => {
  let webRoot: string;
  let app: Hono<AppEnv>;
  const landing = '<!doctype html><div id="root" data-prerendered="/"><h1>Find the Right Exercise for Any Equipment</h1></div>';
  beforeAll(() => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'equipped-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webRoot, 'landing.html'), landing);
    writeFileSync(path.join(webRoot, 'landing.html.br'), brotliCompressSync(landing));
    writeFileSync(path.join(webRoot, 'landing.html.gz'), gzipSync(landing));
    app = new Hono<AppEnv>();
    mountStaticSite(app, webRoot);
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('answers / (with or without a query string) with the prerendered page, compressed as the browser accepts', async () => {
    for (const page of ['/', '/?verified=1']) {
      for (const [acceptEncoding, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const response = await app.request(page, { headers: { 'accept-encoding': acceptEncoding } });
        expect({ page, acceptEncoding, status: response.status, encoding: response.headers.get('content-encoding') }).toEqual({
          page,
          acceptEncoding,
          status: 200,
          encoding,
        });
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('vary')).toBe('Accept-Encoding');
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const body = Buffer.from(await response.arrayBuffer());
        const html = (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');
        expect(html).toBe(landing);
      }
    }
  });

  it('answers every other page with the empty app page, never the landing markup', async () => {
    for (const page of ['/auth', '/dashboard/exercises', '/terms', '/no-such-page']) {
      const response = await app.request(page);
      expect({ page, status: response.status }).toEqual({ page, status: 200 });
      expect(await response.text()).toBe('<!doctype html><div id="root"></div>');
    }
  });
});

/** A build with the library's preloaded shell (scripts/prerender.mjs): sent to requests that carry a session cookie. */
describe('the static site with a preloaded shell for the library', () => {
  let webRoot: string;
  let app: Hono<AppEnv>;
  const appPage = '<!doctype html><div id="root"></div>';
  const libraryShell =
    '<!doctype html><link rel="modulepreload" crossorigin href="/assets/library-x.js"><div id="root" data-session-cookie></div>';
  beforeAll(() => {
    webRoot = mkdtempSync(path.join(os.tmpdir(), 'equipped-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), appPage);
    writeFileSync(path.join(webRoot, 'library.html'), libraryShell);
    writeFileSync(path.join(webRoot, 'library.html.br'), brotliCompressSync(libraryShell));
    app = new Hono<AppEnv>();
    mountStaticSite(app, webRoot);
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it('answers the library with its shell when the request carries a session cookie, by either of its names', async () => {
    for (const cookie of ['better-auth.session_token=abc.def', 'theme=dark; __Secure-better-auth.session_token=abc.def']) {
      const response = await app.request('/dashboard/exercises?q=press', { headers: { cookie, 'accept-encoding': 'br' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(libraryShell);
    }
  });

  it('answers the library without a session cookie, and every other page, with the plain app page', async () => {
    const signedOut = await app.request('/dashboard/exercises', { headers: { cookie: 'theme=dark' } });
    expect(signedOut.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(await signedOut.text()).toBe(appPage);
    for (const page of ['/dashboard', '/dashboard/workouts', '/auth']) {
      const response = await app.request(page, { headers: { cookie: 'better-auth.session_token=abc.def' } });
      expect({ page, body: await response.text() }).toEqual({ page, body: appPage });
    }
  });
});

/**
 * A build with the server render of the library (scripts/prerender.mjs writes dist/ssr beside dist/web): the module here
 * stands in for src/web/prerender.tsx's renderMemberPage with its contract — it reads the member through the `api` it is
 * given and returns null when the session is gone — so what is tested is the server's half: the in-process API call,
 * the page assembled from the template, its headers, and the fallbacks. The real renderer is driven by e2e/library.spec.ts.
 */
describe('the static site with the server render of the library', () => {
  let base: string;
  let app: Hono<AppEnv>;
  const appPage = '<!doctype html><div id="root"></div>';
  const libraryShell = '<!doctype html><div id="root" data-session-cookie><p>Loading...</p></div>';
  const template =
    '<!doctype html><div id="root" data-session-cookie data-prerendered="/dashboard/exercises"><!--server-rendered-markup--></div><!--server-rendered-state-->';
  const renderer = `
export async function renderMemberPage(url, cookie, api) {
  if (cookie.includes('broken')) throw new Error('the render failed');
  if (cookie.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 1500));
  const me = await api('/api/me');
  if (me.status === 401) return null;
  if (me.status !== 200) throw new Error('GET /api/me answered ' + me.status);
  return { markup: '<h1>' + me.body.name + '</h1><p>' + url + '</p>', state: JSON.stringify({ name: me.body.name }) };
}`;
  beforeAll(() => {
    base = writeBuild({
      'web/index.html': appPage,
      'web/library.html': libraryShell,
      'ssr/library.html': template,
      'ssr/prerender.js': renderer,
    });
    app = new Hono<AppEnv>();
    // The API route the renderer reads, answering per session as the real one does.
    app.get('/api/me', (c) => {
      const cookie = c.req.header('cookie') ?? '';
      if (cookie.includes('=gone')) return c.json({ error: { code: 'UNAUTHORIZED', message: 'Sign in.' } }, 401);
      if (cookie.includes('=failing')) return c.json({ error: { code: 'SERVICE_UNAVAILABLE', message: 'Down.' } }, 503);
      return c.json({ name: cookie.includes('=eve') ? 'Eve </script><script>alert(1)</script>' : 'Ada' });
    });
    mountStaticSite(app, path.join(base, 'web'));
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  const get = (cookie: string, headers: Record<string, string> = {}) =>
    app.request('/dashboard/exercises?q=press', { headers: { cookie: `better-auth.session_token=${cookie}`, ...headers } });

  it("renders the member's page with the data read from the API as that member, its cache in an inert data block", async () => {
    const response = await get('ada');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(await response.text()).toBe(
      '<!doctype html><div id="root" data-session-cookie data-prerendered="/dashboard/exercises"><h1>Ada</h1><p>/dashboard/exercises?q=press</p></div>' +
        '<script type="application/json" id="server-state">{"name":"Ada"}</script>',
    );
  });

  it('escapes every < of the data block, so no value can end the element and run', async () => {
    const html = await (await get('eve')).text();
    const block = html.slice(html.indexOf('<script type="application/json"'));
    expect(block).toBe(
      '<script type="application/json" id="server-state">{"name":"Eve \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
    expect(JSON.parse(block.slice(block.indexOf('>') + 1, -'</script>'.length))).toEqual({
      name: 'Eve </script><script>alert(1)</script>',
    });
  });

  it('compresses the rendered page for a browser that accepts gzip', async () => {
    const response = await get('ada', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toContain('<h1>Ada</h1>');
  });

  it('sends the plain app page when the cookie names no live session, and the shell when the page cannot be rendered', async () => {
    expect(await (await get('gone')).text()).toBe(appPage);
    expect(await (await get('failing')).text()).toBe(libraryShell);
    expect(await (await get('broken')).text()).toBe(libraryShell);
    expect(await (await app.request('/dashboard/exercises')).text()).toBe(appPage);
  });

  it(`sends the shell when the render takes over ${SERVER_RENDER_DEADLINE_MS} ms, without waiting for it`, async () => {
    const started = Date.now();
    expect(await (await get('slow')).text()).toBe(libraryShell);
    expect(Date.now() - started).toBeLessThan(1_400);
  });

  it("answers a HEAD with the shell's headers, rendering nothing", async () => {
    // A rendered page would say private, no-store.
    const response = await app.request('/dashboard/exercises', { method: 'HEAD', headers: { cookie: 'better-auth.session_token=ada' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

/** A build whose server render cannot be loaded (its module throws): members get the shell, every time. */
describe('the static site with a server render that does not load', () => {
  let base: string;
  let app: Hono<AppEnv>;
  const libraryShell = '<!doctype html><div id="root" data-session-cookie><p>Loading...</p></div>';
  beforeAll(() => {
    base = writeBuild({
      'web/index.html': '<!doctype html><div id="root"></div>',
      'web/library.html': libraryShell,
      'ssr/library.html': '<div id="root"><!--server-rendered-markup--></div><!--server-rendered-state-->',
      'ssr/prerender.js': "throw new Error('a broken build');",
    });
    app = new Hono<AppEnv>();
    mountStaticSite(app, path.join(base, 'web'));
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('sends the shell, and preloading reports the failure', async () => {
    await expect(preloadServerRender(path.join(base, 'web'))).rejects.toThrow('a broken build');
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await app.request('/dashboard/exercises', { headers: { cookie: 'better-auth.session_token=ada' } });
      expect(await response.text()).toBe(libraryShell);
    }
  });
});

describe('preloadServerRender', () => {
  it('resolves false for a build without a server render', async () => {
    expect(await preloadServerRender(path.join(os.tmpdir(), 'equipped-no-such-build', 'web'))).toBe(false);
  });
});

describe('jsonForScriptElement', () => {
  it('leaves JSON that JSON.parse reads back unchanged, with no < left in it', () => {
    const value = { name: '</script><!-- <b>', list: ['a<b', '\u2028'] };
    const text = jsonForScriptElement(JSON.stringify(value));
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(value);
  });
});
