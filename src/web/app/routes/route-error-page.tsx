import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '@/web/app/chunk-reload';
import { Button } from '@/web/components/ui/button';
import { reportError } from '@/web/lib/report-error';

/** Title and text shown when a page's code could not be loaded even after one reload: a new version is out. */
export const NEW_VERSION_TITLE = 'Equipped has been updated';
export const NEW_VERSION_MESSAGE = 'A new version of Equipped is available. Reload the page to continue.';

/**
 * The root route's error page. A page whose code failed to load even after the one reload the router tries
 * (chunk-reload.ts: a deploy removed the chunk this tab asked for) says the app was updated, with a Reload button; any
 * other failure to render says something went wrong and offers a reload too.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const newVersion = isChunkLoadError(error);
  useEffect(() => {
    reportError('Route error', error);
  }, [error]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <main id="main-content" className="flex min-h-svh items-center justify-center px-4">
      <div className="max-w-md text-center">
        <span
          className={`mx-auto flex size-12 items-center justify-center rounded-full ${newVersion ? 'bg-primary text-primary-foreground' : 'bg-danger text-danger-foreground'}`}
        >
          {newVersion ? <RefreshCw aria-hidden="true" className="size-6" /> : <TriangleAlert aria-hidden="true" className="size-6" />}
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{newVersion ? NEW_VERSION_TITLE : 'Something went wrong'}</h1>
        <p className="mt-2 text-muted-foreground">
          {newVersion ? NEW_VERSION_MESSAGE : (detail ?? 'This page could not be displayed. Reloading usually fixes it.')}
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{newVersion ? 'Reload' : 'Reload page'}</Button>
          <Button asChild variant="outline">
            <a href="/">Return to Home</a>
          </Button>
        </div>
      </div>
    </main>
  );
}
