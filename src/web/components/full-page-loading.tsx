import { Spinner } from '@/web/components/ui/spinner';

/** The session-loading screen (docs/product.md#screens: a 'Loading...' spinner); the hidden heading keeps the page well-formed. */
export function FullPageLoading() {
  return (
    <main id="main-content" className="flex min-h-svh items-center justify-center">
      <h1 className="sr-only">Equipped</h1>
      <Spinner showLabel label="Loading..." />
    </main>
  );
}
