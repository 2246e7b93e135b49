import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, addMonths, addYears, subDays, subMonths } from 'date-fns';
import pino from 'pino';
import { exerciseInputSchema } from '@/shared/schemas/exercise';
import type { BillingSubscription } from '@/shared/schemas/billing';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';
import { subscriptionStatus } from '../access/access.service';
import { type SourcedExercise, upsertExercises } from '../catalogue-import/upsert-exercises';
import { list } from '../../test/fixtures/test-catalogue';
import type { SignedInViewer } from '../../auth/viewer';
import { billingSubscription } from './billing.service';
import { type FakeStripe, startFakeStripe } from '../../test/fakes/fake-stripe';
import { LOCAL_RENEWAL, setLocalCancelAtPeriodEnd } from './local-provider';
import { stripeEnv } from '../../test/fixtures/stripe-fixtures';

// The subscription status rules (docs/product.md#data, docs/product.md#behaviour, docs/product.md#roles-and-access; docs/product.md#subscription-status, docs/architecture.md#tests) as a member notices them: the status the API reports
// and whether the library (and its 30 s result cache, decision 0005) shows the full catalogue or the samples only.
describe('subscription status rules', () => {
  let ctx: TestContext;
  const TOTAL = 14;
  const SAMPLES = 4;
  const DAY = 24 * 3600 * 1000;
  const row = (index: number): SourcedExercise => ({
    sourceId: `test:status-${index}`,
    exercise: exerciseInputSchema.parse({
      exerciseName: `Status Row ${String(index).padStart(2, '0')}`,
      equipmentType: 'Dumbbells',
      targetMuscleGroups: 'Chest',
      description: 'A row made for the status tests.',
      videoUrl: null,
      isSample: index < SAMPLES,
    }),
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    await upsertExercises(
      ctx.database,
      Array.from({ length: TOTAL }, (_, index) => row(index)),
    );
  });
  afterAll(() => ctx.close());

  const status = async (client: TestClient) => (await (await client.request('/api/billing/subscription')).json()) as BillingSubscription;
  const me = async (client: TestClient) => ((await (await client.request('/api/me')).json()) as { subscription: unknown }).subscription;

  /** A member of `context` (default: the local provider's app) whose stored subscription is `stored` (or none). */
  async function memberWith(stored?: Stored, context = ctx) {
    const signedIn = await context.signedInUser('user');
    if (stored) {
      await context.db.insert(subscriptions).values({
        userId: signedIn.userId,
        status: stored.status,
        tier: stored.tier ?? 'Yearly',
        currentPeriodEnd: stored.end,
        cancelAtPeriodEnd: stored.cancelAtPeriodEnd ?? false,
        provider: stored.provider ?? 'local',
      });
    }
    return signedIn;
  }

  type Stored = { status: string; end: Date; cancelAtPeriodEnd?: boolean; tier?: string; provider?: 'local' | 'stripe' } | undefined;
  it.each<[string, Stored, boolean]>([
    ['a member who never subscribed', undefined, false],
    ['a subscriber', { status: 'active', end: new Date(Date.now() + 300 * DAY) }, true],
    [
      'a subscriber who cancelled, before the end date',
      { status: 'active', end: new Date(Date.now() + 3 * DAY), cancelAtPeriodEnd: true },
      true,
    ],
    [
      'a subscriber in Stripe’s retry window after a failed renewal (past_due)',
      { status: 'past_due', end: new Date(Date.now() + 3 * DAY) },
      true,
    ],
    ['a member whose plan ended (end date passed)', { status: 'active', end: new Date(Date.now() - 1000), cancelAtPeriodEnd: true }, false],
    ['a member whose plan was ended early (canceled, end still ahead)', { status: 'canceled', end: new Date(Date.now() + 3 * DAY) }, false],
    ['a member whose first payment never completed (incomplete)', { status: 'incomplete', end: new Date(Date.now() + 3 * DAY) }, false],
    // Stripe: the renewal reaches us by webhook, which Stripe retries for up to 3 days (STRIPE_RENEWAL_GRACE_MS).
    [
      'a Stripe subscriber whose renewal webhook is late (end passed a day ago)',
      { provider: 'stripe', status: 'active', end: new Date(Date.now() - DAY) },
      true,
    ],
    [
      'a Stripe subscriber in the retry window whose renewal webhook is late',
      { provider: 'stripe', status: 'past_due', end: new Date(Date.now() - 2 * DAY) },
      true,
    ],
    [
      'a Stripe subscriber whose end passed beyond the 3-day grace',
      { provider: 'stripe', status: 'active', end: new Date(Date.now() - 3 * DAY - 60_000) },
      false,
    ],
    [
      'a Stripe subscriber who cancelled, after the end date (no grace)',
      { provider: 'stripe', status: 'active', end: new Date(Date.now() - 1000), cancelAtPeriodEnd: true },
      false,
    ],
    [
      'a Stripe subscription deleted (canceled) a moment ago',
      { provider: 'stripe', status: 'canceled', end: new Date(Date.now() - 1000) },
      false,
    ],
  ])('%s', async (_, stored, subscribed) => {
    const { client } = await memberWith(stored);
    const expected = subscribed
      ? { subscribed: true, tier: 'Yearly', end: stored!.end!.toISOString() }
      : { subscribed: false, tier: null, end: null };
    expect(await me(client)).toEqual(expected);
    expect(await status(client)).toEqual({
      ...expected,
      cancelAtPeriodEnd: subscribed && !!stored?.cancelAtPeriodEnd,
      hasPlan: subscribed,
    });
    const library = await list(client);
    expect(library.total).toBe(subscribed ? TOTAL : SAMPLES);
    expect(library.sampleOnly).toBe(!subscribed);
  });

  describe('a local test-mode plan renews itself until cancelled (its passed end rolls forward by its interval)', () => {
    const monthlyEnd = subDays(subMonths(new Date(), 1), 1);
    const yearlyEnd = subDays(new Date(), 3);
    it.each<[string, Stored, Date]>([
      ['monthly, a month and a day past its end', { status: 'active', tier: 'Monthly', end: monthlyEnd }, addMonths(monthlyEnd, 2)],
      ['yearly, three days past its end', { status: 'active', tier: 'Yearly', end: yearlyEnd }, addYears(yearlyEnd, 1)],
    ])('%s: still subscribed, renewing on the rolled-forward date', async (_, stored, renews) => {
      const { client } = await memberWith(stored);
      const end = renews.toISOString();
      expect(await status(client)).toEqual({ subscribed: true, tier: stored!.tier, end, cancelAtPeriodEnd: false, hasPlan: true });
      expect(await me(client)).toEqual({ subscribed: true, tier: stored!.tier, end });
      expect((await list(client)).total).toBe(TOTAL);
    });

    it('with the clock moved on: renews on each month’s date; cancelled, it ends at the renewal date it showed', async () => {
      const { client, userId } = await ctx.signedInUser('user');
      const started = (await (
        await client.request('/api/billing/local/checkout', { method: 'POST', json: { priceType: 'monthly' } })
      ).json()) as BillingSubscription;
      const firstEnd = new Date(started.end!);
      const viewer = { kind: 'user', role: 'user', user: { id: userId } } as SignedInViewer;
      const logger = pino({ level: 'silent' });
      // The clock, not a sleep (the session would expire in a week, so the rule is read through the services).
      vi.useFakeTimers({ toFake: ['Date'], now: addDays(firstEnd, 1) });
      try {
        const renewed = addMonths(firstEnd, 1);
        expect(await billingSubscription(ctx.db, viewer, LOCAL_RENEWAL)).toEqual({
          subscribed: true,
          tier: 'Monthly',
          end: renewed.toISOString(),
          cancelAtPeriodEnd: false,
          hasPlan: true,
        });
        expect(await subscriptionStatus(ctx.db, logger, userId, 'user', LOCAL_RENEWAL)).toEqual({
          subscribed: true,
          tier: 'Monthly',
          end: renewed.toISOString(),
        });
        vi.setSystemTime(addDays(firstEnd, 100)); // three renewals later
        const later = addMonths(firstEnd, 4);
        expect((await billingSubscription(ctx.db, viewer, LOCAL_RENEWAL)).end).toBe(later.toISOString());
        await setLocalCancelAtPeriodEnd(ctx.db, viewer, true);
        expect(await billingSubscription(ctx.db, viewer, LOCAL_RENEWAL)).toEqual({
          subscribed: true,
          tier: 'Monthly',
          end: later.toISOString(),
          cancelAtPeriodEnd: true,
          hasPlan: true,
        });
        vi.setSystemTime(addDays(later, 1));
        expect(await billingSubscription(ctx.db, viewer, LOCAL_RENEWAL)).toEqual({
          subscribed: false,
          tier: null,
          end: null,
          cancelAtPeriodEnd: false,
          hasPlan: false,
        });
        expect(await subscriptionStatus(ctx.db, logger, userId, 'user', LOCAL_RENEWAL)).toEqual({
          subscribed: false,
          tier: null,
          end: null,
        });
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('under BILLING_PROVIDER=stripe, a test-mode plan left from an earlier local run does not renew: it ends at its stored end', () => {
    let stripeCtx: TestContext;
    let fake: FakeStripe;

    beforeAll(async () => {
      fake = await startFakeStripe();
      stripeCtx = await createTestContext({ env: stripeEnv(fake) });
      await upsertExercises(
        stripeCtx.database,
        Array.from({ length: TOTAL }, (_, index) => row(index)),
      );
    });
    afterAll(async () => {
      await stripeCtx.close();
      await fake.close();
    });

    it.each<[string, Stored]>([
      ['monthly, a day past its end', { status: 'active', tier: 'Monthly', end: subDays(new Date(), 1) }],
      ['yearly, a month and a day past its end', { status: 'active', tier: 'Yearly', end: subDays(subMonths(new Date(), 1), 1) }],
    ])('%s: not subscribed, samples only, and a real checkout is not refused', async (_, stored) => {
      const { client } = await memberWith(stored, stripeCtx);
      expect(await me(client)).toEqual({ subscribed: false, tier: null, end: null });
      expect(await status(client)).toEqual({ subscribed: false, tier: null, end: null, cancelAtPeriodEnd: false, hasPlan: false });
      const library = await list(client);
      expect(library.total).toBe(SAMPLES);
      expect(library.sampleOnly).toBe(true);
      const checkout = await client.request('/api/billing/checkout', { method: 'POST', json: { priceType: 'monthly' } });
      expect(checkout.status).toBe(200);
    });

    it('counts until its stored end, which it shows and does not move', async () => {
      const end = addDays(new Date(), 3);
      const { client } = await memberWith({ status: 'active', tier: 'Monthly', end }, stripeCtx);
      expect(await me(client)).toEqual({ subscribed: true, tier: 'Monthly', end: end.toISOString() });
      expect((await list(client)).total).toBe(TOTAL);
    });
  });

  it('an admin, always subscribed with tier Admin and the full catalogue, without a plan of their own', async () => {
    const { client } = await ctx.signedInUser('admin');
    expect(await me(client)).toEqual({ subscribed: true, tier: 'Admin', end: null });
    expect(await status(client)).toEqual({ subscribed: true, tier: 'Admin', end: null, cancelAtPeriodEnd: false, hasPlan: false });
    expect((await list(client)).total).toBe(TOTAL);
  });

  it('a failed subscription check means not subscribed (admins stay subscribed)', async () => {
    const broken = {
      select: () => {
        throw new Error('database unreachable');
      },
    } as unknown as Db;
    const logger = pino({ level: 'silent' });
    expect(await subscriptionStatus(broken, logger, 'someone', 'user', LOCAL_RENEWAL)).toEqual({
      subscribed: false,
      tier: null,
      end: null,
    });
    expect(await subscriptionStatus(broken, logger, 'someone', 'admin', LOCAL_RENEWAL)).toEqual({
      subscribed: true,
      tier: 'Admin',
      end: null,
    });
  });

  describe('the library result cache never serves the full catalogue to a member whose plan ended', () => {
    it('after a test-mode End now, while the full page is still cached', async () => {
      const { client } = await ctx.signedInUser('user');
      expect((await client.request('/api/billing/local/checkout', { method: 'POST', json: { priceType: 'monthly' } })).status).toBe(200);
      const full = await list(client, { q: 'status row' });
      expect(full.total).toBe(TOTAL);
      expect((await client.request('/api/billing/local/end', { method: 'POST' })).status).toBe(200);
      const after = await list(client, { q: 'status row' });
      expect(after.total).toBe(SAMPLES);
      expect(after.items.every((item) => item.isSample)).toBe(true);
      // The full page is still cached for subscribers: another subscriber gets it from the cache of their own class.
      const other = await memberWith({ status: 'active', end: new Date(Date.now() + DAY) });
      expect((await list(other.client, { q: 'status row' })).total).toBe(TOTAL);
    });

    it('when the end date simply passes (no write at all), within the one-second viewer memo', async () => {
      const { client } = await memberWith({ status: 'active', end: new Date(Date.now() + 1_500), cancelAtPeriodEnd: true });
      expect((await list(client, { q: 'status row', page: 1 })).total).toBe(TOTAL);
      // The clock, not a sleep: 2.7 s on is past the end, plus the 1 s memo of decision 0010.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 2_700 });
      try {
        const after = await list(client, { q: 'status row', page: 1 });
        expect(after.total).toBe(SAMPLES);
        expect(after.sampleOnly).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
