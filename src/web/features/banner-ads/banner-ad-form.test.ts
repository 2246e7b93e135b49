import { describe, expect, it } from 'vitest';
import type { BannerAd } from '@/shared/schemas/promotions';
import { bannerAdFormErrors, bannerAdFormValues, toBannerAdInput } from './banner-ad-form';

const NOW = Date.parse('2031-03-10T15:00:00Z');

describe('banner ad slot form (docs/product.md#banner-ads, docs/product.md#validation, docs/product.md#limits)', () => {
  it("starts an empty slot blank and inactive, its countdown at 12:00 in the admin's own time zone", () => {
    expect(bannerAdFormValues(null, 'Europe/Madrid').countdown.timeZone).toBe('Europe/Madrid');
    expect(bannerAdFormValues(null, 'America/New_York')).toEqual({
      isActive: false,
      headline: '',
      subtext: '',
      buttonText: '',
      buttonUrl: '',
      countdown: { date: '', hour: '12', minute: '00', timeZone: 'America/New_York' },
    });
  });

  it('sends empty texts as null and the countdown as the instant it names', () => {
    const values = {
      ...bannerAdFormValues(null, 'America/New_York'),
      headline: ' Deal ',
      countdown: { date: '2031-03-12', hour: '12', minute: '00', timeZone: 'America/New_York' },
    };
    expect(toBannerAdInput(values, null, NOW)).toEqual({
      input: {
        isActive: false,
        headline: 'Deal',
        subtext: null,
        buttonText: null,
        buttonUrl: null,
        countdownEnd: '2031-03-12T16:00:00.000Z',
      },
    });
  });

  it('refuses an empty headline, a bad URL and a newly chosen end in the past', () => {
    const values = {
      ...bannerAdFormValues(null, 'America/New_York'),
      buttonUrl: 'javascript:alert(1)',
      countdown: { date: '2031-03-10', hour: '09', minute: '00', timeZone: 'UTC' },
    };
    expect(toBannerAdInput(values, null, NOW)).toEqual({
      errors: {
        headline: 'Headline is required.',
        buttonUrl: 'Enter a full web address (https://…) or a path on this site (/…).',
        countdown: 'The countdown end must be in the future.',
      },
    });
  });

  it('keeps a stored end that has passed when it is not changed', () => {
    const ad: BannerAd = {
      id: '00000000-0000-4000-8000-000000000001',
      headline: 'Ended',
      subtext: null,
      countdownEnd: '2031-03-01T17:00:00.000Z',
      buttonText: null,
      buttonUrl: null,
      isActive: true,
      displayOrder: 1,
      createdAt: '2031-01-01T00:00:00.000Z',
      updatedAt: '2031-01-01T00:00:00.000Z',
    };
    // Shown in the admin's zone: 17:00 UTC is noon in New York, 18:00 in Paris.
    expect(bannerAdFormValues(ad, 'Europe/Paris').countdown).toEqual({
      date: '2031-03-01',
      hour: '18',
      minute: '00',
      timeZone: 'Europe/Paris',
    });
    const values = bannerAdFormValues(ad, 'America/New_York');
    expect(values.countdown).toEqual({ date: '2031-03-01', hour: '12', minute: '00', timeZone: 'America/New_York' });
    expect(toBannerAdInput({ ...values, isActive: false }, ad.countdownEnd, NOW)).toMatchObject({
      input: { countdownEnd: ad.countdownEnd, isActive: false },
    });
  });

  it("puts the server's field problems under the slot's fields by their dotted paths", () => {
    expect(
      bannerAdFormErrors([
        { path: 'countdownEnd', message: 'The countdown must end in the future.' },
        { path: 'buttonUrl', message: 'Enter a web address.' },
        { path: 'displayOrder', message: 'Slot must be 1 to 3.' },
      ]),
    ).toEqual({
      errors: { countdown: 'The countdown must end in the future.', buttonUrl: 'Enter a web address.' },
      unmatched: ['Slot must be 1 to 3.'],
    });
  });
});
