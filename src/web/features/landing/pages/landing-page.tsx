import { SkipLink } from '@/web/components/skip-link';
import { ConfirmationLinkNotice } from '@/web/features/auth/components/confirmation-link-notice';
import { CtaSection } from '@/web/features/landing/components/cta-section';
import { FeatureGrid } from '@/web/features/landing/components/feature-grid';
import { HeroSection } from '@/web/features/landing/components/hero-section';
import { LandingFooter } from '@/web/features/landing/components/landing-footer';
import { LandingNav } from '@/web/features/landing/components/landing-nav';
import { TestimonialsSection } from '@/web/features/landing/components/testimonials-section';

/**
 * / — hero, four-card feature grid, testimonials and the call-to-action card (spec §2 Landing page); also where a
 * sign-up confirmation link lands, which the ConfirmationLinkNotice toasts (spec §2 route table).
 */
export function LandingPage() {
  return (
    <div className="flex min-h-svh flex-col bg-white">
      <SkipLink />
      <ConfirmationLinkNotice />
      <LandingNav />
      <main id="main-content" className="flex-1">
        <HeroSection />
        <FeatureGrid />
        <TestimonialsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
