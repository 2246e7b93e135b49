import { describe, expect, it } from 'vitest';
import { fontPreloadTags } from './font-preload-plugin';

describe('the main font preload', () => {
  const bundle = [
    'assets/index-wWeYexaZ.js',
    'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2',
    'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    'assets/inter-cyrillic-wght-normal-DqGufNeO.woff2',
  ];

  it('preloads the hashed latin Inter file, as a CORS font, and no other subset', () => {
    expect(fontPreloadTags(bundle)).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
          as: 'font',
          type: 'font/woff2',
          crossorigin: true,
        },
        injectTo: 'head',
      },
    ]);
  });

  it('puts the URL under the configured base', () => {
    expect(fontPreloadTags(bundle, '/app/')[0]?.attrs?.href).toBe('/app/assets/inter-latin-wght-normal-Dx4kXJAl.woff2');
  });

  it('adds nothing when the font is not in the bundle', () => {
    expect(fontPreloadTags(['assets/index-wWeYexaZ.js'])).toEqual([]);
  });
});
