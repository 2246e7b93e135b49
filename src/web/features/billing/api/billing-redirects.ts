import type { PriceType } from '@/shared/billing/plans';
import type { RedirectUrl } from '@/shared/schemas/billing';
import { apiFetch } from '@/web/lib/api-client';

/**
 * create-checkout (docs/product.md#api): the checkout page for `priceType` — Stripe's, or the app's test-mode page.
 * @throws ApiError (502 when the provider failed, 409 when a plan already runs).
 */
export async function createCheckout(priceType: PriceType): Promise<string> {
  return (await apiFetch<RedirectUrl>('/api/billing/checkout', { method: 'POST', json: { priceType } })).url;
}

/**
 * customer-portal (docs/product.md#api): the page where the member manages their plan.
 * @throws ApiError (502 when the provider failed).
 */
export async function createPortalSession(): Promise<string> {
  return (await apiFetch<RedirectUrl>('/api/billing/portal', { method: 'POST' })).url;
}
