import { Logo } from '@/web/components/logo';

/** Page footer with the wordmark and a one-line description. */
export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200/70">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-slate-600 sm:flex-row sm:px-6">
        <Logo />
        <p className="text-center sm:text-right">The right exercise for any equipment. © {new Date().getFullYear()} Equipped.</p>
      </div>
    </footer>
  );
}
