import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { MeResponse } from '@/shared/schemas/me';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { reportError } from '@/web/lib/report-error';

/** The signed-in member as GET /api/me describes them (shape: src/shared/schemas/me.ts). */
export type Me = MeResponse;

// docs/product.md#subscription-status: a failed check means not subscribed, no tier, no end date.
export const NOT_SUBSCRIBED: Me['subscription'] = { subscribed: false, tier: null, end: null };

export const meQueryKey = ['me'] as const;

/**
 * Normalises a /api/me body: no pending e-mail change unless one is named, an unknown role falls back to 'user' (docs/product.md#roles-and-access), a missing subscription means not
 * subscribed, and admins always count as subscribed with tier 'Admin' when none is present (docs/product.md#subscription-status).
 */
export function normaliseMe(body: {
  user: Omit<Me['user'], 'pendingEmail'> & { pendingEmail?: string | null };
  role?: unknown;
  subscription?: Partial<Me['subscription']> | null;
}): Me {
  const role: Me['role'] = body.role === 'admin' ? 'admin' : 'user';
  const user: Me['user'] = { ...body.user, pendingEmail: body.user.pendingEmail ?? null };
  const sub = body.subscription;
  const subscription: Me['subscription'] =
    sub && typeof sub.subscribed === 'boolean'
      ? { subscribed: sub.subscribed, tier: sub.tier ?? null, end: sub.end ?? null }
      : NOT_SUBSCRIBED;
  if (role === 'admin') return { user, role, subscription: { ...subscription, subscribed: true, tier: subscription.tier ?? 'Admin' } };
  return { user, role, subscription };
}

/**
 * Who is signed in: `Me`, or `null` for a visitor who is not — GET /api/viewer, which answers a signed-out visitor with
 * `{ me: null }` (200) instead of a 401 the browser would log as a failed request (docs/product.md#session); a 401
 * (a server from before it) also means signed out.
 * When the read itself fails (5xx, bad answer) the better-auth session is asked instead, and the member is then treated
 * as role 'user' and not subscribed (docs/product.md#behaviour: failed role lookup → user; failed subscription check → not subscribed;
 * docs/product.md#messages: those failures are logged only). If that fails too, the original error is thrown.
 */
export async function getMe(): Promise<Me | null> {
  try {
    const { me } = await apiFetch<{ me: Parameters<typeof normaliseMe>[0] | null }>('/api/viewer');
    return me ? normaliseMe(me) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    reportError('GET /api/viewer failed; falling back to the auth session', error);
    // Loaded only here: the public pages read the session through this module, and better-auth's client stays out of
    // their initial JavaScript (bench/measure-bundle.ts).
    const { authClient } = await import('@/web/lib/auth-client');
    const session = await authClient.getSession().catch(() => null);
    if (!session || session.error) throw error;
    const user = session.data?.user;
    if (!user) return null;
    return normaliseMe({
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: user.emailVerified,
        createdAt: new Date(user.createdAt).toISOString(),
      },
    });
  }
}

export const getMeQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 60_000, retry: 1 });

/** The current member (`data === null` when signed out); shared by the route guards, the header and the sidebar. */
export function useMe() {
  return useQuery(getMeQueryOptions());
}

/**
 * The signed-in member inside /dashboard/*, where RequireAuth guarantees one (create-t3-app's protectedProcedure idea).
 *
 * When the member is forgotten (Sign Out, account deletion, a session that ended elsewhere), the guard replaces the
 * dashboard, but a component below it can render once more first: React Router renders a navigation as a transition
 * (React's `startTransition`), which re-renders the components reading the router state, and TanStack Query hands the
 * new `null` to a render before it tells the guard. Throwing there was React's error #520 ("an error during concurrent
 * rendering", recovered by a synchronous render) after signing out. So this keeps returning the member it last saw
 * until the guard has taken the page away.
 *
 * @throws Error when no member was ever seen here: used outside the guard, a wiring bug.
 */
export function useRequiredMe(): Me {
  const { data } = useMe();
  const [last, setLast] = useState<Me | null>(data ?? null);
  if (data && data !== last) setLast(data);
  const me = data ?? last;
  if (!me) throw new Error('useRequiredMe must be used under RequireAuth (/dashboard/*).');
  return me;
}
