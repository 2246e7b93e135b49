import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler, Next } from 'hono';
import { compress, COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { getSessionCookie } from 'better-auth/cookies';
import {
  PRELOADED_SHELLS,
  PRERENDERED_PAGES,
  SERVER_RENDER_MARKUP,
  SERVER_RENDER_STATE,
  SERVER_STATE_ELEMENT_ID,
} from '@/shared/prerendered-pages';
import type { AppEnv } from './env';
import { PHONE_HINT_ATTRIBUTE, phoneFromHeaders } from '@/shared/phone-hint';

/**
 * Whether a path names a file rather than a page of the client router: anything under /assets/, or a last segment with
 * a file extension (`/favicon.ico`, `/old-chunk.js`). No route of the SPA has a dot in its path.
 */
export function isFilePath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * @hono/node-server's serveStatic with `precompressed`: a file's `.br` (preferred) or `.gz` sibling, which the build
 * writes beside every text file (vite.config.ts), is sent when the request's `Accept-Encoding` names that encoding, with
 * `Content-Encoding`, `Vary: Accept-Encoding` and the original file's `Content-Type`; otherwise the file itself. Every
 * answer of a compressible type carries `Vary: Accept-Encoding`, the identity one too, so that a shared cache does not
 * hand a stored brotli body to a browser that did not ask for it (RFC 9110 §12.5.5). docs/architecture.md#performance.
 */
function serveNegotiated(options: { root: string; path?: string }): MiddlewareHandler {
  const serve = serveStatic({ ...options, precompressed: true });
  return async (c: Context, next: Next) => {
    const result: unknown = await serve(c, next);
    if (!(result instanceof Response)) return;
    if (!result.headers.has('Vary') && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(result.headers.get('Content-Type') ?? '')) {
      result.headers.set('Vary', 'Accept-Encoding');
    }
    return result;
  };
}

/** A page that depends on the request's cookie says so, for the caches between (RFC 9110 §12.5.5). */
function varyOnCookie<T>(page: T): T {
  if (page instanceof Response) page.headers.set('Vary', 'Accept-Encoding, Cookie');
  return page;
}

/** The build's server render of members' pages (src/web/prerender.tsx renderMemberPage, built by scripts/prerender.mjs). */
interface ServerRenderModule {
  renderMemberPage(
    url: string,
    cookie: string,
    api: (path: string) => Promise<{ status: number; body: unknown }>,
    options?: { phone?: boolean },
  ): Promise<{ markup: string; state: string; phone?: boolean } | null>;
}

/** Where the build leaves its server render and the templates it renders into: dist/ssr beside dist/web. */
export function serverRenderDirectory(webRoot: string): string {
  return path.join(path.dirname(webRoot), 'ssr');
}

/**
 * JSON as the text of a `<script type="application/json">` data block: every `<` escaped as `\u003c`, so no value
 * (an exercise name with `</script>` in it) can end the element early (HTML §4.12.1.3 restrictions for contents of
 * script elements); JSON.parse reads the escape back as `<`.
 */
export function jsonForScriptElement(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * The build's server render, loaded once per process. A load that fails stays failed (Node keeps a module whose
 * evaluation threw, so another import would fail the same way): member pages then get the shell, and the failure is
 * logged once, by whoever meets it first.
 */
const serverRenders = new Map<string, { loaded: Promise<ServerRenderModule>; reported: boolean }>();

function loadServerRender(modulePath: string): { loaded: Promise<ServerRenderModule>; reported: boolean } {
  let entry = serverRenders.get(modulePath);
  if (!entry) {
    entry = { loaded: import(pathToFileURL(modulePath).href) as Promise<ServerRenderModule>, reported: false };
    entry.loaded.catch(() => undefined);
    serverRenders.set(modulePath, entry);
  }
  return entry;
}

/** How long a member's page may take to render before the server sends the shell instead (the API's reads included). */
export const SERVER_RENDER_DEADLINE_MS = 1_000;

/**
 * Loads the build's server render of members' pages (dist/ssr beside `webRoot`) ahead of the first member's page,
 * which otherwise waits for it (about 0.45 s on this machine; main.ts calls this once the server is up and its search
 * index built). Resolves true when it loaded, false when the build has none.
 *
 * @throws the module's own error when it is there but cannot be loaded.
 */
export async function preloadServerRender(webRoot: string): Promise<boolean> {
  const modulePath = path.join(serverRenderDirectory(webRoot), 'prerender.js');
  if (!existsSync(modulePath)) return false;
  const entry = loadServerRender(modulePath);
  try {
    await entry.loaded;
  } catch (error) {
    entry.reported = true;
    throw error;
  }
  return true;
}

/**
 * The server render of a preloaded shell's page (`file` under dist/web) for a request with a session cookie
 * (docs/architecture.md#server-rendered-library): the member's page with their data, as HTML the phone paints before any
 * script runs and the app then hydrates; undefined when the build wrote no server render (a test's web root, or a build
 * from before it). The renderer reads the member's data from this app's own API routes in process (`app.fetch` with the
 * request's cookies and connection, so every check an API request meets applies: session, role, subscription,
 * rate limits). The answer is 'signed-out' when the cookie names no live session, and null when the page could not be
 * rendered (the renderer did not load, the API failed, the render threw or took over {@link SERVER_RENDER_DEADLINE_MS};
 * logged): the caller sends the shell, which loads the page in the browser. `private, no-store`: the page holds the
 * member's data.
 */
function serverRenderFor(
  app: Hono<AppEnv>,
  webRoot: string,
  file: string,
): ((c: Context<AppEnv>, cookie: string) => Promise<Response | 'signed-out' | null>) | undefined {
  const directory = serverRenderDirectory(webRoot);
  const modulePath = path.join(directory, 'prerender.js');
  const templatePath = path.join(directory, file);
  if (!existsSync(modulePath) || !existsSync(templatePath)) return undefined;
  const template = readFileSync(templatePath, 'utf8');
  if (!template.includes(SERVER_RENDER_MARKUP) || !template.includes(SERVER_RENDER_STATE)) return undefined;
  return async (c, cookie) => {
    const entry = loadServerRender(modulePath);
    let renderMemberPage: ServerRenderModule['renderMemberPage'];
    try {
      ({ renderMemberPage } = await entry.loaded);
    } catch (error) {
      if (!entry.reported) c.get('logger')?.error({ err: error }, 'the server render could not be loaded; members get the shell');
      entry.reported = true;
      return null;
    }
    try {
      const url = new URL(c.req.url);
      const headers = new Headers({ Accept: 'application/json', Cookie: cookie });
      for (const name of ['User-Agent', 'Accept-Language', 'X-Forwarded-For', 'X-Forwarded-Proto']) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const api = async (apiPath: string) => {
        const answer = await app.fetch(new Request(new URL(apiPath, url), { headers }), c.env);
        return {
          status: answer.status,
          body: answer.headers.get('Content-Type')?.includes('json') ? await answer.json() : await answer.text(),
        };
      };
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), SERVER_RENDER_DEADLINE_MS);
      });
      const rendered = await Promise.race([
        renderMemberPage(`${url.pathname}${url.search}`, cookie, api, { phone: phoneFromHeaders(c.req.raw.headers) }),
        deadline,
      ]).finally(() => clearTimeout(timer));
      if (rendered === 'late') {
        c.get('logger')?.warn({ deadlineMs: SERVER_RENDER_DEADLINE_MS }, 'server render of a member page too slow; sending the shell');
        return null;
      }
      if (!rendered) return 'signed-out';
      const html = template
        .replace(
          SERVER_RENDER_STATE,
          () =>
            `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}"${rendered.phone ? ` ${PHONE_HINT_ATTRIBUTE}="true"` : ''}>${jsonForScriptElement(rendered.state)}</script>`,
        )
        .replace(SERVER_RENDER_MARKUP, () => rendered.markup);
      // The member's own data: never stored, not even for the browser's Back button once they have signed out.
      return new Response(html, { headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'private, no-store' } });
    } catch (error) {
      c.get('logger')?.warn({ err: error }, 'server render of a member page failed; sending the shell');
      return null;
    }
  };
}

/**
 * Serves the built SPA from `webRoot`, brotli or gzip from the build's precompressed files when the browser accepts
 * it ({@link serveNegotiated}): hashed files under /assets with a one-year immutable cache, everything else
 * revalidated. A missing file is a plain 404 — never the app's HTML, which a browser would try to run as the script
 * it asked for (a page still open from before a deploy asks for chunks the deploy removed). A page the build prerendered
 * (src/shared/prerendered-pages.ts: the landing page `/`) is sent from its own file, HTML the browser paints at once
 * (docs/architecture.md#prerendered-landing-page); a page with a preloaded shell (PRELOADED_SHELLS: the library) is sent
its shell when the request carries a session cookie (docs/architecture.md#performance). Any other GET that is not /api or /dev falls back to index.html so
 * the client router can answer it (including its not-found page).
 */
export function mountStaticSite(app: Hono<AppEnv>, webRoot: string): void {
  if (!existsSync(path.join(webRoot, 'index.html'))) return;
  const relativeRoot = path.relative(process.cwd(), webRoot) || '.';
  // The Cache-Control goes on before serveStatic answers: its `onFound` runs after the response is built, too late to
  // add a header. A file that is not there falls through to the 404 below, which replaces it.
  const assets = serveNegotiated({ root: relativeRoot });
  app.use('/assets/*', (c, next) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return assets(c, next);
  });
  // A prerendered page (its HTML already painted, hydrated by the app) for exactly its path, when the build wrote it.
  for (const { path: pagePath, file } of PRERENDERED_PAGES) {
    if (!existsSync(path.join(webRoot, file))) continue;
    const page = serveNegotiated({ root: relativeRoot, path: file });
    app.get(pagePath, (c, next) => {
      c.header('Cache-Control', 'no-cache');
      return page(c, next);
    });
  }
  const files = serveNegotiated({ root: relativeRoot });
  // The app page for every route of the client router, compressed like the files (index.html.br, index.html.gz).
  const appPage = serveNegotiated({ root: relativeRoot, path: 'index.html' });
  // A page with a preloaded shell gets it when the request carries a session cookie (better-auth's getSessionCookie
  // reads the name, __Secure- prefix included; a presence check, not a session check), the app page otherwise; the
  // answer depends on the cookie, so it says so.
  // With the build's server render (serverRenderFor), a member's page is first rendered with their data; the shell
  // answers when that is not possible.
  const compressPage = compress();
  for (const { path: pagePath, file } of PRELOADED_SHELLS) {
    if (!existsSync(path.join(webRoot, file))) continue;
    const shell = serveNegotiated({ root: relativeRoot, path: file });
    const serverRender = serverRenderFor(app, webRoot, file);
    app.get(pagePath, async (c, next) => {
      c.header('Cache-Control', 'no-cache');
      const cookie = c.req.header('Cookie');
      const member = Boolean(cookie && getSessionCookie(c.req.raw.headers));
      // A HEAD asks for headers only: the shell's, without rendering a page nobody reads.
      if (serverRender && cookie && member && c.req.method !== 'HEAD') {
        const rendered = await serverRender(c, cookie);
        if (rendered === 'signed-out') return appPage(c, next).then(varyOnCookie);
        if (rendered) {
          await compressPage(c, async () => {
            c.res = rendered;
          });
          return varyOnCookie(c.res);
        }
      }
      return (member ? shell : appPage)(c, next).then(varyOnCookie);
    });
  }
  app.use('*', (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) return next();
    c.header('Cache-Control', 'no-cache');
    return files(c, next);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) return c.notFound();
    if (isFilePath(c.req.path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found.', 404);
    }
    c.header('Cache-Control', 'no-cache');
    const page = await appPage(c, next);
    return page instanceof Response ? page : c.text('Not found.', 404);
  });
}
