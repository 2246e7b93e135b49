import { Link } from 'react-router';
import { Logo } from '@/web/components/logo';
import { CREDITS, CREDITS_PATH, PRIVACY, PRIVACY_PATH, TERMS, TERMS_PATH } from '@/web/features/landing/legal-content';

/** Page footer with the wordmark, the Terms of Service, Privacy Policy and Credits links, and a one-line description. */
export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200/70">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6">
        <Logo />
        <nav aria-label="Legal" className="flex gap-5">
          <Link to={TERMS_PATH} className="rounded-sm font-medium text-slate-700 underline-offset-4 hover:text-foreground hover:underline">
            {TERMS.title}
          </Link>
          <Link
            to={PRIVACY_PATH}
            className="rounded-sm font-medium text-slate-700 underline-offset-4 hover:text-foreground hover:underline"
          >
            {PRIVACY.title}
          </Link>
          <Link
            to={CREDITS_PATH}
            className="rounded-sm font-medium text-slate-700 underline-offset-4 hover:text-foreground hover:underline"
          >
            {CREDITS.title}
          </Link>
        </nav>
        {/* The year is the prerender's (the build's): a page built last year keeps showing it, without a hydration warning. */}
        <p className="text-center sm:text-right" suppressHydrationWarning>
          The right exercise for any equipment. © {new Date().getFullYear()} Equipped.
        </p>
      </div>
    </footer>
  );
}
