import { createRoute } from '@hono/zod-openapi';
import { billingSubscriptionSchema, checkoutRequestSchema } from '@/shared/schemas/billing';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/guards';
import { type AppRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from '../../http/openapi';
import { billingSubscription } from './billing.service';
import { confirmLocalCheckout, endLocalPlanNow, LOCAL_RENEWAL, setLocalCancelAtPeriodEnd } from './local-provider';

const statusAfter = jsonResponse(billingSubscriptionSchema, 'The subscription status after the change');

const confirmRoute = createRoute({
  method: 'post',
  path: '/api/billing/local/checkout',
  middleware: requireUser(),
  summary: 'Local test mode: confirm the checkout (no payment); the plan renews one month or one year ahead',
  operationId: 'localConfirmCheckout',
  tags: ['Billing'],
  security: SIGNED_IN,
  description:
    'BILLING_PROVIDER=local only (404 with Stripe): the test-mode checkout page confirms the plan here; no payment is taken. 409 when a plan is already running.',
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: { 200: statusAfter, ...errorResponses(401, 409, 422) },
});

const portalAction = (action: 'cancel' | 'resume' | 'end', operationId: string, summary: string) =>
  createRoute({
    method: 'post',
    path: `/api/billing/local/${action}`,
    middleware: requireUser(),
    summary,
    operationId,
    tags: ['Billing'],
    security: SIGNED_IN,
    description: `BILLING_PROVIDER=local only (404 with Stripe), behind the test-mode customer portal page. ${summary}. 409 when there is no plan to change.`,
    responses: { 200: statusAfter, ...errorResponses(401, 409) },
  });

const cancelRoute = portalAction(
  'cancel',
  'localCancelPlan',
  'Local test mode: cancel at the end of the period (access continues until then)',
);
const resumeRoute = portalAction('resume', 'localResumePlan', 'Local test mode: resume a plan that was set to end');
const endRoute = portalAction(
  'end',
  'localEndPlan',
  'Local test mode only: end the plan now, as if its end date had passed (decision 0009)',
);

/**
 * The local provider's test-mode actions (docs/product.md#test-mode-billing: BILLING_PROVIDER=local), behind its checkout and portal pages.
 * Registered only for the local provider, so a Stripe deployment answers 404 to all of them. Each answers the status
 * after the change; the member's row is the only one touched.
 */
export function registerLocalBillingRoutes(app: AppRouter, deps: { database: Database; forgetViewers: () => void }): void {
  const { db } = deps.database;
  // After the change commits: the member's next request, on any endpoint, resolves its viewer afresh (decision 0010).
  const answer = async (viewer: Parameters<typeof billingSubscription>[1]) => {
    deps.forgetViewers();
    return billingSubscription(db, viewer, LOCAL_RENEWAL);
  };
  app.openapi(confirmRoute, async (c) => {
    const viewer = c.var.user;
    await confirmLocalCheckout(db, viewer, c.req.valid('json').priceType);
    return c.json(await answer(viewer), 200);
  });
  app.openapi(cancelRoute, async (c) => {
    const viewer = c.var.user;
    await setLocalCancelAtPeriodEnd(db, viewer, true);
    return c.json(await answer(viewer), 200);
  });
  app.openapi(resumeRoute, async (c) => {
    const viewer = c.var.user;
    await setLocalCancelAtPeriodEnd(db, viewer, false);
    return c.json(await answer(viewer), 200);
  });
  app.openapi(endRoute, async (c) => {
    const viewer = c.var.user;
    await endLocalPlanNow(db, viewer);
    return c.json(await answer(viewer), 200);
  });
}
