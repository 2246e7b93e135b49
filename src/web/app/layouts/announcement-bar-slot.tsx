import { AnnouncementBar } from '@/web/features/announcements/components/announcement-bar';

/**
 * Where the member announcement bar goes (docs/product.md#dashboard-shell: 'Announcement bar at the top'): the promotions
 * feature's bar, which also keeps the page's announcement and banner ads live (docs/product.md#live-updates).
 */
export function AnnouncementBarSlot() {
  return <AnnouncementBar />;
}
