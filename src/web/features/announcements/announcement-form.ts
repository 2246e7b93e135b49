import { type AnnouncementInput, announcementInputSchema, type Announcement } from '@/shared/schemas/promotions';
import type { ApiIssue } from '@/web/lib/api-client';
import { fieldErrorsOf, fieldsNamed } from '@/web/lib/form-errors';
import { DEFAULT_COUNTDOWN_HOUR, DEFAULT_COUNTDOWN_MINUTE, isoToZoned, type ZonedDateTime, zonedToIso } from '@/web/lib/time-zones';

/** The admin card's fields (docs/product.md#announcement-admin). */
export type AnnouncementFormValues = {
  isActive: boolean;
  title: string;
  countdown: ZonedDateTime;
  buttonText: string;
  buttonUrl: string;
};

export type AnnouncementFormErrors = Partial<Record<'title' | 'countdown' | 'buttonText' | 'buttonUrl', string>>;

/** The card's fields by the API's field names (the countdown end is set through the countdown fields). */
const fieldOf = fieldsNamed<keyof AnnouncementFormErrors>(['title', 'countdown', 'buttonText', 'buttonUrl'], { countdownEnd: 'countdown' });

/**
 * The card's field messages for `issues` (the server's, or the shared schema's with their path joined by dots), and
 * the messages of the issues no field shows.
 */
export function announcementFormErrors(issues: readonly ApiIssue[]): { errors: AnnouncementFormErrors; unmatched: string[] } {
  return fieldErrorsOf(issues, fieldOf);
}

/** The form for `announcement` (or a blank one), its countdown shown in `timeZone` (the browser's by default: docs/product.md#limits). */
export function announcementFormValues(announcement: Announcement | null, timeZone: string): AnnouncementFormValues {
  const blankCountdown = { date: '', hour: DEFAULT_COUNTDOWN_HOUR, minute: DEFAULT_COUNTDOWN_MINUTE, timeZone };
  return {
    isActive: announcement?.isActive ?? false,
    title: announcement?.title ?? '',
    countdown: announcement?.countdownEnd ? isoToZoned(announcement.countdownEnd, timeZone) : blankCountdown,
    buttonText: announcement?.buttonText ?? '',
    buttonUrl: announcement?.buttonUrl ?? '',
  };
}

/**
 * Checks the form with the API's own schema (docs/product.md#validation: 'Title is required.'; empty button text and URL become null) and
 * returns the request body, or the message of each failing field.
 */
export function toAnnouncementInput(values: AnnouncementFormValues): { input: AnnouncementInput } | { errors: AnnouncementFormErrors } {
  const input: AnnouncementInput = {
    isActive: values.isActive,
    title: values.title,
    countdownEnd: zonedToIso(values.countdown),
    buttonText: values.buttonText,
    buttonUrl: values.buttonUrl,
  };
  const parsed = announcementInputSchema.safeParse(input);
  if (parsed.success) return { input: parsed.data };
  return {
    errors: announcementFormErrors(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))).errors,
  };
}
