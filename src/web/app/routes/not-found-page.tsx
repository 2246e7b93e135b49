import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { reportError } from '@/web/lib/report-error';

/** Any unknown path (docs/product.md#not-found): 404, 'Oops! Page not found', Return to Home; the bad path is logged. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    reportError('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main id="main-content" className="relative flex min-h-svh items-center justify-center overflow-hidden px-4">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(40rem_24rem_at_50%_0%,#d1fae5_0%,transparent_70%)]"
      />
      <div className="max-w-md text-center">
        <p className="text-7xl font-extrabold tracking-tight text-primary sm:text-8xl">404</p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">Oops! Page not found</h1>
        <p className="mt-3 text-muted-foreground">The page you are looking for does not exist or has moved.</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Return to Home
          </Link>
        </Button>
      </div>
    </main>
  );
}
