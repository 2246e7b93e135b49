import Stripe from 'stripe';
import type { StripeConfig } from '../../config';

/**
 * The longest a billing action waits for Stripe, all calls and retries included (docs/architecture.md#billing: "Stripe calls time out
 * within 10 s"), so the member sees a clear error instead of a spinner that never ends.
 */
export const STRIPE_BUDGET_MS = 8_000;

/**
 * The official SDK (docs/architecture.md#billing), pinned to the SDK's API version. STRIPE_API_URL points it at another
 * host, port and protocol — the fake Stripe server of the tests. Telemetry is off: no request carries data about earlier ones.
 */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: STRIPE_BUDGET_MS,
    telemetry: false,
    ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
  });
}

/**
 * Per-call options that keep a sequence of Stripe calls inside one deadline (epoch ms): each attempt may take half of
 * what is left (less a margin for the SDK's retry back-off), and a retry happens only while there is time for one.
 * `idempotencyKey` makes a create safe to repeat (Stripe returns the first answer for 24 h).
 */
export function withinDeadline(deadline: number, idempotencyKey?: string): Stripe.RequestOptions {
  const left = Math.max(0, deadline - Date.now());
  const canRetry = left >= 4_000;
  const timeout = Math.max(500, Math.floor(canRetry ? (left - 1_500) / 2 : left));
  return { timeout, maxNetworkRetries: canRetry ? 1 : 0, ...(idempotencyKey ? { idempotencyKey } : {}) };
}
