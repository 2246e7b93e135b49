import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** A time zone the admin can pick: its IANA name and the label of docs/product.md#limits. */
export type TimeZoneOption = { value: string; label: string };

/** The announcement's timezone choices, in the order docs/product.md#limits lists them. */
export const ANNOUNCEMENT_TIME_ZONES: readonly TimeZoneOption[] = [
  { value: 'UTC', label: 'UTC' },
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'Europe/London', label: 'London' },
  { value: 'Europe/Paris', label: 'Paris' },
  { value: 'Europe/Berlin', label: 'Berlin' },
  { value: 'Asia/Tokyo', label: 'Tokyo' },
  { value: 'Asia/Shanghai', label: 'Shanghai' },
  { value: 'Australia/Sydney', label: 'Sydney' },
];

/**
 * A banner ad's timezone choices, in the order docs/product.md#limits lists them; the default is the admin's own, as the
 * announcement's ({@link bannerAdTimeZones}).
 */
export const BANNER_AD_TIME_ZONES: readonly TimeZoneOption[] = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'UTC', label: 'UTC' },
];

/** A countdown's default time of day (docs/product.md#banner-ads 'Default countdown time 12:00'). */
export const DEFAULT_COUNTDOWN_HOUR = '12';
export const DEFAULT_COUNTDOWN_MINUTE = '00';

/** '00'…'23' and '00'…'59' for the hour and minute selectors (docs/product.md#screens). */
export const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'));
export const MINUTES = Array.from({ length: 60 }, (_, m) => String(m).padStart(2, '0'));

/** The browser's own IANA time zone ('UTC' when the browser does not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** `choices` with `zone` first as 'Local (zone)' when it is not one of them. */
function withLocalZone(choices: readonly TimeZoneOption[], zone: string): readonly TimeZoneOption[] {
  if (choices.some((option) => option.value === zone)) return choices;
  return [{ value: zone, label: `Local (${zone.replaceAll('_', ' ')})` }, ...choices];
}

/**
 * A banner ad's choices with `zone` (the browser's, the default of both admin forms: docs/product.md#banner-ads)
 * available, as {@link announcementTimeZones} does for the announcement.
 */
export function bannerAdTimeZones(zone: string): readonly TimeZoneOption[] {
  return withLocalZone(BANNER_AD_TIME_ZONES, zone);
}

/**
 * The announcement's choices with `zone` (the browser's, its default: docs/product.md#limits) available: the eleven of docs/product.md#limits, plus
 * `zone` first as 'Local (zone)' when it is not one of them, so the default is always a choice that can be seen.
 */
export function announcementTimeZones(zone: string): readonly TimeZoneOption[] {
  return withLocalZone(ANNOUNCEMENT_TIME_ZONES, zone);
}

/** A countdown end as the admin forms hold it: a calendar date (yyyy-MM-dd, '' for none), hour, minute and zone. */
export type ZonedDateTime = { date: string; hour: string; minute: string; timeZone: string };

/**
 * The instant (ISO 8601, UTC) at which the wall clock in `value.timeZone` shows `value.date` `value.hour`:`value.minute`,
 * or null when no date is chosen. A time skipped by a daylight-saving change moves forward, as the clocks do.
 */
export function zonedToIso(value: ZonedDateTime): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const zoned = new TZDate(year, month - 1, day, Number(value.hour), Number(value.minute), 0, 0, value.timeZone);
  return new Date(zoned.getTime()).toISOString();
}

/** What the wall clock in `timeZone` shows at the instant `iso`: the form fields for a stored countdown end. */
export function isoToZoned(iso: string, timeZone: string): ZonedDateTime {
  const zoned = new TZDate(Date.parse(iso), timeZone);
  return { date: format(zoned, 'yyyy-MM-dd'), hour: format(zoned, 'HH'), minute: format(zoned, 'mm'), timeZone };
}

/** Today's date (yyyy-MM-dd) in `timeZone` at `now`: the earliest countdown date a banner ad may pick (docs/product.md#validation). */
export function todayIn(timeZone: string, now = Date.now()): string {
  return format(new TZDate(now, timeZone), 'yyyy-MM-dd');
}
