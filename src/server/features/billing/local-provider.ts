import { addMonths, addYears } from 'date-fns';
import { PLANS, type PriceType } from '@/shared/billing/plans';
import type { Db } from '../../db/client';
import { Conflict } from '../../lib/errors';
import type { BillingProvider } from './billing-provider';
import type { SignedInViewer } from '../../auth/viewer';
import { assertNoRunningPlan, BILLING_MESSAGES } from './billing.service';
import { lockUserRow, readSubscriptionRow, writeLocalState } from './subscription-store';
import { type LocalRenewal, periodEndOf, toSubscriptionStatus } from '../access/access.service';
import { notifyChange } from '../../realtime/change-notify';

/**
 * The status rule of the local provider's own code: it runs only while the server is the local provider (its routes are
 * registered for no other), so its plans renew themselves (decision 0009 §5).
 */
export const LOCAL_RENEWAL: LocalRenewal = { renewLocalPlans: true };

/** SPA routes of the local provider's test-mode pages (src/web/features/billing). */
export const LOCAL_CHECKOUT_PATH = '/billing/local/checkout';
export const LOCAL_PORTAL_PATH = '/billing/local/portal';

/**
 * BILLING_PROVIDER=local (docs/product.md#test-mode-billing): the app is its own payment provider, in test mode. Checkout and portal are pages
 * of the SPA (clearly labelled TEST MODE); no money moves and no network is needed. `publicUrl` makes the URLs absolute,
 * as Stripe's are.
 */
export function createLocalProvider(publicUrl: string): BillingProvider {
  return {
    kind: 'local',
    async checkoutUrl(_viewer, priceType) {
      return `${publicUrl}${LOCAL_CHECKOUT_PATH}?plan=${priceType}`;
    },
    async portalUrl() {
      return `${publicUrl}${LOCAL_PORTAL_PATH}`;
    },
  };
}

/**
 * Confirms the local test-mode checkout: the plan starts now and renews one month or one year ahead (docs/product.md#test-mode-billing),
 * tier 'Monthly' or 'Yearly'; until it is cancelled it keeps renewing by that interval (the access rule rolls a passed
 * end forward, {@link periodEndOf}). `now` is injectable for tests.
 *
 * @throws Conflict when the member's own plan still runs (a double click, or a second checkout tab: the user's row is
 *   locked first, so two confirmations run one after the other and the second finds the first's plan). Announces
 *   'viewers' to every server instance on commit (decision 0010).
 */
export async function confirmLocalCheckout(db: Db, viewer: SignedInViewer, priceType: PriceType, now = new Date()): Promise<void> {
  const plan = PLANS[priceType];
  const renewal = plan.interval === 'year' ? addYears(now, 1) : addMonths(now, 1);
  await db.transaction(async (tx) => {
    await lockUserRow(tx, viewer.user.id);
    await assertNoRunningPlan(tx, viewer, LOCAL_RENEWAL);
    await writeLocalState(tx, viewer.user.id, { status: 'active', tier: plan.tier, currentPeriodEnd: renewal, cancelAtPeriodEnd: false });
    await notifyChange(tx, 'viewers');
  });
}

/** The member's running plan (status, tier, end), or Conflict ('You have no plan to manage.'). */
async function runningPlan(db: Db, viewer: SignedInViewer) {
  const row = await readSubscriptionRow(db, viewer.user.id);
  if (!row || !toSubscriptionStatus(row, 'user', LOCAL_RENEWAL).subscribed) throw new Conflict(BILLING_MESSAGES.noPlan);
  return row;
}

/**
 * The local portal's 'Cancel subscription' (`cancel: true`) and 'Resume subscription' (`cancel: false`): the plan keeps
 * running until its end date either way; only whether it renews changes (Stripe's cancel_at_period_end). The end
 * written is the current one ({@link periodEndOf}): a plan that has renewed itself since its stored end ends at its
 * rolled-forward end, not at the stored date already passed. Read and write run in one transaction under the user's row lock (as {@link confirmLocalCheckout}), and every server instance is
 * told to forget its resolved viewers ('viewers', decision 0010) when it commits.
 *
 * @throws Conflict when there is no running plan (it has ended, or there never was one).
 */
export async function setLocalCancelAtPeriodEnd(db: Db, viewer: SignedInViewer, cancel: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserRow(tx, viewer.user.id);
    const row = await runningPlan(tx, viewer);
    await writeLocalState(tx, viewer.user.id, {
      status: row.status,
      tier: row.tier,
      currentPeriodEnd: periodEndOf(row, LOCAL_RENEWAL),
      cancelAtPeriodEnd: cancel,
    });
    await notifyChange(tx, 'viewers');
  });
}

/**
 * The local portal's test-mode 'End now' (decision 0009): the plan ends at `now`, as it would when its end date passes,
 * so a tester sees what a lapsed member sees without waiting a month. Only the local provider has it. One transaction
 * under the user's row lock; announces 'viewers' to every server instance on commit.
 *
 * @throws Conflict when there is no running plan.
 */
export async function endLocalPlanNow(db: Db, viewer: SignedInViewer, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUserRow(tx, viewer.user.id);
    const row = await runningPlan(tx, viewer);
    await writeLocalState(tx, viewer.user.id, { status: 'canceled', tier: row.tier, currentPeriodEnd: now, cancelAtPeriodEnd: false });
    await notifyChange(tx, 'viewers');
  });
}
