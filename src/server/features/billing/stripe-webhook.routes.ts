import { createRoute } from '@hono/zod-openapi';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { StripeConfig } from '../../config';
import type { Db } from '../../db/client';
import type { ErrorBody } from '../../http/errors';
import { type AppRouter, errorBodySchema } from '../../http/openapi';
import { applyStripeEvent, type EventOutcome } from './stripe-webhook';

const webhookRoute = createRoute({
  method: 'post',
  path: '/api/billing/webhook',
  summary: 'Stripe webhook (signed; no session)',
  operationId: 'receiveStripeWebhook',
  tags: ['Billing'],
  description:
    'Verifies the Stripe-Signature header over the raw body, then applies the event exactly once. Answers 400 when the signature is missing, wrong, or older than five minutes.',
  responses: {
    200: {
      description: 'Received',
      content: { 'application/json': { schema: z.object({ received: z.literal(true), outcome: z.string() }) } },
    },
    400: { description: 'Signature missing or invalid', content: { 'application/json': { schema: errorBodySchema } } },
  },
});

/**
 * POST /api/billing/webhook (docs/architecture.md#billing), BILLING_PROVIDER=stripe only. Stripe authenticates by signing the exact bytes
 * it sends, so the body is read raw and checked with `stripe.webhooks.constructEvent` (HMAC-SHA256, five-minute
 * timestamp tolerance) before anything is parsed or written. No session and no Origin: the CSRF guard of app.ts only
 * judges form content types, and Stripe posts application/json. An applied change empties the memo of resolved viewers
 * (decision 0010), so the member's next request follows it. Each delivery is counted by `countOutcome` (when given;
 * docs/deployment.md#metrics): the event's {@link EventOutcome}, `invalid_signature`, or `failed` when applying it threw.
 */
export function registerStripeWebhookRoute(
  app: AppRouter,
  deps: {
    db: Db;
    stripe: Stripe;
    config: StripeConfig;
    logger: Logger;
    forgetViewers: () => void;
    countOutcome?: (outcome: EventOutcome | 'invalid_signature' | 'failed') => void;
  },
): void {
  app.openapi(webhookRoute, async (c) => {
    const signature = c.req.header('stripe-signature');
    const payload = Buffer.from(await c.req.arrayBuffer());
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error('no Stripe-Signature header');
      event = deps.stripe.webhooks.constructEvent(payload, signature, deps.config.webhookSecret);
    } catch (error) {
      deps.logger.warn({ err: error }, 'Stripe webhook refused: signature not verified');
      deps.countOutcome?.('invalid_signature');
      const body: ErrorBody = { error: { code: 'INVALID_SIGNATURE', message: 'The webhook signature could not be verified.' } };
      return c.json(body, 400);
    }
    let outcome: EventOutcome;
    try {
      outcome = await applyStripeEvent(deps, event);
    } catch (error) {
      deps.countOutcome?.('failed');
      throw error;
    }
    deps.countOutcome?.(outcome);
    if (outcome === 'applied') deps.forgetViewers();
    deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'Stripe webhook');
    return c.json({ received: true as const, outcome }, 200);
  });
}
