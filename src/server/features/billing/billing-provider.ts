import type { PriceType } from '@/shared/billing/plans';
import type { SignedInViewer } from '../../auth/viewer';

/**
 * The one billing interface of docs/architecture.md#billing: `local` (test mode inside the app, the default) or `stripe`.
 * Both answer with the URL the browser opens in a new tab (docs/product.md#subscription, docs/product.md#behaviour).
 */
export interface BillingProvider {
  readonly kind: 'local' | 'stripe';
  /**
   * A checkout page for `priceType` (docs/product.md#subscription).
   * @throws BillingUnavailable when the provider fails or does not answer in time (nothing is written); Conflict (409)
   *   when the provider itself reports a running plan (stripe).
   */
  checkoutUrl(viewer: SignedInViewer, priceType: PriceType): Promise<string>;
  /**
   * The customer portal (docs/product.md#subscription).
   * @throws BillingUnavailable when the provider fails or does not answer in time.
   */
  portalUrl(viewer: SignedInViewer): Promise<string>;
}
