import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingPreferences, TrainingPreferencesInput } from '@/shared/schemas/sessions';
import { apiFetch } from '@/web/lib/api-client';
import { useSigningOut } from '@/web/lib/sign-out-state';
import { sessionsKeys } from './open-session';
import { getSession, trainingPreferencesQueryOptions } from './session-early-read';

/**
 * The training log's reads the session pages and Account Settings share (docs/product.md#training-log); the open
 * session, which every dashboard page checks, is in open-session.ts so the dashboard's first load carries only that.
 */

export { getSession, takeEarlySessionRead, trainingPreferencesQueryOptions } from './session-early-read';

export const sessionQueryOptions = (id: string) =>
  queryOptions({ queryKey: sessionsKeys.detail(id), queryFn: ({ signal }) => getSession(id, signal) });

/**
 * The unit the member logs in (GET /api/training-preferences). Not fetched while a Sign Out is under way: the page stays
 * on screen until the landing page replaces it, and a refetch then would be a 401 the browser logs.
 */
export function useTrainingPreferences() {
  const signingOut = useSigningOut();
  return useQuery({ ...trainingPreferencesQueryOptions(), enabled: !signingOut });
}

/**
 * PUT /api/training-preferences: the unit, and optionally the bar and plates (docs/product.md#plate-calculator).
 * @throws ApiError (422 for a unit that is neither kg nor lb, a bar outside 0–100, a plate size not sold in the unit).
 */
export function saveTrainingPreferences(preferences: TrainingPreferencesInput): Promise<TrainingPreferences> {
  return apiFetch<TrainingPreferences>('/api/training-preferences', { method: 'PUT', json: preferences });
}
