import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { fontPreloadPlugin } from './src/build/font-preload-plugin';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const modules = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** Vendor chunks, highest priority first: a module goes to the first group whose test it passes. */
const VENDOR_CHUNKS = [
  { name: 'react', test: modules('react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser'), priority: 50 },
  { name: 'query', test: modules('@tanstack'), priority: 40 },
  { name: 'ui', test: modules('clsx', 'tailwind-merge', 'class-variance-authority', '@radix-ui[\\\\/]react-slot', '@radix-ui[\\\\/]react-compose-refs', 'sonner'), priority: 30 },
  { name: 'icons', test: modules('lucide-react'), priority: 20 },
];

const BROWSER_BUILD: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
  emptyOutDir: true,
  sourcemap: false,
  // The manifest lets the size budget (.size-limit.mjs) find each route's chunks.
  manifest: true,
  // A few stable vendor chunks beside one chunk per route (docs/architecture.md#performance): what every page runs
  // changes only when a dependency does, so a deploy of app code leaves it cached; the icons are one chunk, not one
  // request each. Libraries only some routes use (zod, better-auth, date-fns, dnd-kit, Radix's overlays) stay in
  // the chunks of the routes that import them.
  rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
};

/** The prerender's Node bundle of src/web/prerender.tsx; dependencies stay in node_modules (Vite's SSR default). */
const PRERENDER_BUILD: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('./dist/prerender', import.meta.url)),
  emptyOutDir: true,
  sourcemap: false,
};

// The SPA lives in src/web; the API server proxies nothing in production (one origin), the dev server proxies /api.
// `npm run analyze` builds with mode "analyze": the same bundle plus dist/stats.html (docs/architecture.md#performance).
// The prerender (scripts/prerender.mjs) builds src/web/prerender.tsx for Node with `isSsrBuild`: into dist/prerender,
// without the browser build's compression, manifest or chunk groups (docs/architecture.md#prerendered-landing-page).
export default defineConfig(({ mode, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    fontPreloadPlugin(),
    // Every text file of the build gets a .br and a .gz beside it, at the highest levels (paid once, at build); the server
    // sends the one the browser accepts (docs/architecture.md#performance). woff2 and images are compressed already.
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
        threshold: 0,
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      }),
    ...(mode === 'analyze' ? [visualizer({ filename: fileURLToPath(new URL('./dist/stats.html', import.meta.url)), gzipSize: true, brotliSize: true })] : []),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: isSsrBuild ? PRERENDER_BUILD : BROWSER_BUILD,
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
}));
