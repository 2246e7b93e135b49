import { z } from 'zod';
import { PRICE_TYPES } from '../billing/plans';

/** The plan a checkout is for (docs/product.md#subscription: "body priceType (monthly or yearly)"). */
export const priceTypeSchema = z.enum(PRICE_TYPES);

/** POST /api/billing/checkout and the local provider's confirmation. */
export const checkoutRequestSchema = z.object({ priceType: priceTypeSchema });

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Checkout result / portal result (docs/product.md#data): the page the browser opens in a new tab. */
export const redirectUrlSchema = z.object({ url: z.string() });

export type RedirectUrl = z.infer<typeof redirectUrlSchema>;

/**
 * GET /api/billing/subscription, the check-subscription function (docs/product.md#subscription-status, docs/product.md#api): `subscribed`,
 * `tier`, `end` (ISO timestamp: the renewal date, or the last day when `cancelAtPeriodEnd`), plus what the plan panel
 * and the portals need: whether the plan is set to end at `end`, and whether the member has a plan of their own to
 * manage (an admin counts as subscribed without one).
 */
export const billingSubscriptionSchema = z
  .object({
    subscribed: z.boolean(),
    tier: z.string().nullable(),
    end: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    hasPlan: z.boolean(),
  })
  .meta({ id: 'Subscription', description: 'The subscription status of a member (docs/product.md#subscription-status).' });

export type BillingSubscription = z.infer<typeof billingSubscriptionSchema>;
