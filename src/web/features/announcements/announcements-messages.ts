/** Every user-visible string of the announcement (the bar members see and the admin card), kept in one place so the
 * wording is reviewed and changed together; the countdown's strings are shared, in components/promotion. */
export const ANNOUNCEMENT_TEXT = {
  loading: 'Loading announcement...',
  region: 'Announcement',
  dismiss: 'Dismiss announcement',

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

/** Toasts of the announcement card (docs/product.md#admin). */
export const ANNOUNCEMENT_TOASTS = {
  saved: (active: boolean) => `Announcement ${active ? 'activated' : 'deactivated'} successfully`,
  saveFailed: 'Failed to save announcement. Please try again.',
} as const;

/** The browser event a save sends 500 ms later so the bar refetches (docs/product.md#announcement-admin, docs/product.md#limits). */
export const ANNOUNCEMENT_UPDATED_EVENT = 'announcement-updated';

/** docs/product.md#announcement-admin 'Announcement refresh after save: 500 ms'. */
export const ANNOUNCEMENT_REFRESH_DELAY_MS = 500;
