import { z } from 'zod';
import { EQUIPMENT_OPTIONS } from '../catalogue/equipment';
import { MUSCLE_OPTIONS } from '../catalogue/muscles';
import { exerciseInputSchema, exerciseSchema } from './exercise';

/** Suggestions one user may submit within {@link SUGGESTION_RATE_WINDOW_SECONDS} (issue 4 §1: "10 an hour"). */
export const SUGGESTIONS_PER_HOUR = 10;
/** The sliding window of the suggestion rate limit, in seconds (issue 4 §1). */
export const SUGGESTION_RATE_WINDOW_SECONDS = 3600;

/** Minutes as a person reads them: '1 minute', '23 minutes' (at least 1). */
function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The rule messages of suggestions (spec §5 Suggest form, §8 'Suggestions'; issue 4 §1), one place for both sides. */
export const SUGGESTION_MESSAGES = {
  loginRequired: 'You must be logged in to suggest exercises',
  notFound: 'Suggestion not found.',
  equipmentRequired: 'Equipment type is required',
  equipmentUnknown: 'Choose one of the equipment options',
  musclesRequired: 'Target muscle groups are required',
  videoInvalid: 'Video URL must be a valid URL',
  rateLimitTitle: 'Suggestion Limit Reached',
  rateLimited: (retryAfterSeconds: number) =>
    `You can suggest up to ${SUGGESTIONS_PER_HOUR} exercises an hour. Please try again in ${minutesText(retryAfterSeconds)}.`,
  unknownMuscle: (term: string) => `'${term}' is not one of the muscle groups`,
} as const;

const MUSCLE_BY_LOWERCASE = new Map<string, string>(MUSCLE_OPTIONS.map((muscle) => [muscle.toLowerCase(), muscle]));

/**
 * The comma-separated target muscles of a suggestion, normalised: each term trimmed and written as its option of spec
 * §3 ('lower back' → 'Lower Back'), empty terms dropped, each muscle once in the order first given (spec §5 "a muscle
 * group can be added only once"), joined by ', '. Returns the terms it could not match instead when there are any.
 */
export function normalizeMuscleList(value: string): { muscles: string; unknown: string[] } {
  const chosen: string[] = [];
  const unknown: string[] = [];
  for (const term of value.split(',').map((t) => t.trim()).filter((t) => t.length > 0)) {
    const muscle = MUSCLE_BY_LOWERCASE.get(term.toLowerCase());
    if (!muscle) unknown.push(term);
    else if (!chosen.includes(muscle)) chosen.push(muscle);
  }
  return { muscles: chosen.join(', '), unknown };
}

/** True for an absolute http(s) URL: what a video link may be (never javascript:, data:, …). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const base = exerciseInputSchema.omit({ isSample: true }).shape;

/**
 * POST /api/suggestions body (spec §3 Suggested exercise, §5 Suggest form; issue 4 §1): the content rules of
 * `exerciseInputSchema` (name, description required; pros, cons and video null when empty; tags trimmed, empty ones
 * dropped, duplicates ignored, null when none; difficulty default beginner) without `isSample`, and stricter where the
 * form offers a closed list:
 * - `equipmentType` must be one of the twelve form options (spec §3 "Equipment options"; decision 0008);
 * - `targetMuscleGroups` is comma-separated options of spec §3 "Muscle options", at least one, each once, normalised by
 *   {@link normalizeMuscleList};
 * - `videoUrl` must be an http(s) URL.
 * Unknown keys (a `userId`, `isSample`) are dropped: a suggestion always belongs to the session's user.
 */
export const suggestionInputSchema = z.object({
  ...base,
  // Trimmed first, then one of the options: written as a preprocess (not string().pipe(enum)) so the OpenAPI document
  // lists the enum the server enforces.
  equipmentType: z.preprocess(
    (value: string) => (typeof value === 'string' ? value.trim() : value),
    z.enum(EQUIPMENT_OPTIONS, {
      error: (issue) => (issue.input === '' || issue.input === undefined ? SUGGESTION_MESSAGES.equipmentRequired : SUGGESTION_MESSAGES.equipmentUnknown),
    }),
  ),
  targetMuscleGroups: z
    .string()
    .min(1, SUGGESTION_MESSAGES.musclesRequired)
    .max(300)
    .describe(
      `Comma-separated muscle groups, at least one, each once, each one of: ${MUSCLE_OPTIONS.join(', ')} (any case; stored in that spelling)`,
    )
    .transform((value, ctx) => {
      const { muscles, unknown } = normalizeMuscleList(value);
      for (const term of unknown) ctx.addIssue({ code: 'custom', message: SUGGESTION_MESSAGES.unknownMuscle(term) });
      if (unknown.length === 0 && muscles === '') ctx.addIssue({ code: 'custom', message: SUGGESTION_MESSAGES.musclesRequired });
      return muscles;
    }),
  videoUrl: base.videoUrl.refine((url) => url === null || isHttpUrl(url), SUGGESTION_MESSAGES.videoInvalid),
});

export type SuggestionInput = z.output<typeof suggestionInputSchema>;
/** What a client may send (before defaults and normalisation). */
export type SuggestionInputBody = z.input<typeof suggestionInputSchema>;

/** Where a suggestion stands: filed and awaiting an admin, approved into the catalogue, or rejected. */
export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/**
 * A suggestion as the API returns it to its owner (spec §3 Suggested exercise): an exercise's fields without
 * is_sample, plus its moderation `status` and `reviewedAt` (ISO 8601 time of the admin's decision; null while
 * pending), so an approved or rejected suggestion stays on My Suggestions with its outcome.
 */
export const suggestionSchema = exerciseSchema.omit({ isSample: true }).extend({
  status: z.enum(SUGGESTION_STATUSES),
  reviewedAt: z.string().nullable(),
});

export type Suggestion = z.infer<typeof suggestionSchema>;

/** GET /api/suggestions answer: the signed-in user's own suggestions, newest first (spec §7 suggested_exercises). */
export const suggestionListSchema = z.object({ items: z.array(suggestionSchema) });

export type SuggestionList = z.infer<typeof suggestionListSchema>;
