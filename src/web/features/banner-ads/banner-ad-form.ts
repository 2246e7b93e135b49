import { type BannerAd, type BannerAdInput, bannerAdInputSchema, PROMOTION_MESSAGES } from '@/shared/schemas/promotions';
import type { ApiIssue } from '@/web/lib/api-client';
import { fieldErrorsOf, fieldsNamed } from '@/web/lib/form-errors';
import { DEFAULT_COUNTDOWN_HOUR, DEFAULT_COUNTDOWN_MINUTE, isoToZoned, type ZonedDateTime, zonedToIso } from '@/web/lib/time-zones';

/** One slot's fields (docs/product.md#banner-ads). */
export type BannerAdFormValues = {
  isActive: boolean;
  headline: string;
  subtext: string;
  buttonText: string;
  buttonUrl: string;
  countdown: ZonedDateTime;
};

export type BannerAdFormErrors = Partial<Record<'headline' | 'subtext' | 'buttonText' | 'buttonUrl' | 'countdown', string>>;

/** The slot's fields by the API's field names (the countdown end is set through the countdown fields). */
const fieldOf = fieldsNamed<keyof BannerAdFormErrors>(['headline', 'subtext', 'buttonText', 'buttonUrl', 'countdown'], {
  countdownEnd: 'countdown',
});

/**
 * The slot's field messages for `issues` (the server's, or the shared schema's with their path joined by dots), and
 * the messages of the issues no field shows.
 */
export function bannerAdFormErrors(issues: readonly ApiIssue[]): { errors: BannerAdFormErrors; unmatched: string[] } {
  return fieldErrorsOf(issues, fieldOf);
}

/**
 * The form of a saved ad, or of an empty slot: blank and inactive, countdown time 12:00 in `timeZone`, the admin's own
 * (docs/product.md#banner-ads, docs/product.md#limits defaults). A saved countdown is shown in that zone too.
 */
export function bannerAdFormValues(ad: BannerAd | null, timeZone: string): BannerAdFormValues {
  return {
    isActive: ad?.isActive ?? false,
    headline: ad?.headline ?? '',
    subtext: ad?.subtext ?? '',
    buttonText: ad?.buttonText ?? '',
    buttonUrl: ad?.buttonUrl ?? '',
    countdown: ad?.countdownEnd
      ? isoToZoned(ad.countdownEnd, timeZone)
      : { date: '', hour: DEFAULT_COUNTDOWN_HOUR, minute: DEFAULT_COUNTDOWN_MINUTE, timeZone },
  };
}

/**
 * Checks one slot with the API's own schema (headline required; empty texts become null) and refuses a newly chosen
 * countdown end that is not in the future (docs/product.md#validation: "past dates cannot be chosen"); `savedEnd`, the end already
 * stored, may stay as it is. Returns the request body or the message of each failing field.
 */
export function toBannerAdInput(
  values: BannerAdFormValues,
  savedEnd: string | null,
  now = Date.now(),
): { input: BannerAdInput } | { errors: BannerAdFormErrors } {
  const countdownEnd = zonedToIso(values.countdown);
  const input: BannerAdInput = {
    isActive: values.isActive,
    headline: values.headline,
    subtext: values.subtext,
    buttonText: values.buttonText,
    buttonUrl: values.buttonUrl,
    countdownEnd,
  };
  const errors: BannerAdFormErrors = {};
  const unchanged = savedEnd !== null && countdownEnd !== null && Date.parse(savedEnd) === Date.parse(countdownEnd);
  if (countdownEnd && !unchanged && Date.parse(countdownEnd) <= now) errors.countdown = PROMOTION_MESSAGES.pastCountdown;
  const parsed = bannerAdInputSchema.safeParse(input);
  if (!parsed.success) {
    const schemaErrors = bannerAdFormErrors(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
    ).errors;
    for (const [field, message] of Object.entries(schemaErrors) as [keyof BannerAdFormErrors, string][]) errors[field] ??= message;
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data };
}
