import { addDays, addMonths, addYears } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { periodEndOf, STRIPE_RENEWAL_GRACE_MS, type SubscriptionRow, toSubscriptionStatus } from './access.service';

// The status rule of decision 0009 §5 at its edges: Stripe's renewal grace, and the local test-mode plan that renews itself.
describe('subscription status rule', () => {
  const at = (iso: string) => new Date(iso);
  const row = (overrides: Partial<SubscriptionRow>): SubscriptionRow => ({
    status: 'active',
    tier: 'Monthly',
    currentPeriodEnd: at('2026-01-31T12:00:00Z'),
    cancelAtPeriodEnd: false,
    provider: 'stripe',
    ...overrides,
  });
  const end = at('2026-01-31T12:00:00Z').getTime();

  it('keeps a running Stripe plan that is not set to end for the grace period after its stored end, and not a moment longer', () => {
    expect(toSubscriptionStatus(row({}), 'user', end + STRIPE_RENEWAL_GRACE_MS - 1)).toEqual({ subscribed: true, tier: 'Monthly', end: '2026-01-31T12:00:00.000Z' });
    expect(toSubscriptionStatus(row({}), 'user', end + STRIPE_RENEWAL_GRACE_MS).subscribed).toBe(false);
    expect(toSubscriptionStatus(row({ status: 'trialing' }), 'user', end + 1).subscribed).toBe(true);
  });

  it('gives no grace to a Stripe plan set to end, one that ended, or a local plan set to end', () => {
    expect(toSubscriptionStatus(row({ cancelAtPeriodEnd: true }), 'user', end + 1).subscribed).toBe(false);
    expect(toSubscriptionStatus(row({ status: 'canceled' }), 'user', end - 1).subscribed).toBe(false);
    expect(toSubscriptionStatus(row({ status: 'unpaid' }), 'user', end - 1).subscribed).toBe(false);
    expect(toSubscriptionStatus(row({ provider: 'local', cancelAtPeriodEnd: true }), 'user', end + 1).subscribed).toBe(false);
  });

  it('rolls a local plan’s passed end forward by whole intervals counted from its own date (month ends kept)', () => {
    const local = row({ provider: 'local' });
    const stored = local.currentPeriodEnd!;
    // Expected dates by date-fns from the stored end (the server's time zone decides calendar months, as at checkout).
    expect(periodEndOf(local, end - 1)).toEqual(stored);
    expect(periodEndOf(local, end)).toEqual(addMonths(stored, 1));
    expect(periodEndOf(local, addDays(stored, 40).getTime())).toEqual(addMonths(stored, 2)); // the 31st again, not the 28th
    expect(periodEndOf(local, addDays(addMonths(stored, 39), 1).getTime())).toEqual(addMonths(stored, 40));
    expect(periodEndOf(row({ provider: 'local', tier: 'Yearly' }), addDays(addYears(stored, 4), 1).getTime())).toEqual(addYears(stored, 5));
    expect(toSubscriptionStatus(local, 'user', addDays(stored, 40).getTime())).toEqual({ subscribed: true, tier: 'Monthly', end: addMonths(stored, 2).toISOString() });
  });

  it('does not roll a local plan that is set to end, ended, or of an unknown tier; nor a Stripe plan', () => {
    const later = at('2026-03-15T00:00:00Z').getTime();
    for (const stays of [row({ provider: 'local', cancelAtPeriodEnd: true }), row({ provider: 'local', status: 'canceled' }), row({ provider: 'local', tier: 'Lifetime' }), row({})]) {
      expect(periodEndOf(stays, later)).toEqual(at('2026-01-31T12:00:00Z'));
    }
    expect(toSubscriptionStatus(row({ provider: 'local', tier: 'Lifetime' }), 'user', later).subscribed).toBe(false);
  });
});
