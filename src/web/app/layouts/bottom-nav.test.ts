import { describe, expect, it } from 'vitest';
import { BOTTOM_NAV_ITEMS, bottomNavMatch, NAV_GROUPS } from '@/web/app/layouts/nav-items';

const item = (label: string) => BOTTOM_NAV_ITEMS.find((entry) => entry.label === label)!;

describe('the phone navigation bar (docs/product.md#phone-navigation)', () => {
  it('holds Library, Workouts, History and Favorites, each a place the sidebar has too', () => {
    expect(BOTTOM_NAV_ITEMS.map((entry) => entry.label)).toEqual(['Library', 'Workouts', 'History', 'Favorites']);
    const sidebar = new Map(NAV_GROUPS.flatMap((group) => group.items).map((entry) => [entry.href, entry.title]));
    for (const entry of BOTTOM_NAV_ITEMS) expect(sidebar.get(entry.href)).toBe(entry.title);
  });

  it('marks a place on its own address, and as the section below it', () => {
    expect(bottomNavMatch('/dashboard/exercises', item('Library'))).toBe('page');
    expect(bottomNavMatch('/dashboard/workouts/', item('Workouts'))).toBe('page');
    expect(bottomNavMatch('/dashboard/workouts/create', item('Workouts'))).toBe('section');
    expect(bottomNavMatch('/dashboard/workouts/3f1c/edit', item('Workouts'))).toBe('section');
    expect(bottomNavMatch('/dashboard/sessions/9b2e', item('History'))).toBe('section');
    expect(bottomNavMatch('/dashboard/history/import', item('History'))).toBe('section');
  });

  it('marks nothing elsewhere, and no place by a mere prefix of its address', () => {
    for (const entry of BOTTOM_NAV_ITEMS) {
      expect(bottomNavMatch('/dashboard/account-settings', entry)).toBeNull();
      expect(bottomNavMatch('/dashboard/gyms', entry)).toBeNull();
    }
    expect(bottomNavMatch('/dashboard/workouts-archive', item('Workouts'))).toBeNull();
    expect(bottomNavMatch('/dashboard/historyx', item('History'))).toBeNull();
  });
});
