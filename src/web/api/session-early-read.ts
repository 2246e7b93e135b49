import { queryOptions } from '@tanstack/react-query';
import type { TrainingPreferences, TrainingSession } from '@/shared/schemas/sessions';
import { apiFetch } from '@/web/lib/api-client';
import { sessionsKeys } from './open-session';

/**
 * The session page's first reads, which its route loader starts while the page's chunks load (src/web/app/route-prefetch.ts,
 * docs/architecture.md#performance). In their own module so the entry chunk carries only these, not the rest of the
 * training log's reads (sessions.ts).
 */

/** GET /api/sessions/{id}. @throws ApiError (404 for a session that is gone or not the member's). */
export function getSession(id: string, signal?: AbortSignal): Promise<TrainingSession> {
  return apiFetch<TrainingSession>(`/api/sessions/${encodeURIComponent(id)}`, { signal });
}

/** How long a read started ahead of the session page stays good for the page to take (ms). */
const EARLY_READ_MS = 10_000;
/** Reads of GET /api/sessions/{id} started ahead of the page, by session id (at most one each). */
const earlyReads = new Map<string, { startedAt: number; answer: Promise<TrainingSession> }>();

/**
 * Starts GET /api/sessions/{id} ahead of the session page (the route loader, src/web/app/route-prefetch.ts,
 * docs/architecture.md#performance), for the page's own read to take with {@link takeEarlySessionRead}. Not into the
 * query cache: the page decides whether the server's copy or the device's (with changes still waiting) is shown.
 */
export function startEarlySessionRead(id: string): void {
  if (earlyReads.has(id)) return;
  const answer = getSession(id);
  // The page's read reports a failure; one nobody takes must not be an unhandled rejection.
  answer.catch(() => undefined);
  earlyReads.set(id, { startedAt: Date.now(), answer });
}

/**
 * The read {@link startEarlySessionRead} started for `id`, once (taking it forgets it), while it is under
 * {@link EARLY_READ_MS} old; undefined otherwise. @returns the session or the ApiError getSession would give.
 */
export function takeEarlySessionRead(id: string): Promise<TrainingSession> | undefined {
  const early = earlyReads.get(id);
  earlyReads.delete(id);
  return early && Date.now() - early.startedAt < EARLY_READ_MS ? early.answer : undefined;
}

/** The member's training preferences query (GET /api/training-preferences), shared by the page's hook and the loader. */
export const trainingPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKeys.preferences(),
    queryFn: ({ signal }) => apiFetch<TrainingPreferences>('/api/training-preferences', { signal }),
  });
