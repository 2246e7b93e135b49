import { useMediaQuery } from './use-media-query';

/** True while the member asks for less motion (`prefers-reduced-motion: reduce`, Media Queries Level 5); follows changes. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
