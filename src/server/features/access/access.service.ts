import { addMonths, addYears, differenceInMonths } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { PLANS } from '@/shared/billing/plans';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { ANONYMOUS, SESSION_UNKNOWN, type SubscriptionStatus, type Viewer } from '../../auth/viewer';

/**
 * Whether local test-mode plans renew themselves ({@link periodEndOf}): true exactly while the running server is the
 * local provider (BILLING_PROVIDER=local), the only one that renews them (decision 0009 §5).
 */
export type LocalRenewal = { renewLocalPlans: boolean };

/** What {@link resolveViewer} reads with; `renewLocalPlans` from the configured billing provider (app.ts). */
type Deps = { auth: Auth; db: Db; logger: Logger } & LocalRenewal;
type Role = 'admin' | 'user';
/** The columns of a `subscriptions` row the status rule reads. */
export type SubscriptionRow = {
  status: string | null;
  tier: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** 'local' or 'stripe' (the provider that wrote the row). */
  provider: string;
};

// Stripe's statuses that still grant access (decision 0009): past_due is Stripe's retry window after a failed renewal.
// 'canceled', 'incomplete', 'incomplete_expired', 'unpaid' and 'paused' do not.
const ACTIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);

/**
 * How long a running Stripe plan that is not set to end keeps access after its stored `current_period_end` (decision
 * 0009 §5). The new period reaches our row only through `customer.subscription.updated` at the renewal, and Stripe
 * retries an undelivered webhook for up to 3 days, so a webhook delay or an outage of ours at the renewal must not cut
 * off a paying member. A plan that really ends still ends on time: `customer.subscription.deleted` stores `canceled`,
 * and a plan set to end at its period end gets no grace.
 */
export const STRIPE_RENEWAL_GRACE_MS = 3 * 24 * 3600 * 1000;

const INTERVAL_OF_TIER = new Map(Object.values(PLANS).map((plan) => [plan.tier, plan.interval]));

/** `end` moved on by whole `interval`s (counted from `end`, so the day of the month is kept) until it is after `now`. */
function rolledForward(end: Date, interval: 'month' | 'year', now: number): Date {
  const step = interval === 'year' ? addYears : addMonths;
  const months = differenceInMonths(now, end);
  let count = Math.max(1, (interval === 'year' ? Math.floor(months / 12) : months) - 1);
  while (step(end, count).getTime() <= now) count += 1;
  return step(end, count);
}

const runsAndRenews = (row: SubscriptionRow) => !!row.status && ACTIVE_STATUSES.has(row.status) && !row.cancelAtPeriodEnd;

/**
 * How the status rule reads a row. `now` in epoch milliseconds (default: the clock). `renewLocalPlans` (default false):
 * the running server is the local test-mode provider (BILLING_PROVIDER=local), so its plans renew themselves
 * ({@link periodEndOf}). Only the local provider renews them: under Stripe a `provider = 'local'` row left from an
 * earlier test-mode run keeps its stored end and ends then (decision 0009 §5). False is the safe default — an
 * unrenewed plan ends; a renewing one would never end.
 */
export type StatusRuleOptions = { now?: number; renewLocalPlans?: boolean };

/**
 * The end of the row's current period at `now`: the stored `current_period_end`, except that — while the server runs
 * the local provider (`renewLocalPlans`) — a plan of the local test-mode provider that runs and is not set to end renews
 * itself: the app is its own provider, so nothing else would move the end on (docs/product.md#test-mode-billing: "activates the plan with a
 * renewal date one month or one year ahead"). Its passed end rolls forward by the plan's interval (by tier: Monthly,
 * Yearly) until it is after `now`, computed when read, never written. Stripe rows keep the stored end: Stripe renews
 * them and says so by webhook. So does a local row under Stripe: nobody renews it there.
 */
export function periodEndOf(row: SubscriptionRow, options: StatusRuleOptions = {}): Date | null {
  const { now = Date.now(), renewLocalPlans = false } = options;
  const end = row.currentPeriodEnd;
  if (!end || end.getTime() > now || !renewLocalPlans || row.provider !== 'local' || !runsAndRenews(row)) return end;
  const interval = row.tier ? INTERVAL_OF_TIER.get(row.tier) : undefined;
  return interval ? rolledForward(end, interval, now) : end;
}

/**
 * The rule of docs/architecture.md#billing over a stored row (or none): admins always count as subscribed, tier 'Admin'
 * when no tier is stored (docs/product.md#behaviour). A row counts while its status is running (active, trialing, past_due) and its
 * period ({@link periodEndOf}: under the local provider a local plan that renews rolls on) has not ended; a running
 * Stripe plan that is not set to end counts for {@link STRIPE_RENEWAL_GRACE_MS} more (its renewal may still be on its
 * way); a cancelled-at-period-end plan counts until `current_period_end`; an ended one (status 'canceled', or its end
 * in the past) does not. `end` is the period end shown as 'Renews on' / the end date. `options`: {@link StatusRuleOptions}.
 */
export function toSubscriptionStatus(row: SubscriptionRow | undefined, role: Role, options: StatusRuleOptions = {}): SubscriptionStatus {
  const now = options.now ?? Date.now();
  const end = row ? periodEndOf(row, { ...options, now }) : null;
  const grace = row?.provider === 'stripe' && runsAndRenews(row) ? STRIPE_RENEWAL_GRACE_MS : 0;
  const active = !!row?.status && ACTIVE_STATUSES.has(row.status) && (end === null || end.getTime() + grace > now);
  if (role === 'admin') return { subscribed: true, tier: (active && row?.tier) || 'Admin', end: active && end ? end.toISOString() : null };
  return active
    ? { subscribed: true, tier: row?.tier ?? null, end: end ? end.toISOString() : null }
    : { subscribed: false, tier: null, end: null };
}

// The subscription lookup every signed-in request makes is built once per database and sent as a named prepared
// statement: node-postgres parses it once per pooled connection instead of on every request (decision 0005).
const prepareSubscriptionQuery = (db: Db) =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('viewer_subscription');

const subscriptionQueries = new WeakMap<Db, ReturnType<typeof prepareSubscriptionQuery>>();

/**
 * The subscription status of `userId`, read from the database (rule: {@link toSubscriptionStatus}; `renewLocalPlans`
 * while the server runs the local provider, {@link StatusRuleOptions}). A failed read means not subscribed (docs/product.md#behaviour),
 * logged.
 */
export async function subscriptionStatus(
  db: Db,
  logger: Logger,
  userId: string,
  role: Role,
  rule: LocalRenewal,
): Promise<SubscriptionStatus> {
  try {
    let query = subscriptionQueries.get(db);
    if (!query) subscriptionQueries.set(db, (query = prepareSubscriptionQuery(db)));
    const [row] = await query.execute({ userId });
    return toSubscriptionStatus(row, role, rule);
  } catch (error) {
    logger.error({ err: error, userId }, 'subscription check failed; treating as not subscribed');
    return toSubscriptionStatus(undefined, role);
  }
}

/**
 * Resolves the viewer of a request from its better-auth session cookie through better-auth's own `getSession` (one
 * query: session joined to its user, `advanced.database.joins`), then the subscription by a prepared statement. No
 * better-auth cookie cache: the resolution is memoised for a second per Cookie header by `auth.viewerCache`, which every
 * auth write and every subscription change made through this server empties, so on this server a revoked session is
 * anonymous at once and the sample rule follows billing changes at once; a session revoked on another instance is
 * anonymous here within VIEWER_CACHE_MS (decisions 0005, 0010). A failed role lookup means 'user'
 * (docs/product.md#behaviour); a failed session lookup means {@link SESSION_UNKNOWN} (anonymous content, 503 where a session is required;
 * not memoised). Local test-mode plans renew themselves
 * only when `deps.renewLocalPlans` (the server runs the local provider; decision 0009 §5).
 */
export async function resolveViewer(deps: Deps, headers: Headers): Promise<Viewer> {
  const cookie = headers.get('cookie');
  if (!cookie) return ANONYMOUS;
  return deps.auth.viewerCache.resolve(cookie, () => viewerFromBetterAuth(deps, headers));
}

/** The viewer by better-auth's `getSession` and a separate subscription lookup (expired, refresh due, or fast path failed). */
async function viewerFromBetterAuth(deps: Deps, headers: Headers): Promise<Viewer> {
  let session: Awaited<ReturnType<Auth['api']['getSession']>>;
  try {
    session = await deps.auth.api.getSession({ headers });
  } catch (error) {
    deps.logger.warn({ err: error }, 'session lookup failed');
    return SESSION_UNKNOWN;
  }
  if (!session) return ANONYMOUS;
  const u = session.user as typeof session.user & { role?: string | null };
  const role: Role = u.role === 'admin' ? 'admin' : 'user';
  const subscription = await subscriptionStatus(deps.db, deps.logger, u.id, role, { renewLocalPlans: deps.renewLocalPlans });
  return toViewer({ ...u, role }, session.session.id, subscription);
}

function toViewer(
  u: { id: string; email: string; name: string; emailVerified: boolean; createdAt: Date | string; role: Role },
  sessionId: string,
  subscription: SubscriptionStatus,
): Viewer {
  return {
    kind: 'user',
    user: { id: u.id, email: u.email, name: u.name, emailVerified: u.emailVerified, createdAt: new Date(u.createdAt).toISOString() },
    sessionId,
    role: u.role,
    subscription,
    canSeeFullCatalogue: u.role === 'admin' || subscription.subscribed,
  };
}
