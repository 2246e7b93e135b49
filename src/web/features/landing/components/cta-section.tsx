import { ArrowRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { CTA, SIGNED_IN } from '@/web/features/landing/landing-content';

/**
 * The call-to-action card: two buttons to /auth and three reassurance lines (docs/product.md#landing); for a signed-in member,
 * a welcome back and one button to the library instead.
 */
export function CtaSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-800 via-emerald-900 to-slate-900 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-20 -right-20 size-80 rounded-full bg-emerald-400/20 blur-3xl"
        />
        <div aria-hidden="true" className="pointer-events-none absolute -bottom-24 -left-10 size-80 rounded-full bg-teal-300/10 blur-3xl" />
        <div className="relative">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {signedIn ? SIGNED_IN.ctaTitle : CTA.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-emerald-50">{signedIn ? SIGNED_IN.ctaText : CTA.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button
              asChild
              size="lg"
              className="bg-white text-emerald-900 hover:bg-emerald-50 focus-visible:ring-white focus-visible:ring-offset-emerald-900"
            >
              <Link to={signedIn ? SIGNED_IN.libraryPath : '/auth'}>
                {signedIn ? SIGNED_IN.library : CTA.primary}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            {!signedIn && (
              <Button
                asChild
                size="lg"
                variant="outline"
                className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-emerald-900"
              >
                <Link to="/auth">{CTA.secondary}</Link>
              </Button>
            )}
          </div>
          {!signedIn && (
            <ul className="mt-8 flex flex-col items-center justify-center gap-3 text-sm text-emerald-50 sm:flex-row sm:gap-8">
              {CTA.reassurances.map((line) => (
                <li key={line} className="flex items-center gap-2">
                  <CircleCheck aria-hidden="true" className="size-4 text-emerald-300" />
                  {line}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
