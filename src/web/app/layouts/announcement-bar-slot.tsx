import { AnnouncementBar } from '@/web/features/announcements/components/announcement-bar';

/**
 * Where the member announcement bar goes (spec §2 Dashboard shell: 'Announcement bar at the top'): the promotions
 * feature's bar, which also keeps the page's announcement and banner ads live (issue 5 §2–3).
 */
export function AnnouncementBarSlot() {
  return <AnnouncementBar />;
}
