import { SkipLink } from '@/web/components/skip-link';
import { ConfirmationLinkNotice } from '@/web/features/auth/components/confirmation-link-notice';
import { CtaSection } from '@/web/features/landing/components/cta-section';
import { FeatureGrid } from '@/web/features/landing/components/feature-grid';
import { HeroSection } from '@/web/features/landing/components/hero-section';
import { LandingFooter } from '@/web/features/landing/components/landing-footer';
import { LandingNav } from '@/web/features/landing/components/landing-nav';
import { TestimonialsSection } from '@/web/features/landing/components/testimonials-section';
import { useSignedIn } from '@/web/features/landing/hooks/use-signed-in';

/**
 * / — hero, four-card feature grid, testimonials and the call-to-action card (docs/product.md#landing); also where a
 * sign-up confirmation link lands, which the ConfirmationLinkNotice toasts (docs/product.md#routes). A signed-in member
 * is offered 'Go to your library' instead of the sign-up calls to action.
 * An app route because it composes two features: the landing page's sections and the auth feature's notice.
 */
export function LandingRoute() {
  const signedIn = useSignedIn();
  return (
    <div className="flex min-h-svh flex-col bg-white">
      <SkipLink />
      <ConfirmationLinkNotice />
      <LandingNav signedIn={signedIn} />
      <main id="main-content" className="flex-1">
        <HeroSection signedIn={signedIn} />
        <FeatureGrid />
        <TestimonialsSection />
        <CtaSection signedIn={signedIn} />
      </main>
      <LandingFooter />
    </div>
  );
}
