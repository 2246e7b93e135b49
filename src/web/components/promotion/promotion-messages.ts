/**
 * Every user-visible string of the countdown the announcement and the banner ads share (each of those features keeps
 * its own strings in its messages file), exactly as docs/product.md#screens, docs/product.md#validation and docs/product.md#messages write them where the spec
 * words them (docs/architecture.md#strings). Validation messages shared with the server live in `@/shared/schemas/promotions`.
 */
export const COUNTDOWN_TEXT = {
  label: 'Time remaining',
  date: 'End date',
  hour: 'Hour',
  minute: 'Minute',
  timeZone: 'Timezone',
  clear: 'Clear countdown',
  units: { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' },
  unitOne: { days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second' },
} as const;
