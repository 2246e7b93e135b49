import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMeQueryOptions, type Me, meQueryKey } from '@/web/api/get-me';
import { onSubscriptionChange } from '../billing-channel';
import { subscriptionQueryKey } from '../api/get-subscription';

/** Focus events come in bursts (focus + visibilitychange); one re-check per burst is enough. */
const MIN_INTERVAL_MS = 1_000;

const sameSubscription = (a: Me['subscription'] | undefined, b: Me['subscription'] | undefined) =>
  a?.subscribed === b?.subscribed && a?.tier === b?.tier && a?.end === b?.end;

/**
 * Keeps every page of the dashboard in step with the member's subscription (docs/product.md#subscription: the page and the library notice
 * the change when the member returns from checkout, without a manual reload). When the window regains focus, or another
 * tab announces a billing change (the local checkout or portal), the member's status is re-read; when it differs from
 * what the page knew, every query is marked stale, so the library, favourites and comparison refetch under the new
 * sample rule. The subscription page's own query is re-read on every such event.
 */
export function useBillingSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let last = 0;
    const recheck = async (force: boolean) => {
      const now = Date.now();
      if (!force && now - last < MIN_INTERVAL_MS) return;
      last = now;
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      const before = queryClient.getQueryData<Me | null>(meQueryKey)?.subscription;
      const me = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }).catch(() => undefined);
      if (me && !sameSubscription(before, me.subscription)) {
        await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      }
    };
    const onFocus = () => void recheck(false);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void recheck(false);
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    const stopListening = onSubscriptionChange(() => void recheck(true));
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
      stopListening();
    };
  }, [queryClient]);
}
