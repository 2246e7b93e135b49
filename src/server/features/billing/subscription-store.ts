import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions, user } from '../../db/schema';
import { Unauthorized } from '../../lib/errors';

/** A subscription state as a provider reports it, ready to store in `subscriptions` (one row per user). */
export type ProviderState = {
  provider: 'local' | 'stripe';
  /** Stripe's subscription status ('active', 'trialing', 'past_due', 'canceled', …); the local provider uses the same words. */
  status: string;
  tier: string | null;
  /** The renewal date, or the last day when the plan is set to end (cancel at period end), or when it ended. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
};

/**
 * Locks the user's row until the transaction `tx` ends (FOR NO KEY UPDATE, as workouts.service does: it serialises this
 * user's billing changes yet lets foreign-key checks such as a new session through). Works alike on PostgreSQL and PGlite.
 *
 * @throws Unauthorized when the user no longer exists.
 */
export async function lockUserRow(tx: Db, userId: string): Promise<void> {
  const [row] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('no key update');
  if (!row) throw new Unauthorized();
}

/** The stored subscription row of `userId`, or undefined when the user never had one. */
export async function readSubscriptionRow(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

/**
 * Stores `state` for `userId` unless the stored state is newer — one atomic statement, so concurrent webhooks cannot
 * interleave between a check and a write (docs/architecture.md#billing: "an older event never overwrites a newer state").
 *
 * `stateAt` is when the provider produced `state` (Stripe: `event.created`). The row is written when it does not exist,
 * when its `provider_state_at` is unknown or older, or — for two states of the same second, which Stripe's
 * whole-second timestamps cannot order — when the new state is further along: an ended ('canceled') state beats a live
 * one, then a state that grants access (active, trialing, past_due) beats one that does not yet (incomplete,
 * incomplete_expired — Stripe's created(incomplete) → invoice.paid → updated(active) often share one second), then the
 * later period end wins; a full tie keeps what is stored. The outcome therefore depends only on the set of
 * states delivered, never on their order (decision 0009).
 *
 * @returns true when the row was inserted or changed, false when the stored state was newer.
 */
export async function writeProviderState(db: Db, userId: string, state: ProviderState, stateAt: Date): Promise<boolean> {
  const values = { ...state, providerStateAt: stateAt, updatedAt: new Date() };
  // Compared as a row, false < true: ended first, then a state that grants access (access.service's ACTIVE_STATUSES)
  // over one that does not yet (incomplete), then the later period end.
  const rank = (table: string) =>
    sql.raw(
      `(${table}.status = 'canceled', ${table}.status in ('active', 'trialing', 'past_due'), coalesce(${table}.current_period_end, 'epoch'::timestamptz))`,
    );
  const written = await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: values,
      setWhere: sql`${subscriptions.providerStateAt} is null
        or ${subscriptions.providerStateAt} < excluded.provider_state_at
        or (${subscriptions.providerStateAt} = excluded.provider_state_at and ${rank('excluded')} > ${rank('"subscriptions"')})`,
    })
    .returning({ userId: subscriptions.userId });
  return written.length > 0;
}

/**
 * Replaces the stored state of `userId` unconditionally with a local-provider state (test mode: the app itself is the
 * provider, so each change is the newest by definition). Stamped with the current time.
 */
export async function writeLocalState(
  db: Db,
  userId: string,
  state: Omit<ProviderState, 'provider' | 'providerCustomerId' | 'providerSubscriptionId'>,
): Promise<void> {
  const now = new Date();
  const values = {
    ...state,
    provider: 'local',
    providerCustomerId: null,
    providerSubscriptionId: null,
    providerStateAt: now,
    updatedAt: now,
  };
  await db
    .insert(subscriptions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}
