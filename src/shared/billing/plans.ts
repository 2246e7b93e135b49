/**
 * The two paid plans (docs/product.md#subscription "Monthly plan $12; yearly plan $97 (saves $47)"). Both sides read them:
 * the server for the local provider's renewal date and the tier it stores, the web for the plan cards and the local
 * checkout page. Stripe's prices are configured separately (STRIPE_PRICE_MONTHLY/YEARLY) and must match these amounts.
 */

export const PRICE_TYPES = ['monthly', 'yearly'] as const;

/** What create-checkout takes (docs/product.md#api: "body priceType (monthly or yearly)"). */
export type PriceType = (typeof PRICE_TYPES)[number];

export type Plan = {
  priceType: PriceType;
  /** The tier stored and shown once subscribed (docs/product.md#subscription-status `subscription_tier`). */
  tier: string;
  /** Price in US cents per billing interval. */
  priceCents: number;
  /** Billing interval: a renewal is one `interval` after the start (docs/architecture.md#billing: one month or one year ahead). */
  interval: 'month' | 'year';
};

export const PLANS: Readonly<Record<PriceType, Plan>> = {
  monthly: { priceType: 'monthly', tier: 'Monthly', priceCents: 1200, interval: 'month' },
  yearly: { priceType: 'yearly', tier: 'Yearly', priceCents: 9700, interval: 'year' },
};

/** The tier every admin shows when no paid tier is present (docs/product.md#subscription-status: "tier label 'Admin'"). */
export const ADMIN_TIER = 'Admin';

/** What a year costs less on the yearly plan than twelve monthly payments, in cents (docs/product.md#limits: $47). */
export const YEARLY_SAVING_CENTS = PLANS.monthly.priceCents * 12 - PLANS.yearly.priceCents;

/** '$12', '$97', '$47': whole dollars as the spec writes them; cents only when there are some ('$9.50'). */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}
