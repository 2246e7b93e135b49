import { useQuery } from '@tanstack/react-query';
import type { OpenSession } from '@/shared/schemas/sessions';
import { apiFetch } from '@/web/lib/api-client';
import { useSigningOut } from '@/web/lib/sign-out-state';

/**
 * The training log's query keys (arrays: docs/architecture.md#query-keys) and addresses, and the open session every
 * dashboard page checks for its "Workout in progress" bar (docs/product.md#start-a-session). Kept apart from
 * sessions.ts, so the dashboard's first load carries only this.
 */
export const sessionsKeys = {
  all: ['sessions'] as const,
  open: () => [...sessionsKeys.all, 'open'] as const,
  detail: (id: string) => [...sessionsKeys.all, 'detail', id] as const,
  preferences: () => ['training-preferences'] as const,
};

/** Where a session is logged. */
export const sessionPath = (id: string) => `/dashboard/sessions/${encodeURIComponent(id)}`;
/** Quick Start: an empty session. */
export const QUICK_START_PATH = '/dashboard/sessions/new';

/** The member's open session, or null (GET /api/sessions/open); not fetched while signing out. */
export function useOpenSession() {
  const signingOut = useSigningOut();
  return useQuery({
    queryKey: sessionsKeys.open(),
    queryFn: ({ signal }) => apiFetch<OpenSession>('/api/sessions/open', { signal }),
    enabled: !signingOut,
    select: (answer) => answer.session,
  });
}
