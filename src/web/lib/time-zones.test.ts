import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_TIME_ZONES,
  announcementTimeZones,
  BANNER_AD_TIME_ZONES,
  bannerAdTimeZones,
  isoToZoned,
  todayIn,
  zonedToIso,
} from './time-zones';

describe('countdown time zones (docs/product.md#admin cards, docs/product.md#limits)', () => {
  it('offers the eleven announcement zones and the five banner-ad zones of docs/product.md#limits, in order', () => {
    expect(ANNOUNCEMENT_TIME_ZONES.map((z) => z.label)).toEqual([
      'UTC',
      'Eastern',
      'Central',
      'Mountain',
      'Pacific',
      'London',
      'Paris',
      'Berlin',
      'Tokyo',
      'Shanghai',
      'Sydney',
    ]);
    expect(BANNER_AD_TIME_ZONES.map((z) => z.label)).toEqual(['Eastern', 'Central', 'Mountain', 'Pacific', 'UTC']);
  });

  it("adds the browser's zone as a choice only when it is not one of the eleven", () => {
    expect(announcementTimeZones('Europe/Paris')).toBe(ANNOUNCEMENT_TIME_ZONES);
    expect(announcementTimeZones('Europe/Madrid')[0]).toEqual({ value: 'Europe/Madrid', label: 'Local (Europe/Madrid)' });
    expect(announcementTimeZones('Europe/Madrid')).toHaveLength(12);
  });

  it("gives a banner ad the browser's zone the same way: a choice of its own only when it is not one of the five", () => {
    expect(bannerAdTimeZones('UTC')).toBe(BANNER_AD_TIME_ZONES);
    expect(bannerAdTimeZones('America/Chicago')).toBe(BANNER_AD_TIME_ZONES);
    expect(bannerAdTimeZones('Europe/Paris').map((z) => z.label)).toEqual([
      'Local (Europe/Paris)',
      'Eastern',
      'Central',
      'Mountain',
      'Pacific',
      'UTC',
    ]);
  });

  it('turns a wall-clock date and time in a zone into the right instant, across daylight saving', () => {
    expect(zonedToIso({ date: '2031-07-04', hour: '12', minute: '00', timeZone: 'America/New_York' })).toBe('2031-07-04T16:00:00.000Z');
    expect(zonedToIso({ date: '2031-01-15', hour: '12', minute: '00', timeZone: 'America/New_York' })).toBe('2031-01-15T17:00:00.000Z');
    expect(zonedToIso({ date: '2031-01-15', hour: '09', minute: '30', timeZone: 'Asia/Tokyo' })).toBe('2031-01-15T00:30:00.000Z');
    expect(zonedToIso({ date: '2031-01-15', hour: '23', minute: '59', timeZone: 'UTC' })).toBe('2031-01-15T23:59:00.000Z');
    expect(zonedToIso({ date: '', hour: '12', minute: '00', timeZone: 'UTC' })).toBeNull();
  });

  it('reads a stored instant back into the form fields of a zone (the inverse)', () => {
    expect(isoToZoned('2031-07-04T16:00:00.000Z', 'America/New_York')).toEqual({
      date: '2031-07-04',
      hour: '12',
      minute: '00',
      timeZone: 'America/New_York',
    });
    expect(isoToZoned('2031-01-15T00:30:00.000Z', 'Australia/Sydney')).toEqual({
      date: '2031-01-15',
      hour: '11',
      minute: '30',
      timeZone: 'Australia/Sydney',
    });
  });

  it("knows today's date in a zone (the earliest date a banner ad may pick)", () => {
    const now = Date.parse('2031-03-01T02:00:00Z');
    expect(todayIn('UTC', now)).toBe('2031-03-01');
    expect(todayIn('America/Los_Angeles', now)).toBe('2031-02-28');
  });
});
