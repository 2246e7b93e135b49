// The CI budget (docs/architecture.md#performance): the brotli-compressed JavaScript a first visit downloads before the
// page can run, for the landing page and the library. size-limit (@size-limit/file, brotli by default) sums the files;
// `npm run test:size` fails, naming the figure, when a change goes over a limit. Reads the build in dist/web: the entry
// and its modulepreloads from index.html, and each route's chunks from Vite's manifest (build.manifest in
// vite.config.ts), following static imports only, since a dynamic import loads later, on demand.
import { existsSync, readFileSync } from 'node:fs';

const webRoot = 'dist/web';
const manifestFile = `${webRoot}/.vite/manifest.json`;
if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build:web\` before \`npm run test:size\`.`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const indexHtml = readFileSync(`${webRoot}/index.html`, 'utf8');

/** The entry script and every modulepreload index.html names, as paths under dist/web. */
const entryScripts = [
  ...indexHtml.matchAll(/<(?:script type="module"[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
].map((m) => m[1]);
if (entryScripts.length === 0) throw new Error(`${webRoot}/index.html names no module script: the budget would measure nothing.`);

/** The files of the route modules `keys` (manifest keys, relative to src/web) and of everything they import statically. */
function routeFiles(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${manifestFile}: has the route moved? Update .size-limit.mjs.`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const initialJs = (routeKeys) => [...new Set([...entryScripts, ...routeFiles(routeKeys)])].map((file) => `${webRoot}/${file}`);

// Measured figures and why the limits sit where they do: docs/architecture.md#performance.
export default [
  {
    name: 'landing page /: initial JavaScript (entry, modulepreloads, landing route)',
    path: initialJs(['app/routes/landing-route.tsx']),
    limit: '143 kB',
  },
  {
    name: 'library /dashboard/exercises: initial JavaScript (entry, modulepreloads, dashboard layout, library route)',
    path: initialJs(['app/layouts/dashboard-layout.tsx', 'app/routes/exercise-library-route.tsx']),
    limit: '192 kB',
  },
];
