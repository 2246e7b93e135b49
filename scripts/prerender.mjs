// The build's last step (`npm run build:web`): renders the pages of src/shared/prerendered-pages.ts to static HTML with
// the app's own components, so a first visit paints them before any script runs, and the browser hydrates that
// markup (docs/architecture.md#prerendered-landing-page). Builds src/web/prerender.tsx for Node with the project's Vite
// config (into dist/prerender), renders each page into the built dist/web/index.html, and writes it to its file with
// a brotli and a gzip copy beside it, as the browser build does for its own files.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = 'dist/web';
const outDir = 'dist/prerender';
const ROOT_ELEMENT = '<div id="root"></div>';

await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { ssr: 'prerender.tsx' } });
const { renderPage, PRERENDERED_PAGES, PRERENDERED_ATTRIBUTE } = await import(pathToFileURL(path.resolve(outDir, 'prerender.js')).href);

const shell = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
if (!shell.includes(ROOT_ELEMENT)) throw new Error(`${webRoot}/index.html has no ${ROOT_ELEMENT} to render into`);

for (const { path: pagePath, file } of PRERENDERED_PAGES) {
  const markup = await renderPage(pagePath);
  const html = shell.replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${pagePath}">${markup}</div>`);
  const target = path.join(webRoot, file);
  writeFileSync(target, html);
  writeFileSync(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerendered ${pagePath} → ${target} (${Buffer.byteLength(html)} bytes)`);
}
rmSync(outDir, { recursive: true, force: true });
