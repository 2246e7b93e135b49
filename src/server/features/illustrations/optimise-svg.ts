import { createHash } from 'node:crypto';
import { optimize } from 'svgo';

/** The largest drawing the import takes, before optimising: Everkinetic's are 10–30 KB. */
export const MAX_SVG_BYTES = 300_000;

/**
 * A drawing made small and safe to serve (docs/architecture.md#illustrations), by SVGO (svgo.dev): its default
 * preset, coordinates to one decimal (line drawings shown a few hundred pixels wide lose nothing), no width and
 * height (the viewBox stays, so the page sizes it), and no scripts.
 *
 * @throws Error when `svg` is over {@link MAX_SVG_BYTES} or is not an SVG document.
 */
export function optimiseSvg(svg: string): string {
  if (Buffer.byteLength(svg) > MAX_SVG_BYTES) throw new Error(`the drawing is over ${MAX_SVG_BYTES} bytes`);
  if (!/<svg[\s>]/.test(svg)) throw new Error('not an SVG drawing');
  const { data } = optimize(svg, { floatPrecision: 1, plugins: ['preset-default', 'removeDimensions', 'removeScripts'] });
  if (!data.startsWith('<svg')) throw new Error('not an SVG drawing');
  return data;
}

/** The storage key of a picture (docs/architecture.md#illustrations): 32 hex digits of its SHA-256, then '.' and `extension`. */
export function illustrationKey(body: Uint8Array, extension: 'svg' | 'webp'): string {
  return `${createHash('sha256').update(body).digest('hex').slice(0, 32)}.${extension}`;
}
