import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { billingCustomers, session, subscriptions, user } from '../../db/schema';
import { type TestContext } from '../../test/test-app';
import type { FakeStripe } from '../../test/fakes/fake-stripe';
import { DAY, startStripeTestContext, unixNow } from '../../test/fixtures/stripe-test-context';
import { subscriptionObject } from '../../test/fixtures/stripe-fixtures';

// Account deletion with BILLING_PROVIDER=stripe (docs/product.md#account-settings; docs/architecture.md#billing): the member's running Stripe
// subscription is cancelled at Stripe before anything is deleted, and when Stripe fails nothing is deleted.
describe('deleting an account with a Stripe plan', () => {
  let ctx: TestContext;
  let fake: FakeStripe;

  beforeAll(async () => ({ ctx, fake } = await startStripeTestContext()));
  afterAll(() => ctx.close());
  beforeEach(() => fake.behave('/v1/subscriptions', 'ok'));

  /** A member with a Stripe customer and a stored Stripe subscription in `status` (known to the fake as well). */
  async function payingMember(label: string, status = 'active') {
    const member = await ctx.signedInUser('user', { email: `${label}@example.test` });
    const customer = `cus_${label}`;
    const subscriptionId = `sub_${label}_${member.userId.slice(0, 8)}`;
    await ctx.db.insert(billingCustomers).values({ userId: member.userId, provider: 'stripe', providerCustomerId: customer });
    fake.setSubscription(subscriptionObject({ id: subscriptionId, customer, status, periodEnd: unixNow() + 30 * DAY }));
    await ctx.db.insert(subscriptions).values({
      userId: member.userId,
      provider: 'stripe',
      status,
      tier: 'Yearly',
      currentPeriodEnd: new Date((unixNow() + 30 * DAY) * 1000),
      cancelAtPeriodEnd: false,
      providerCustomerId: customer,
      providerSubscriptionId: subscriptionId,
      providerStateAt: new Date(),
    });
    return { ...member, subscriptionId };
  }
  const deleteAccount = (member: Awaited<ReturnType<typeof payingMember>>) =>
    member.client.request('/api/auth/delete-user', { method: 'POST', json: { password: member.password } });
  const cancellations = (subscriptionId: string) =>
    fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);
  const rowsLeft = async (userId: string) => ({
    user: (await ctx.db.select().from(user).where(eq(user.id, userId))).length,
    session: (await ctx.db.select().from(session).where(eq(session.userId, userId))).length,
    subscriptions: (await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).length,
    billing_customers: (await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId))).length,
  });

  it('cancels the running subscription at Stripe, then deletes every row', async () => {
    const member = await payingMember('leaving');
    const response = await deleteAccount(member);
    expect(response.status).toBe(200);
    const [cancel] = cancellations(member.subscriptionId);
    expect(cancellations(member.subscriptionId)).toHaveLength(1);
    expect(cancel!.idempotencyKey).toBe(`equipped-cancel-${member.subscriptionId}`);
    expect(await rowsLeft(member.userId)).toEqual({ user: 0, session: 0, subscriptions: 0, billing_customers: 0 });
  });

  it('does not call Stripe for a subscription that has already ended', async () => {
    const member = await payingMember('ended', 'canceled');
    expect((await deleteAccount(member)).status).toBe(200);
    expect(cancellations(member.subscriptionId)).toHaveLength(0);
    expect((await rowsLeft(member.userId)).user).toBe(0);
  });

  it('deletes nothing when Stripe fails, and the member can try again', async () => {
    const member = await payingMember('stuck');
    fake.behave('/v1/subscriptions', 'fail');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined); // better-call prints a 500's cause
    try {
      const refused = await deleteAccount(member);
      expect(refused.status).toBe(500);
      expect(cancellations(member.subscriptionId).length).toBeGreaterThan(0);
    } finally {
      consoleError.mockRestore();
    }
    expect(await rowsLeft(member.userId)).toEqual({ user: 1, session: 1, subscriptions: 1, billing_customers: 1 });
    expect((await member.client.request('/api/me')).status).toBe(200);

    fake.behave('/v1/subscriptions', 'ok');
    expect((await deleteAccount(member)).status).toBe(200);
    expect((await rowsLeft(member.userId)).user).toBe(0);
  });
});
