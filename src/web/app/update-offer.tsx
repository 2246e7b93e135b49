import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import type { OpenSession } from '@/shared/schemas/sessions';
import { sessionsKeys } from '@/web/api/open-session';
import { applyUpdate, subscribeUpdate, updateReady } from '@/web/app/service-worker';

/** What the offer says (docs/product.md#offline). */
export const UPDATE_TEXT = {
  ready: 'A new version of Equipped is ready.',
  reload: 'Reload',
} as const;

const TOAST_ID = 'app-update';

/**
 * Offers a new version of the app once its service worker waits (src/web/app/service-worker.ts), as a toast that stays
 * until it is taken: Reload lets it take over and reloads the page. Never during a workout: while the session page is
 * shown or the cached open session (GET /api/sessions/open, read from the cache, never fetched here) says one is in
 * progress, the offer is held, and it comes back once the workout is finished or discarded
 * (docs/decisions/0030-installable-app.md).
 */
export function UpdateOffer() {
  const ready = useSyncExternalStore(subscribeUpdate, updateReady, () => false);
  const { pathname } = useLocation();
  const open = useQuery({ queryKey: sessionsKeys.open(), queryFn: skipToken, select: (answer: OpenSession) => answer.session });
  const inWorkout = pathname.startsWith('/dashboard/sessions/') || Boolean(open.data);

  useEffect(() => {
    if (!ready) return;
    if (inWorkout) {
      toast.dismiss(TOAST_ID);
      return;
    }
    toast(UPDATE_TEXT.ready, {
      id: TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      action: { label: UPDATE_TEXT.reload, onClick: () => void applyUpdate() },
    });
  }, [ready, inWorkout]);
  return null;
}
