/**
 * Every user-visible string of the announcement and banner ads, exactly as spec §2, §5 and §8 write them where the spec
 * words them (STYLE.md convention 7). Validation messages shared with the server live in `@/shared/schemas/promotions`.
 */
export const ANNOUNCEMENT_TEXT = {
  loading: 'Loading announcement...',
  region: 'Announcement',
  dismiss: 'Dismiss announcement',
  countdownLabel: 'Time remaining',

  cardTitle: 'Announcement Banner',
  cardDescription: 'One message at the top of every member page. Saving replaces the live banner at once.',
  cardLoading: 'Loading...',
  showBanner: 'Show Banner',
  showBannerHint: 'When off, members see no banner.',
  title: 'Title',
  titlePlaceholder: 'e.g. New workouts every Monday',
  countdownLegend: 'Countdown end (optional)',
  countdownHint: 'The banner counts down to this moment; the countdown disappears when it is reached.',
  buttonText: 'Button text (optional)',
  buttonUrl: 'Button URL (optional)',
  buttonUrlPlaceholder: 'https://… or /dashboard/…',
  save: 'Save Announcement',
  saving: 'Saving...',
  testRefresh: 'Test Banner Refresh',
  loadFailed: 'The announcement could not be loaded.',
  retry: 'Try again',
} as const;

/** Toasts of the announcement card (spec §8 'Admin'). */
export const ANNOUNCEMENT_TOASTS = {
  saved: (active: boolean) => `Announcement ${active ? 'activated' : 'deactivated'} successfully`,
  saveFailed: 'Failed to save announcement. Please try again.',
} as const;

export const BANNER_AD_TEXT = {
  cardTitle: 'Banner Ad Management',
  cardDescription: 'Members see active ads in the Exercise Library, one after every 4th exercise, rotating in slot order.',
  maxPerPage: 'Max 3 per page',
  loading: 'Loading...',
  slotTitle: (slot: number) => `Banner Ad ${slot}`,
  empty: 'Empty',
  saved: 'Saved',
  active: 'Active',
  inactive: 'Inactive',
  delete: (slot: number) => `Delete Banner Ad ${slot}`,
  headline: 'Headline',
  headlinePlaceholder: 'e.g. Unlock every exercise',
  subtext: 'Subtext (optional)',
  buttonText: 'Button text (optional)',
  buttonUrl: 'Button URL (optional)',
  buttonUrlPlaceholder: 'https://… or /dashboard/…',
  countdownLegend: 'Countdown end (optional)',
  save: 'Save',
  saving: 'Saving...',
  loadFailed: 'The banner ads could not be loaded.',
  retry: 'Try again',
  sponsored: 'Sponsored',
  adRegion: (headline: string) => `Promotion: ${headline}`,
} as const;

/** Toasts of Banner Ad Management (spec §8 'Admin'). */
export const BANNER_AD_TOASTS = {
  saved: (slot: number) => `Banner Ad ${slot} saved successfully`,
  deleted: (slot: number) => `Banner Ad ${slot} deleted successfully`,
  fetchFailed: 'Failed to fetch banner ads',
  saveFailed: 'Failed to save banner ad',
  deleteFailed: 'Failed to delete banner ad',
} as const;

export const COUNTDOWN_TEXT = {
  date: 'End date',
  hour: 'Hour',
  minute: 'Minute',
  timeZone: 'Timezone',
  clear: 'Clear countdown',
  units: { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' },
  unitOne: { days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second' },
} as const;

/** The browser event a save sends 500 ms later so the bar refetches (spec §4 Announcement, §9). */
export const ANNOUNCEMENT_UPDATED_EVENT = 'announcement-updated';
/** spec §9 'Announcement refresh after save: 500 ms'. */
export const ANNOUNCEMENT_REFRESH_DELAY_MS = 500;
