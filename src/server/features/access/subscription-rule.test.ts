import { addDays, addMonths, addYears } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { periodEndOf, STRIPE_RENEWAL_GRACE_MS, type SubscriptionRow, toSubscriptionStatus } from './access.service';

// The status rule of decision 0009 §5 at its edges: Stripe's renewal grace, and the local test-mode plan that renews
// itself while the server runs the local provider (and only then).
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
  /** The rule as the local provider reads it at `now`. */
  const underLocal = (now: number) => ({ now, renewLocalPlans: true });

  it('keeps a running Stripe plan that is not set to end for the grace period after its stored end, and not a moment longer', () => {
    expect(toSubscriptionStatus(row({}), 'user', { now: end + STRIPE_RENEWAL_GRACE_MS - 1 })).toEqual({
      subscribed: true,
      tier: 'Monthly',
      end: '2026-01-31T12:00:00.000Z',
    });
    expect(toSubscriptionStatus(row({}), 'user', { now: end + STRIPE_RENEWAL_GRACE_MS }).subscribed).toBe(false);
    expect(toSubscriptionStatus(row({ status: 'trialing' }), 'user', { now: end + 1 }).subscribed).toBe(true);
  });

  it('gives no grace to a Stripe plan set to end, one that ended, or a local plan set to end', () => {
    expect(toSubscriptionStatus(row({ cancelAtPeriodEnd: true }), 'user', { now: end + 1 }).subscribed).toBe(false);
    expect(toSubscriptionStatus(row({ status: 'canceled' }), 'user', { now: end - 1 }).subscribed).toBe(false);
    expect(toSubscriptionStatus(row({ status: 'unpaid' }), 'user', { now: end - 1 }).subscribed).toBe(false);
    expect(toSubscriptionStatus(row({ provider: 'local', cancelAtPeriodEnd: true }), 'user', underLocal(end + 1)).subscribed).toBe(false);
  });

  it('rolls a local plan’s passed end forward by whole intervals counted from its own date (month ends kept)', () => {
    const local = row({ provider: 'local' });
    const stored = local.currentPeriodEnd!;
    // Expected dates by date-fns from the stored end (the server's time zone decides calendar months, as at checkout).
    expect(periodEndOf(local, underLocal(end - 1))).toEqual(stored);
    expect(periodEndOf(local, underLocal(end))).toEqual(addMonths(stored, 1));
    expect(periodEndOf(local, underLocal(addDays(stored, 40).getTime()))).toEqual(addMonths(stored, 2)); // the 31st again, not the 28th
    expect(periodEndOf(local, underLocal(addDays(addMonths(stored, 39), 1).getTime()))).toEqual(addMonths(stored, 40));
    expect(periodEndOf(row({ provider: 'local', tier: 'Yearly' }), underLocal(addDays(addYears(stored, 4), 1).getTime()))).toEqual(
      addYears(stored, 5),
    );
    expect(toSubscriptionStatus(local, 'user', underLocal(addDays(stored, 40).getTime()))).toEqual({
      subscribed: true,
      tier: 'Monthly',
      end: addMonths(stored, 2).toISOString(),
    });
  });

  it('does not roll a local plan that is set to end, ended, or of an unknown tier; nor a Stripe plan', () => {
    const later = at('2026-03-15T00:00:00Z').getTime();
    for (const stays of [
      row({ provider: 'local', cancelAtPeriodEnd: true }),
      row({ provider: 'local', status: 'canceled' }),
      row({ provider: 'local', tier: 'Lifetime' }),
      row({}),
    ]) {
      expect(periodEndOf(stays, underLocal(later))).toEqual(at('2026-01-31T12:00:00Z'));
    }
    expect(toSubscriptionStatus(row({ provider: 'local', tier: 'Lifetime' }), 'user', underLocal(later)).subscribed).toBe(false);
  });

  it('does not roll a local plan when the server is not the local provider (the default): it ends at its stored end, with no grace', () => {
    const local = row({ provider: 'local' });
    const later = at('2026-03-15T00:00:00Z').getTime();
    for (const options of [{ now: later }, { now: later, renewLocalPlans: false }]) {
      expect(periodEndOf(local, options)).toEqual(at('2026-01-31T12:00:00Z'));
      expect(toSubscriptionStatus(local, 'user', options)).toEqual({ subscribed: false, tier: null, end: null });
    }
    expect(toSubscriptionStatus(local, 'user', { now: end - 1 })).toEqual({
      subscribed: true,
      tier: 'Monthly',
      end: '2026-01-31T12:00:00.000Z',
    });
    expect(toSubscriptionStatus(local, 'user', { now: end + 1 }).subscribed).toBe(false);
  });
});
