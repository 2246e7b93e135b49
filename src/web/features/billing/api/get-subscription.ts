import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingSubscription } from '@/shared/schemas/billing';
import { apiFetch, isApiError } from '@/web/lib/api-client';
import { reportError } from '@/web/lib/report-error';

export const subscriptionQueryKey = ['billing', 'subscription'] as const;

/** docs/product.md#subscription-status: a failed check means not subscribed, no tier, no end date. */
export const NOT_SUBSCRIBED: BillingSubscription = { subscribed: false, tier: null, end: null, cancelAtPeriodEnd: false, hasPlan: false };

/**
 * check-subscription (docs/product.md#api): GET /api/billing/subscription. A failed check is logged and means not subscribed
 * (docs/product.md#behaviour, docs/product.md#messages); a 401 is thrown, for the route guard.
 */
export async function getSubscription(signal?: AbortSignal): Promise<BillingSubscription> {
  try {
    return await apiFetch<BillingSubscription>('/api/billing/subscription', { signal });
  } catch (error) {
    // A check React Query abandoned (a newer one replaced it) did not fail: nothing to report, and its answer is unused.
    if (isApiError(error, 401) || signal?.aborted) throw error;
    reportError('Subscription check failed; treating the member as not subscribed', error);
    return NOT_SUBSCRIBED;
  }
}

/**
 * Re-checked whenever the window regains focus (docs/product.md#subscription: returning from the checkout tab shows the change without a
 * reload) and always stale, so every mount asks again.
 */
export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription(signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useSubscription() {
  return useQuery(getSubscriptionQueryOptions());
}
