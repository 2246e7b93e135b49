import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The built file of the font face the first paint uses: Inter's variable latin subset, which
 * `@fontsource-variable/inter` (imported by src/web/styles.css) ships as `inter-latin-wght-normal.woff2` and Vite emits
 * as `assets/inter-latin-wght-normal-<hash>.woff2`. The other subsets (latin-ext, cyrillic, greek, vietnamese) load only
 * when a page shows such characters (their `unicode-range`), so preloading them would waste bytes.
 */
export const PRELOADED_FONT = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The `<link rel="preload" as="font">` tag for the built font among `fileNames` (paths relative to the build's outDir,
 * e.g. `assets/inter-latin-wght-normal-Dx4kXJAl.woff2`), under `base` (Vite's `base`, `/` by default); none when no
 * file matches {@link PRELOADED_FONT}. A font preload needs `crossorigin` even on the same origin, or the browser
 * fetches the font twice (https://developer.mozilla.org/docs/Web/HTML/Attributes/rel/preload#cors-enabled_fetches).
 */
export function fontPreloadTags(fileNames: Iterable<string>, base = '/'): HtmlTagDescriptor[] {
  const font = [...fileNames].find((name) => PRELOADED_FONT.test(name));
  if (!font) return [];
  return [
    { tag: 'link', attrs: { rel: 'preload', href: `${base}${font}`, as: 'font', type: 'font/woff2', crossorigin: true }, injectTo: 'head' },
  ];
}

/**
 * A Vite plugin that preloads the main font in the built index.html, so text paints in Inter at once instead of after
 * the stylesheet has been read (docs/architecture.md#performance). Build only: the hashed name exists only in the bundle
 * (Vite's `transformIndexHtml` hook receives it as `ctx.bundle`, https://vite.dev/guide/api-plugin#transformindexhtml).
 */
export function fontPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'equipped:font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => (ctx.bundle ? fontPreloadTags(Object.keys(ctx.bundle), base) : []),
    },
  };
}
