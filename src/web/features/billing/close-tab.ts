/** How long to wait for the browser to close the tab before saying it did not. */
const CLOSE_GRACE_MS = 300;

/**
 * Closes this tab (docs/product.md#subscription: the checkout tab's 'Close this tab'). Browsers only let a script close
 * a tab a script opened — checkout's is, unless pop-ups were blocked and the page itself went to checkout — so
 * `onRefused` is called when the tab is still open shortly after asking.
 */
export function closeThisTab(onRefused: () => void): void {
  window.close();
  window.setTimeout(() => {
    if (!window.closed) onRefused();
  }, CLOSE_GRACE_MS);
}
