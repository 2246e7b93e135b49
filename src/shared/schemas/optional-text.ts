import { z } from 'zod';

/**
 * An optional free-text field of at most `max` characters (after trimming): missing, null, empty or only spaces all
 * become null, so the stored value is either real text or null. Used by the exercise form and the promotions.
 */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
