import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { type BuildEnvironmentOptions, defineConfig } from 'vite';
import { fontPreloadPlugin } from './src/build/font-preload-plugin';
import { routeChunks } from './src/build/route-chunks';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const modules = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);

/** Radix's packages and the positioning, focus and scroll-lock packages its overlays import. */
const RADIX_FAMILY = modules(
  '@radix-ui',
  'radix-ui',
  '@floating-ui',
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'aria-hidden',
  'get-nonce',
  'tslib',
  'detect-node-es',
);
/** The Radix parts neither the dashboard shell nor the library uses (forms, /auth, the admin pages). */
const RADIX_OTHER_PAGES = modules(
  ...['select', 'tabs', 'roving-focus', 'collection', 'direction', 'switch', 'alert-dialog', 'label', 'use-is-hydrated'].map(
    (name) => `@radix-ui[\\\\/]react-${name}`,
  ),
  '@radix-ui[\\\\/]number',
);

/** Vendor chunks, highest priority first: a module goes to the first group whose test it passes. */
const VENDOR_CHUNKS = [
  // What every page runs (React, the router, TanStack Query, the toaster and the styling helpers): one request.
  {
    name: 'vendor',
    test: modules(
      ...['react', 'react-dom', 'scheduler', 'react-router', 'cookie', 'set-cookie-parser', '@tanstack'],
      ...[
        'clsx',
        'tailwind-merge',
        'class-variance-authority',
        '@radix-ui[\\\\/]react-slot',
        '@radix-ui[\\\\/]react-compose-refs',
        'sonner',
      ],
    ),
    priority: 50,
  },
  { name: 'icons', test: modules('lucide-react'), priority: 20 },
  // The Radix primitives the dashboard shell and the library use, with the positioning and focus code they share: one
  // chunk, not one per package. Those only other pages use (selects, tabs, switches, …) stay with those pages.
  { name: 'overlays', test: (id: string) => RADIX_FAMILY.test(id) && !RADIX_OTHER_PAGES.test(id), priority: 15 },
];

// The pages the app-module groups are drawn around (src/build/route-chunks.ts): the entry, the dashboard shell, the
// library, and every page outside the dashboard, which must not load the dashboard's code.
const web = (path: string) => fileURLToPath(new URL(`./src/web/${path}`, import.meta.url));
const ROUTE_CHUNKS = routeChunks(
  {
    entry: web('main.tsx'),
    dashboard: web('app/layouts/dashboard-layout.tsx'),
    library: web('app/routes/exercise-library-route.tsx'),
    publicPages: [
      web('app/routes/landing-route.tsx'),
      web('features/auth/pages/auth-page.tsx'),
      web('features/landing/pages/legal-page.tsx'),
      web('app/routes/not-found-page.tsx'),
      web('features/billing/pages/local-checkout-page.tsx'),
      web('features/billing/pages/local-portal-page.tsx'),
    ],
  },
  10,
);

const BROWSER_BUILD: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
  emptyOutDir: true,
  sourcemap: false,
  // The manifest lets the size budget (.size-limit.mjs) find each route's chunks.
  manifest: true,
  // A few stable vendor chunks beside one chunk per route (docs/architecture.md#performance): what every page runs
  // changes only when a dependency does, so a deploy of app code leaves it cached; the icons are one chunk, not one
  // request each. The dashboard shell's and the library's own modules are grouped into a few chunks (ROUTE_CHUNKS),
  // so their first load is a handful of requests. Libraries only some routes use (zod, better-auth, date-fns,
  // dnd-kit) stay in the chunks of the routes that import them.
  rolldownOptions: { output: { codeSplitting: { groups: [...VENDOR_CHUNKS, ...ROUTE_CHUNKS.groups] } } },
};

/**
 * The installable app (docs/decisions/0030-installable-app.md): the web app manifest, and the service worker built from
 * src/web/service-worker/sw.ts with the build's files to precache injected (Workbox's injectManifest). Precached: the
 * scripts, styles, font, icons and the app page; not the prerendered landing page, which a page always takes from the
 * network, nor the compressed copies. The page registers the worker itself after load (register-service-worker.ts).
 */
const PWA = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    id: '/',
    name: 'Equipped',
    short_name: 'Equipped',
    description: 'Find the right exercise for any piece of gym equipment, and log your training — on the gym floor too.',
    start_url: '/dashboard/exercises',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#047857',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
    globIgnores: ['landing.html', 'library.html', 'stats.html', '**/*.br', '**/*.gz'],
  },
});

/** The Node bundle of src/web/prerender.tsx (the build's prerender and the server's render of members' pages); dependencies stay in node_modules (Vite's SSR default). */
const PRERENDER_BUILD: BuildEnvironmentOptions = {
  outDir: fileURLToPath(new URL('./dist/ssr', import.meta.url)),
  emptyOutDir: true,
  sourcemap: false,
};

// The SPA lives in src/web; the API server proxies nothing in production (one origin), the dev server proxies /api.
// `npm run analyze` builds with mode "analyze": the same bundle plus dist/stats.html (docs/architecture.md#performance).
// The prerender (scripts/prerender.mjs) builds src/web/prerender.tsx for Node with `isSsrBuild`: into dist/ssr,
// without the browser build's compression, manifest or chunk groups (docs/architecture.md#prerendered-landing-page).
export default defineConfig(({ mode, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    fontPreloadPlugin(),
    !isSsrBuild && ROUTE_CHUNKS.plugin,
    !isSsrBuild && PWA,
    // Every text file of the build gets a .br and a .gz beside it, at the highest levels (paid once, at build); the server
    // sends the one the browser accepts (docs/architecture.md#performance). woff2 and images are compressed already.
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/,
        threshold: 0,
        algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      }),
    ...(mode === 'analyze'
      ? [visualizer({ filename: fileURLToPath(new URL('./dist/stats.html', import.meta.url)), gzipSize: true, brotliSize: true })]
      : []),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: isSsrBuild ? PRERENDER_BUILD : BROWSER_BUILD,
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
}));
