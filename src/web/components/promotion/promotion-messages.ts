/**
 * Every user-visible string of the countdown the announcement and the banner ads share (each of those features keeps
 * its own strings in its messages file), exactly as spec §2, §5 and §8 write them where the spec
 * words them (STYLE.md convention 7). Validation messages shared with the server live in `@/shared/schemas/promotions`.
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

