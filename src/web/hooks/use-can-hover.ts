import { usePhoneHint } from '@/web/lib/viewport-hint';
import { useMediaQuery } from './use-media-query';

/**
 * True while the primary pointer can hover with precision (the media query `(hover: hover) and (pointer: fine)`: a mouse
 * or trackpad), false on a touch screen, where a tooltip has no hover to open on. A server-rendered page assumes a phone
 * cannot (src/web/lib/viewport-hint.ts) until it has hydrated.
 */
export function useCanHover(): boolean {
  return useMediaQuery('(hover: hover) and (pointer: fine)', !usePhoneHint());
}
