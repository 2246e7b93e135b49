import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { Unauthorized } from '../../http/errors';

/** Subscription status as the spec names it (§3 Subscription status). */
export type SubscriptionStatus = { subscribed: boolean; tier: string | null; end: string | null };

export type SignedInUser = { id: string; email: string; name: string; emailVerified: boolean; createdAt: string };

/**
 * Who is asking. `canSeeFullCatalog` is the sample rule (spec §1, §6): only subscribers and admins see exercises whose
 * `is_sample` is false.
 */
export type Viewer =
  | { kind: 'anonymous'; canSeeFullCatalog: false }
  | {
      kind: 'user';
      user: SignedInUser;
      role: 'admin' | 'user';
      subscription: SubscriptionStatus;
      canSeeFullCatalog: boolean;
    };

export const ANONYMOUS: Viewer = { kind: 'anonymous', canSeeFullCatalog: false };

const ACTIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

/**
 * The subscription status of `userId`, read from the database (ARCHITECTURE.md §1 Billing). Admins always count as
 * subscribed, tier 'Admin' when no tier is stored (spec §4). A row counts while its status is active and its period has
 * not ended; a cancelled-at-period-end subscription stays active until `current_period_end`. A failed read means not
 * subscribed (spec §4), logged.
 */
export async function subscriptionStatus(db: Db, logger: Logger, userId: string, role: 'admin' | 'user'): Promise<SubscriptionStatus> {
  try {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    const end = row?.currentPeriodEnd ?? null;
    const active = !!row && ACTIVE_STATUSES.has(row.status) && (end === null || end.getTime() > Date.now());
    if (role === 'admin') return { subscribed: true, tier: (active && row?.tier) || 'Admin', end: active && end ? end.toISOString() : null };
    return active ? { subscribed: true, tier: row.tier, end: end ? end.toISOString() : null } : { subscribed: false, tier: null, end: null };
  } catch (error) {
    logger.error({ err: error, userId }, 'subscription check failed; treating as not subscribed');
    return role === 'admin' ? { subscribed: true, tier: 'Admin', end: null } : { subscribed: false, tier: null, end: null };
  }
}

/**
 * Resolves the viewer of a request from its better-auth session cookie. A failed role lookup means 'user' (spec §4);
 * a failed session lookup means anonymous.
 */
export async function resolveViewer(deps: { auth: Auth; db: Db; logger: Logger }, headers: Headers): Promise<Viewer> {
  let session: Awaited<ReturnType<Auth['api']['getSession']>>;
  try {
    session = await deps.auth.api.getSession({ headers });
  } catch (error) {
    deps.logger.warn({ err: error }, 'session lookup failed');
    return ANONYMOUS;
  }
  if (!session) return ANONYMOUS;
  const u = session.user;
  const role = (u as { role?: string | null }).role === 'admin' ? 'admin' : 'user';
  const subscription = await subscriptionStatus(deps.db, deps.logger, u.id, role);
  return {
    kind: 'user',
    user: { id: u.id, email: u.email, name: u.name, emailVerified: u.emailVerified, createdAt: new Date(u.createdAt).toISOString() },
    role,
    subscription,
    canSeeFullCatalog: role === 'admin' || subscription.subscribed,
  };
}

/** The signed-in viewer, or {@link Unauthorized} (401). Like create-t3-app's protectedProcedure: the user is non-null after. */
export function requireUser(viewer: Viewer): Extract<Viewer, { kind: 'user' }> {
  if (viewer.kind !== 'user') throw new Unauthorized();
  return viewer;
}
