/** Every user-visible string of the banner ads (the library cards and Banner Ad Management), kept in one place so the
 * wording is reviewed and changed together; the countdown's strings are shared, in components/promotion. */
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

/** Toasts of Banner Ad Management (docs/product.md#admin). */
export const BANNER_AD_TOASTS = {
  saved: (slot: number) => `Banner Ad ${slot} saved successfully`,
  deleted: (slot: number) => `Banner Ad ${slot} deleted successfully`,
  fetchFailed: 'Failed to fetch banner ads',
  saveFailed: 'Failed to save banner ad',
  deleteFailed: 'Failed to delete banner ad',
} as const;
