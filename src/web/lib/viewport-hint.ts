import { createContext, useContext } from 'react';

/**
 * Whether the page is being rendered for a phone, as far as the request said (docs/architecture.md#server-rendered-library):
 * the server cannot measure a viewport, so it renders a member's page for a phone when the browser says it is one
 * (`Sec-CH-UA-Mobile: ?1`, or a mobile user agent), and the browser hydrates with the same guess — the value every
 * viewport query (useMediaQuery) starts from during hydration. A right guess leaves nothing to redo once the page is
 * live; a wrong one (a tablet, a narrow desktop window) costs one re-render, as having no guess did. False by default.
 */
export const ViewportHintContext = createContext<boolean>(false);

/** The phone guess this render started from ({@link ViewportHintContext}). */
export function usePhoneHint(): boolean {
  return useContext(ViewportHintContext);
}
