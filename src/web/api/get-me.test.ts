import { describe, expect, it } from 'vitest';
import { NOT_SUBSCRIBED, normaliseMe } from '@/web/api/get-me';

const user = { id: 'u1', email: 'a@example.com', name: 'a', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z' };

describe('normaliseMe (docs/product.md#subscription-status)', () => {
  it('falls back to role user when the role is missing or unknown', () => {
    expect(normaliseMe({ user }).role).toBe('user');
    expect(normaliseMe({ user, role: 'owner' }).role).toBe('user');
  });

  it('treats a missing or malformed subscription as not subscribed', () => {
    expect(normaliseMe({ user, role: 'user' }).subscription).toEqual(NOT_SUBSCRIBED);
    expect(normaliseMe({ user, role: 'user', subscription: null }).subscription).toEqual(NOT_SUBSCRIBED);
  });

  it('keeps a member subscription as sent', () => {
    const subscription = { subscribed: true, tier: 'Monthly', end: '2026-02-01T00:00:00.000Z' };
    expect(normaliseMe({ user, role: 'user', subscription }).subscription).toEqual(subscription);
  });

  it('always counts admins as subscribed, with tier Admin when none is present', () => {
    expect(normaliseMe({ user, role: 'admin', subscription: NOT_SUBSCRIBED }).subscription).toEqual({
      subscribed: true,
      tier: 'Admin',
      end: null,
    });
    expect(normaliseMe({ user, role: 'admin', subscription: { subscribed: true, tier: 'Yearly', end: null } }).subscription.tier).toBe(
      'Yearly',
    );
  });
});
