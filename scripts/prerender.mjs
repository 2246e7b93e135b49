// The build's last step (`npm run build:web`): renders the pages of src/shared/prerendered-pages.ts to static HTML with
// the app's own components, so a first visit paints them before any script runs, and the browser hydrates that
// markup (docs/architecture.md#prerendered-landing-page). Builds src/web/prerender.tsx for Node with the project's Vite
// config (into dist/ssr, which the server also loads to render members' pages), renders each page into the built dist/web/index.html, and writes it to its file with
// a brotli and a gzip copy beside it, as the browser build does for its own files.
//
// A prerendered page does not load the app's scripts with its HTML: its head holds one small module
// (assets/hydrate-<hash>.js, written here) that waits for the page's load event and its next frame and then preloads and imports the
// entry, so the HTML, the CSS and the font have the network to themselves until the page has painted, and React's
// hydration runs after it (docs/architecture.md#prerendered-landing-page).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const webRoot = 'dist/web';
const outDir = 'dist/ssr';
const ROOT_ELEMENT = '<div id="root"></div>';

await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { ssr: 'prerender.tsx' } });
const {
  renderPage,
  renderLoading,
  PRERENDERED_PAGES,
  PRERENDERED_ATTRIBUTE,
  PRELOADED_SHELLS,
  SESSION_COOKIE_ATTRIBUTE,
  SERVER_RENDER_MARKUP,
  SERVER_RENDER_STATE,
} = await import(pathToFileURL(path.resolve(outDir, 'prerender.js')).href);

const shell = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
if (!shell.includes(ROOT_ELEMENT)) throw new Error(`${webRoot}/index.html has no ${ROOT_ELEMENT} to render into`);

/** Writes a file of the build with its brotli and gzip copies beside it. */
function writeCompressed(target, text) {
  writeFileSync(target, text);
  writeFileSync(`${target}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${target}.gz`, gzipSync(text, { level: 9 }));
}

/**
 * The shell with its entry script and module preloads replaced by one module that loads them after the load event (the
 * preload hints three per task), placed after the stylesheet and the font preload. Throws when the shell has no entry script (the build changed shape).
 */
function deferScripts(html, extraPreloads = []) {
  const entryTag = /^\s*<script type="module" crossorigin src="([^"]+)"><\/script>\n/m;
  const preloadTag = /^\s*<link rel="modulepreload" crossorigin href="([^"]+)">\n/gm;
  const entry = entryTag.exec(html)?.[1];
  if (!entry) throw new Error(`${webRoot}/index.html has no module entry script`);
  const preloads = [...[...html.matchAll(preloadTag)].map((match) => match[1]), ...extraPreloads];
  const boot = [
    '// Written by scripts/prerender.mjs: hydrates the prerendered page once it has loaded (docs/architecture.md#prerendered-landing-page).',
    // A few preload hints per task: each request a script starts costs the main thread, and on a slow phone a dozen in one
    // task made a long one (docs/architecture.md#performance).
    `const preloads = ${JSON.stringify(preloads)};`,
    "const preload = (from) => { for (const href of preloads.slice(from, from + 3)) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link); } if (from + 3 < preloads.length) setTimeout(() => preload(from + 3), 0); };",
    `const start = () => { preload(0); import(${JSON.stringify(entry)}); };`,
    'const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));',
    "if (document.readyState === 'complete') afterPaint(); else addEventListener('load', afterPaint, { once: true });",
    '',
  ].join('\n');
  const bootFile = `assets/hydrate-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
  writeCompressed(path.join(webRoot, bootFile), boot);
  return html
    .replace(entryTag, '')
    .replace(preloadTag, '')
    .replace('</head>', () => `  <script type="module" crossorigin src="/${bootFile}"></script>\n  </head>`);
}
const deferredShell = deferScripts(shell);

for (const { path: pagePath, file } of PRERENDERED_PAGES) {
  const markup = await renderPage(pagePath);
  const html = deferredShell.replace(ROOT_ELEMENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${pagePath}">${markup}</div>`);
  const target = path.join(webRoot, file);
  writeCompressed(target, html);
  console.log(`prerendered ${pagePath} → ${target} (${Buffer.byteLength(html)} bytes)`);
}

// The preloaded shells (src/shared/prerendered-pages.ts PRELOADED_SHELLS): the app page with module preloads for the
// chunks its route modules import statically (from Vite's manifest), which the entry would otherwise discover only once
// it has run, and the root marked as asked for with a session cookie, holding the session-loading screen.
const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
const inShell = new Set([...shell.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]));
for (const { path: pagePath, file, routeModules } of PRELOADED_SHELLS) {
  const files = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in Vite's manifest: has the route moved? Update src/shared/prerendered-pages.ts.`);
    if (files.includes(chunk.file) || inShell.has(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  routeModules.forEach(visit);
  const preloads = files.map((chunkFile) => `    <link rel="modulepreload" crossorigin href="/${chunkFile}">\n`).join('');
  const html = shell
    .replace('  </head>', () => `${preloads}  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root" ${SESSION_COOKIE_ATTRIBUTE}>${renderLoading()}</div>`);
  writeCompressed(path.join(webRoot, file), html);
  // The template of the server's render of the page for a member (src/server/http/static-site.ts): the root marked as
  // rendered for the page's path, the rendered markup and the data block in place of the placeholders. Like a
  // prerendered page, it loads the app (and the page's chunks) only once it has painted, so the HTML, the CSS and the
  // font have a phone's network to themselves first. Kept in dist/ssr with the render's own module, outside the files
  // the server sends as they are.
  const template = deferScripts(
    shell,
    files.map((chunkFile) => `/${chunkFile}`),
  ).replace(
    ROOT_ELEMENT,
    () =>
      `<div id="root" ${SESSION_COOKIE_ATTRIBUTE} ${PRERENDERED_ATTRIBUTE}="${pagePath}">${SERVER_RENDER_MARKUP}</div>${SERVER_RENDER_STATE}`,
  );
  writeFileSync(path.join(outDir, file), template);
  console.log(
    `shell for ${pagePath} → ${webRoot}/${file} (${files.length} module preloads), its server-render template → ${outDir}/${file}`,
  );
}
