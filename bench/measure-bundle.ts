import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type AssetSize = { file: string; rawBytes: number; gzipBytes: number };
export type BundleSize = { files: AssetSize[]; rawBytes: number; gzipBytes: number };

/** Raw and gzip sizes of built files under `webRoot` (gzip at zlib's default level 6, as servers and CDNs typically use). */
export function sizeOf(webRoot: string, urlPaths: readonly string[]): BundleSize {
  const files = [...new Set(urlPaths)].map((urlPath) => {
    const content = readFileSync(path.join(webRoot, urlPath.replace(/^\//, '')));
    return { file: urlPath, rawBytes: content.length, gzipBytes: gzipSync(content).length };
  });
  return {
    files,
    rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0),
    gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
  };
}

/**
 * The landing page's initial JavaScript as the HTML declares it (docs/architecture.md#performance target ≤ 150 KB gzip): the module entry
 * script plus every `<link rel="modulepreload">` of dist/web/index.html, each gzipped separately and summed.
 */
export function measureDeclaredInitialJs(webRoot: string): BundleSize {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const urls: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith('<script') && attr('type') === 'module' && attr('src')) urls.push(attr('src') as string);
    if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href')) urls.push(attr('href') as string);
  }
  if (urls.length === 0) throw new Error(`No module script in ${path.join(webRoot, 'index.html')}`);
  return sizeOf(webRoot, urls);
}

const CHROMIUM = '/usr/bin/chromium';

/**
 * Every JavaScript file a real browser fetches to show the landing page (`/`, signed out, until the network is idle):
 * the declared entry plus the lazily loaded route chunk and its imports, which the HTML cannot declare. Measured in the
 * system Chromium via @playwright/test's bundled playwright-core (docs/architecture.md#stack-notes: never download a browser), sizes taken from the built files.
 *
 * @returns null when Chromium is not installed.
 */
export async function measureLandingJsInBrowser(baseUrl: string, webRoot: string): Promise<BundleSize | null> {
  if (!existsSync(CHROMIUM)) return null;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === baseUrl) scripts.push(url.pathname);
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 30_000 });
    return sizeOf(webRoot, scripts);
  } finally {
    await browser.close();
  }
}
