/**
 * Opening a provider page in a new tab (docs/product.md#behaviour: "Checkout opens in a new tab; manage opens the portal in a new tab").
 * The tab is opened blank inside the click itself — a tab opened after an awaited request may be blocked as a pop-up —
 * and sent to the URL once the server answers. It is cut from this page (`opener = null`) before it leaves for the
 * provider. Without a tab (pop-ups blocked), this page goes to the URL instead.
 */

/** Opens an empty tab now, during the click; null when the browser refused. */
export function openBlankTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/** Sends `tab` (or, when there is none, this page) to `url`. */
export function sendTabTo(tab: Window | null, url: string): void {
  if (tab && !tab.closed) tab.location.href = url;
  else window.location.assign(url);
}

/** Closes a tab opened for a request that failed. */
export function closeTab(tab: Window | null): void {
  if (tab && !tab.closed) tab.close();
}
