import { createRoute } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import { billingSubscriptionSchema, checkoutRequestSchema, redirectUrlSchema } from '@/shared/schemas/billing';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/guards';
import { type AppRouter, errorBodySchema, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from '../../http/openapi';
import type { BillingProvider } from './billing-provider';
import { assertNoRunningPlan, billingSubscription } from './billing.service';
import { registerLocalBillingRoutes } from './local-billing.routes';
import { createLocalProvider } from './local-provider';
import { createStripeClient } from './stripe-client';
import { createStripeProvider } from './stripe-provider';
import { registerStripeWebhookRoute } from './stripe-webhook.routes';

const providerFailed = {
  502: jsonResponse(errorBodySchema, 'The payment provider failed or did not answer within 10 s; nothing was written'),
};

const subscriptionRoute = createRoute({
  method: 'get',
  path: '/api/billing/subscription',
  middleware: requireUser(),
  summary: "check-subscription: the signed-in member's subscription status",
  operationId: 'getSubscription',
  tags: ['Billing'],
  security: SIGNED_IN,
  description: 'Whether the signed-in member has a running plan, its tier, its end date and whether it is set to end then.',
  responses: {
    200: jsonResponse(billingSubscriptionSchema, 'Subscribed, tier, end date, and whether it is set to end'),
    ...errorResponses(401),
  },
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/api/billing/checkout',
  middleware: requireUser(),
  summary: 'create-checkout: a checkout page for the monthly or yearly plan',
  operationId: 'createCheckout',
  tags: ['Billing'],
  security: SIGNED_IN,
  description:
    'A checkout page (Stripe Checkout, or the local test-mode page) for the monthly or yearly plan. 409 when a plan is already running.',
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: {
    200: jsonResponse(redirectUrlSchema, 'The checkout page to open in a new tab'),
    ...errorResponses(401, 409, 422),
    ...providerFailed,
  },
});

const portalRoute = createRoute({
  method: 'post',
  path: '/api/billing/portal',
  middleware: requireUser(),
  summary: 'customer-portal: the page where the member manages their plan',
  operationId: 'openCustomerPortal',
  tags: ['Billing'],
  security: SIGNED_IN,
  description: 'The customer portal (Stripe Billing Portal, or the local test-mode page) where the member cancels or resumes their plan.',
  responses: {
    200: jsonResponse(redirectUrlSchema, 'The customer portal to open in a new tab'),
    ...errorResponses(401),
    ...providerFailed,
  },
});

/**
 * The provider BILLING_PROVIDER names (docs/architecture.md#billing).
 *
 * @throws Error when BILLING_PROVIDER is 'stripe' without its Stripe configuration (never a silent fall-back to test mode).
 */
function createProvider(config: Config, database: Database, logger: Logger) {
  if (config.billingProvider === 'stripe' && !config.stripe) {
    throw new Error(
      'BILLING_PROVIDER=stripe but the Stripe configuration is missing (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_YEARLY)',
    );
  }
  if (config.billingProvider === 'stripe' && config.stripe) {
    const stripe = createStripeClient(config.stripe);
    const provider = createStripeProvider({ db: database.db, stripe, config: config.stripe, publicUrl: config.publicUrl, logger });
    return { provider, stripe, stripeConfig: config.stripe };
  }
  return { provider: createLocalProvider(config.publicUrl) as BillingProvider, stripe: null, stripeConfig: null };
}

/**
 * The billing API (docs/architecture.md#billing; docs/product.md#api): check-subscription, create-checkout and customer-portal for signed-in
 * members (401 otherwise), plus the chosen provider's own routes — the Stripe webhook, or the local test-mode actions.
 * Every subscription change they commit empties the memo of resolved viewers (decision 0010), so the member's next
 * request — on any endpoint — follows the new status at once (docs/product.md#subscription).
 */
export function registerBillingRoutes(
  app: AppRouter,
  deps: { config: Config; database: Database; logger: Logger; auth: Auth; countStripeWebhook?: (outcome: string) => void },
): void {
  const { config, database, logger, auth } = deps;
  const forgetViewers = () => auth.viewerCache.invalidate();
  const { provider, stripe, stripeConfig } = createProvider(config, database, logger);
  // Local test-mode plans renew themselves only while this server is their provider (decision 0009 §5).
  const rule = { renewLocalPlans: config.billingProvider === 'local' };

  app.openapi(subscriptionRoute, async (c) => {
    const viewer = c.var.user;
    return c.json(await billingSubscription(database.db, viewer, rule), 200);
  });
  app.openapi(checkoutRoute, async (c) => {
    const viewer = c.var.user;
    await assertNoRunningPlan(database.db, viewer, rule);
    return c.json({ url: await provider.checkoutUrl(viewer, c.req.valid('json').priceType) }, 200);
  });
  app.openapi(portalRoute, async (c) => {
    const viewer = c.var.user;
    return c.json({ url: await provider.portalUrl(viewer) }, 200);
  });

  if (stripe && stripeConfig)
    registerStripeWebhookRoute(app, {
      db: database.db,
      stripe,
      config: stripeConfig,
      logger,
      forgetViewers,
      countOutcome: deps.countStripeWebhook,
    });
  else registerLocalBillingRoutes(app, { database, forgetViewers });
}
