import { useEffect, useSyncExternalStore } from 'react';

/** The title of the page on screen, as its useDocumentTitle names it ('' before any does). */
let pageTitle = '';
const listeners = new Set<() => void>();

function setPageTitle(title: string): void {
  pageTitle = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Sets the tab title to `{title} · Equipped` while the page is shown (each route names itself for screen readers), and
 * makes `title` the page title {@link usePageTitle} reads (the dashboard header's, docs/product.md#dashboard-shell).
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    const previousPageTitle = pageTitle;
    document.title = `${title} · Equipped`;
    setPageTitle(title);
    return () => {
      document.title = previous;
      setPageTitle(previousPageTitle);
    };
  }, [title]);
}

/**
 * The title the page on screen gave itself through {@link useDocumentTitle}; '' before one has (and in a server render,
 * where effects do not run: the page's first render in the browser then matches it).
 */
export function usePageTitle(): string {
  return useSyncExternalStore(
    subscribe,
    () => pageTitle,
    () => '',
  );
}
