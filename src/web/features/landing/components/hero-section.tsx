import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { HERO, SIGNED_IN } from '@/web/features/landing/landing-content';
import { HeroPreview } from '@/web/features/landing/components/hero-preview';

/**
 * Headline 'Find the Right Exercise for Any Equipment' and the 'Browse Exercises' button (docs/product.md#landing), which a
 * signed-in member sees as 'Go to your library' (straight to /dashboard/exercises).
 */
export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,#d1fae5_0%,transparent_60%),radial-gradient(40rem_24rem_at_0%_10%,#ecfeff_0%,transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[linear-gradient(to_right,#0f172a08_1px,transparent_1px),linear-gradient(to_bottom,#0f172a08_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_75%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-10 lg:pt-24 lg:pb-24">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-emerald-200 bg-white/80 px-3 py-1 text-sm font-medium text-emerald-800 shadow-xs">
            <Sparkles aria-hidden="true" className="size-4" />
            {HERO.eyebrow}
          </p>
          <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {HERO.headlineStart} <span className="text-primary">{HERO.headlineAccent}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-600 lg:mx-0">{HERO.lead}</p>
          <div className="mt-8 flex flex-col items-center gap-4 sm:flex-row sm:justify-center lg:justify-start">
            <Button asChild size="lg" className="w-full shadow-md shadow-emerald-900/15 sm:w-auto">
              <Link to={signedIn ? SIGNED_IN.libraryPath : '/auth'}>
                {signedIn ? SIGNED_IN.library : HERO.cta}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <p className="text-sm text-slate-600">{signedIn ? SIGNED_IN.heroNote : 'Free to start · No credit card needed'}</p>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
