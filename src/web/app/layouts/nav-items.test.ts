import { describe, expect, it } from 'vitest';
import { NAV_GROUPS, isActivePath } from '@/web/app/layouts/nav-items';

describe('sidebar links (docs/product.md#dashboard-shell)', () => {
  it('are active only on an exact path match', () => {
    expect(isActivePath('/dashboard/workouts', '/dashboard/workouts')).toBe(true);
    expect(isActivePath('/dashboard/workouts/', '/dashboard/workouts')).toBe(true);
    expect(isActivePath('/dashboard/workouts/create', '/dashboard/workouts')).toBe(false);
    expect(isActivePath('/dashboard', '/dashboard/exercises')).toBe(false);
  });

  it('list the groups and links of the spec, with Admin reserved for admins', () => {
    expect(NAV_GROUPS.map((g) => [g.label, g.items.map((i) => i.title)])).toEqual([
      ['Browse', ['Browse Exercises', 'Compare Exercises', 'My Workouts', 'History', 'My Favorites', 'My Gyms']],
      ['Contribute', ['Suggest Exercise', 'My Suggestions']],
      ['Account', ['Account Settings']],
      ['Admin', ['Admin Dashboard']],
    ]);
    expect(NAV_GROUPS.filter((g) => g.adminOnly).map((g) => g.label)).toEqual(['Admin']);
  });
});
