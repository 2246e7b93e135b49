import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { WORKOUTS_PATH } from '@/web/lib/workout-paths';
import { WORKOUT_TOASTS } from '../workouts-messages';
import { reportError } from '@/web/lib/report-error';

/**
 * When loading one workout fails (404 for a missing or foreign workout included), shows 'Error: Failed to load
 * workout' and returns to the list (docs/product.md#messages "also returns to the list"). The toast id keeps it to one toast.
 */
export function useLoadFailedRedirect(error: unknown): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!error) return;
    reportError(WORKOUT_TOASTS.loadFailed.description, error);
    toast.error(WORKOUT_TOASTS.loadFailed.title, { description: WORKOUT_TOASTS.loadFailed.description, id: 'workout-load-failed' });
    void navigate(WORKOUTS_PATH, { replace: true });
  }, [error, navigate]);
}
