/**
 * Where the member announcement bar goes (spec §2 Dashboard shell: 'Announcement bar at the top'). Empty for now: the
 * announcements issue renders its bar here ('Loading announcement...', dismissible, countdown — spec §2).
 */
export function AnnouncementBarSlot() {
  return null;
}
