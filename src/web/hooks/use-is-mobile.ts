import { usePhoneHint } from '@/web/lib/viewport-hint';
import { useMediaQuery } from './use-media-query';

/** docs/product.md#limits: the mobile breakpoint is 768 px — below it the sidebar becomes a slide-over panel. */
export const MOBILE_BREAKPOINT_PX = 768;

/**
 * True while the viewport is narrower than 768 px; follows resizes. A server-rendered page assumes what the request
 * said (a phone or not, src/web/lib/viewport-hint.ts) until it has hydrated.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`, usePhoneHint());
}
