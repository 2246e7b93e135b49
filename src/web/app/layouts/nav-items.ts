import {
  CalendarDays,
  ClipboardList,
  Dumbbell,
  GitCompareArrows,
  Heart,
  Lightbulb,
  Menu,
  MessageSquareText,
  Settings,
  ShieldCheck,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  title: string;
  href: string;
  icon: LucideIcon;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
  adminOnly?: boolean;
}

/** Sidebar link groups of docs/product.md#dashboard-shell; the Admin group is for admins only (docs/product.md#roles-and-access). */
export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Browse',
    items: [
      { title: 'Browse Exercises', href: '/dashboard/exercises', icon: Dumbbell },
      { title: 'Compare Exercises', href: '/dashboard/compare-exercises', icon: GitCompareArrows },
      { title: 'My Workouts', href: '/dashboard/workouts', icon: ClipboardList },
      { title: 'History', href: '/dashboard/history', icon: CalendarDays },
      { title: 'My Favorites', href: '/dashboard/my-favorites', icon: Heart },
      { title: 'My Gyms', href: '/dashboard/gyms', icon: Warehouse },
    ],
  },
  {
    label: 'Contribute',
    items: [
      { title: 'Suggest Exercise', href: '/dashboard/suggest-exercise', icon: Lightbulb },
      { title: 'My Suggestions', href: '/dashboard/my-suggestions', icon: MessageSquareText },
    ],
  },
  { label: 'Account', items: [{ title: 'Account Settings', href: '/dashboard/account-settings', icon: Settings }] },
  { label: 'Admin', adminOnly: true, items: [{ title: 'Admin Dashboard', href: '/dashboard/admin', icon: ShieldCheck }] },
];

/** docs/product.md#screens: a link is active only on an exact path match (a trailing slash is ignored). */
export function isActivePath(pathname: string, href: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return normalised === href;
}

/**
 * The phone's bottom bar (docs/product.md#phone-navigation): the places a member moves between most, one thumb away;
 * `section` is the start of the addresses that count as that place (a workout's builder is in My Workouts, a logged
 * session in History). Everything else stays in the sidebar, which the bar's More opens.
 */
export const BOTTOM_NAV_ITEMS: Array<NavItem & { label: string; sections: string[] }> = [
  { title: 'Browse Exercises', label: 'Library', href: '/dashboard/exercises', icon: Dumbbell, sections: ['/dashboard/exercises'] },
  { title: 'My Workouts', label: 'Workouts', href: '/dashboard/workouts', icon: ClipboardList, sections: ['/dashboard/workouts'] },
  {
    title: 'History',
    label: 'History',
    href: '/dashboard/history',
    icon: CalendarDays,
    sections: ['/dashboard/history', '/dashboard/sessions'],
  },
  { title: 'My Favorites', label: 'Favorites', href: '/dashboard/my-favorites', icon: Heart, sections: ['/dashboard/my-favorites'] },
];

/** The bar's More button's icon (it opens the sidebar). */
export const MORE_ICON = Menu;

/**
 * The bottom bar's place `pathname` is in: 'page' on the place's own address, 'section' below it (a workout's page is
 * in Workouts), null elsewhere.
 */
export function bottomNavMatch(pathname: string, item: { href: string; sections: string[] }): 'page' | 'section' | null {
  if (isActivePath(pathname, item.href)) return 'page';
  const normalised = pathname.replace(/\/+$/, '');
  return item.sections.some((section) => normalised === section || normalised.startsWith(`${section}/`)) ? 'section' : null;
}
