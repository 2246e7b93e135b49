import { Link } from 'react-router';
import { Logo } from '@/web/components/logo';
import { Button } from '@/web/components/ui/button';
import { SIGNED_IN } from '@/web/features/landing/landing-content';

/**
 * Sticky top bar: wordmark, section links on wide screens (they point into the landing page), and Sign In (→ /auth),
 * or 'Go to your library' for a signed-in member.
 */
export function LandingNav({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/85 backdrop-blur-md">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="Equipped home">
          <Logo />
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <a
            href="/#features"
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-foreground md:inline-block"
          >
            Features
          </a>
          <a
            href="/#stories"
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:text-foreground md:inline-block"
          >
            Success stories
          </a>
          <Button asChild variant="outline" size="sm" className="ml-1">
            {signedIn ? <Link to={SIGNED_IN.libraryPath}>{SIGNED_IN.library}</Link> : <Link to="/auth">Sign In</Link>}
          </Button>
        </div>
      </nav>
    </header>
  );
}
