import { describe, expect, it } from 'vitest';
import { exercisesQuerySchema } from '@/shared/schemas/exercises-query';
import { ANONYMOUS, type Viewer } from '../../auth/viewer';
import { searchCacheKeys } from './search-cache';

const subscriber: Viewer = {
  kind: 'user',
  user: { id: 'u1', email: 'a@example.test', name: 'A', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z' },
  sessionId: 's1',
  role: 'user',
  subscription: { subscribed: true, tier: 'Monthly', end: null },
  canSeeFullCatalogue: true,
};
const otherSubscriber: Viewer = { ...subscriber, user: { ...subscriber.user, id: 'u2' } };
const member: Viewer = { ...subscriber, subscription: { subscribed: false, tier: null, end: null }, canSeeFullCatalogue: false };
const keys = (viewer: Viewer, query: Record<string, unknown>) => searchCacheKeys(viewer, exercisesQuerySchema.parse(query));

describe('library search cache keys (decision 0005)', () => {
  it('are the same for every viewer of one visibility class, and differ across classes', () => {
    expect(keys(subscriber, { q: 'squat' })).toEqual(keys(otherSubscriber, { q: 'squat' }));
    expect(keys(member, { q: 'squat' })).toEqual(keys(ANONYMOUS, { q: 'squat' }));
    expect(keys(member, { q: 'squat' }).page).not.toBe(keys(subscriber, { q: 'squat' }).page);
    expect(keys(member, { q: 'squat' }).total).not.toBe(keys(subscriber, { q: 'squat' }).total);
  });

  it('ignore case, spacing and the order of filter values', () => {
    expect(keys(subscriber, { q: '  Pull   UP ', equipment: ['Dumbbells', 'Barbells'] })).toEqual(
      keys(subscriber, { q: 'pull up', equipment: ['Barbells', 'Dumbbells'] }),
    );
  });

  it('share the total across pages and orders, but not the page', () => {
    const first = keys(subscriber, { q: 'press', page: 1 });
    const third = keys(subscriber, { q: 'press', page: 3, sort: 'name', dir: 'desc' });
    expect(third.total).toBe(first.total);
    expect(third.page).not.toBe(first.page);
  });

  it('treat a direction without a sort as the default order it runs in', () => {
    expect(keys(subscriber, { dir: 'desc' })).toEqual(keys(subscriber, {}));
    expect(keys(subscriber, { q: 'row', dir: 'desc' })).toEqual(keys(subscriber, { q: 'row' }));
    expect(keys(subscriber, { sort: 'name', dir: 'desc' }).page).not.toBe(keys(subscriber, { sort: 'name' }).page);
  });
});
