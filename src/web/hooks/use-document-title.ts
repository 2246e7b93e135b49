import { useEffect } from 'react';

/** Sets the tab title to `{title} · Equipped` while the page is shown (each route names itself for screen readers). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Equipped`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
