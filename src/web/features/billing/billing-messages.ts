import { formatUsd, PLANS, type PriceType, YEARLY_SAVING_CENTS } from '@/shared/billing/plans';

/**
 * Every user-visible string of the billing feature, exactly as docs/product.md#subscription, docs/product.md#messages write them
 * where they do (docs/architecture.md#strings). Prices come from the shared plans (docs/product.md#limits).
 */
export const SUBSCRIPTION_TEXT = {
  title: 'Subscription',
  subtitle: 'Unlock the complete exercise library and every tool Equipped has.',
  subtitleSubscribed: 'Your plan and everything it includes.',
  activeBanner: 'Active Subscription',
  activeBannerDetail: 'You have full access to every exercise and feature.',
  featuresHeading: 'What you get',
  plansHeading: 'Choose your plan',
  bestValue: 'Best Value',
  yearlySaving: `Save ${formatUsd(YEARLY_SAVING_CENTS)} compared to monthly`,
  openingCheckout: 'Opening checkout...',
  newTab: ' (opens in a new tab)',
  currentSubscription: 'Current Subscription',
  renewsOn: 'Renews on',
  endsOn: 'Ends on',
  manageSubscription: 'Manage Subscription',
  openingPortal: 'Opening portal...',
  adminAccess: 'As an admin you have full access without a plan.',
  loading: 'Loading subscription...',
  checkoutReturnedTitle: 'Thanks! Confirming your subscription...',
  checkoutReturnedDetail: 'This takes a few seconds. The page updates by itself.',
  checkoutCancelledTitle: 'Checkout cancelled',
  checkoutCancelledDetail: 'You have not been charged. Choose a plan whenever you are ready.',
} as const;

/** The three feature cards (docs/product.md#subscription). */
export const FEATURE_CARDS = [
  {
    title: 'Complete Exercise Library',
    description: 'Every exercise in the directory, with benefits, considerations, form and video guides.',
  },
  { title: 'Unlimited Suggestions', description: 'Suggest as many exercises as you like and help the library grow.' },
  { title: 'Exercise Comparison Tool', description: 'Put up to four exercises side by side and pick the right one.' },
] as const;

const MONTHLY_FEATURES = ['Full exercise directory', 'Unlimited suggestions', 'Personalized favorites', 'Cancel anytime'] as const;

/** The two plans of the plan panel (docs/product.md#screens: Monthly $12/month, Yearly $97/year with the monthly features plus more). */
export const PLAN_TEXT: Record<
  PriceType,
  { name: string; price: string; per: string; perLong: string; features: readonly string[]; choose: string }
> = {
  monthly: {
    name: 'Monthly Plan',
    price: formatUsd(PLANS.monthly.priceCents),
    per: '/month',
    perLong: 'per month',
    features: MONTHLY_FEATURES,
    choose: 'Subscribe Monthly',
  },
  yearly: {
    name: 'Yearly Plan',
    price: formatUsd(PLANS.yearly.priceCents),
    per: '/year',
    perLong: 'per year',
    features: [...MONTHLY_FEATURES, 'Advanced workout builder'],
    choose: 'Subscribe Yearly',
  },
};

/** The plan whose tier is `tier` ('Monthly', 'Yearly'), for the Current Subscription card's benefits. */
export function planOfTier(tier: string | null): PriceType | null {
  if (tier === PLANS.monthly.tier) return 'monthly';
  if (tier === PLANS.yearly.tier) return 'yearly';
  return null;
}

/** Toasts: title and description (docs/product.md#subscription; the portal's confirmations). */
export const SUBSCRIPTION_TOASTS = {
  checkoutFailed: { title: 'Error', description: 'Failed to create checkout session. Please try again.' },
  portalFailed: { title: 'Error', description: 'Failed to open the customer portal. Please try again.' },
  cancelled: { title: 'Subscription cancelled', description: 'Your plan stays active until its end date.' },
  resumed: { title: 'Subscription resumed', description: 'Your plan will renew as usual.' },
  ended: { title: 'Subscription ended', description: 'Test mode: the plan ended now.' },
  actionFailed: { title: 'Error', description: 'Something went wrong. Please try again.' },
} as const;

/** Strings of the local provider's test-mode pages (docs/product.md#test-mode-billing: clearly labelled TEST MODE; plan, price, Confirm, Cancel). */
export const TEST_MODE_TEXT = {
  badge: 'TEST MODE',
  strip: 'No payment is taken: these pages stand in for the payment provider.',
  checkoutTitle: 'Checkout',
  checkoutNotice: 'No payment is taken. This is the test-mode checkout of the built-in billing provider.',
  firstRenewal: 'First renewal',
  confirm: 'Confirm',
  confirming: 'Confirming...',
  cancel: 'Cancel',
  unknownPlan: 'This checkout link names no plan.',
  backToPlans: 'Back to plans',
  portalTitle: 'Manage Subscription',
  portalNotice: 'Test mode: changes here stand in for the payment provider’s customer portal.',
  plan: 'Plan',
  status: 'Status',
  statusActive: 'Active',
  statusEnding: 'Cancelled — access continues until the end date',
  statusNone: 'No active plan',
  cancelSubscription: 'Cancel Subscription',
  resumeSubscription: 'Resume Subscription',
  endNow: 'End Now (Test Mode)',
  endNowHint: 'Ends the plan at once, as if its end date had passed. Only the test-mode provider offers this.',
  returnToApp: 'Return to Equipped',
  working: 'Saving...',
} as const;

/**
 * The checkout tab once the checkout is done (docs/product.md#subscription): it says so and offers to close itself,
 * while the tab the member came from updates by itself.
 */
export const CHECKOUT_DONE_TEXT = {
  title: 'Payment complete',
  active: (tier: string | null) => (tier ? `Your ${tier} subscription is active.` : 'Your subscription is active.'),
  originalUpdated: 'The Equipped tab you came from has been updated: the whole library is open to you there.',
  confirmingTitle: 'Confirming your payment...',
  confirmingDetail: 'This takes a few seconds. The page updates by itself.',
  slowTitle: 'Still confirming your payment',
  slowDetail: 'Your payment is on its way to us. The Equipped tab you came from updates by itself as soon as it arrives.',
  closeTab: 'Close this tab',
  closeRefused: 'You can close this tab.',
  returnToApp: 'Return to Equipped',
} as const;
