import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceType } from '@/shared/billing/plans';
import type { BillingSubscription } from '@/shared/schemas/billing';
import { apiFetch } from '@/web/lib/api-client';
import { announceSubscriptionChange } from '../billing-channel';
import { subscriptionQueryKey } from './get-subscription';

export type LocalPortalAction = 'cancel' | 'resume' | 'end';

/** The local provider's Confirm (docs/product.md#test-mode-billing): activates the plan; answers the new status. @throws ApiError (409: a plan runs). */
export function confirmLocalCheckout(priceType: PriceType): Promise<BillingSubscription> {
  return apiFetch<BillingSubscription>('/api/billing/local/checkout', { method: 'POST', json: { priceType } });
}

/** The local portal's actions: cancel at period end, resume, or (test mode) end now. @throws ApiError (409: no plan). */
export function runLocalPortalAction(action: LocalPortalAction): Promise<BillingSubscription> {
  return apiFetch<BillingSubscription>(`/api/billing/local/${action}`, { method: 'POST' });
}

/**
 * A mutation that changes the subscription: on success the new status goes into the cache, every other query is marked
 * stale (the library, favourites and the member's status all depend on it), and the other tabs are told (docs/product.md#subscription).
 */
function useBillingChange<T>(mutationFn: (input: T) => Promise<BillingSubscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (status) => {
      queryClient.setQueryData(subscriptionQueryKey, status);
      announceSubscriptionChange();
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== subscriptionQueryKey[0] });
    },
  });
}

export const useConfirmLocalCheckout = () => useBillingChange(confirmLocalCheckout);
export const useLocalPortalAction = () => useBillingChange(runLocalPortalAction);
