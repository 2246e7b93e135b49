import {
  CalendarDays,
  ClipboardList,
  Dumbbell,
  GitCompareArrows,
  Heart,
  Lightbulb,
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
