import { z } from 'zod';
import { CURATED_MODEL_FIELDS, exerciseSchema } from './exercise';
import { checkEquipmentNeeds, EXERCISE_INPUT_MESSAGES, exerciseOptionsInputSchema, isHttpUrl, normalizeMuscleList } from './exercise-input';
import { pictureSchema } from './illustrations';

/** Suggestions one user may submit within {@link SUGGESTION_RATE_WINDOW_SECONDS} (docs/product.md#suggest: "10 an hour"). */
export const SUGGESTIONS_PER_HOUR = 10;
/** The sliding window of the suggestion rate limit, in seconds (docs/product.md#suggest). */
export const SUGGESTION_RATE_WINDOW_SECONDS = 3600;

/** Minutes as a person reads them: '1 minute', '23 minutes' (at least 1). */
function minutesText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** The rule messages of suggestions (docs/product.md#suggest), one place for both sides. */
export const SUGGESTION_MESSAGES = {
  loginRequired: 'You must be logged in to suggest exercises',
  notFound: 'Suggestion not found.',
  equipmentRequired: EXERCISE_INPUT_MESSAGES.equipmentRequired,
  equipmentUnknown: EXERCISE_INPUT_MESSAGES.equipmentUnknown,
  musclesRequired: EXERCISE_INPUT_MESSAGES.musclesRequired,
  videoInvalid: EXERCISE_INPUT_MESSAGES.videoInvalid,
  rateLimitTitle: 'Suggestion Limit Reached',
  rateLimited: (retryAfterSeconds: number) =>
    `You can suggest up to ${SUGGESTIONS_PER_HOUR} exercises an hour. Please try again in ${minutesText(retryAfterSeconds)}.`,
  unknownMuscle: EXERCISE_INPUT_MESSAGES.unknownMuscle,
} as const;

export { isHttpUrl, normalizeMuscleList };

/**
 * POST /api/suggestions body (docs/product.md#suggestion, docs/product.md#suggest): the one exercise input schema
 * without `isSample`, with the closed-list rules of the form (`exerciseOptionsInputSchema` of ./exercise-input.ts:
 * equipment an item of the taxonomy, muscles normalised options, video an http(s) URL), and the required groups and
 * helpful items checked by `checkEquipmentNeeds` (without groups the suggestion needs its equipment type alone), and
 * one optional picture.
 * Unknown keys (a `userId`, `isSample`, a derived `equipment`) are dropped: a suggestion always belongs to the
 * session's user.
 */
export const suggestionInputSchema = exerciseOptionsInputSchema
  .extend({
    picture: pictureSchema.nullish().meta({
      description:
        'One picture of the exercise (optional): a PNG, JPEG or WebP data URL of at most 300 KB, re-encoded by the server; ' +
        "approval makes it the exercise's picture (docs/product.md#suggest).",
    }),
  })
  .superRefine(checkEquipmentNeeds);

export type SuggestionInput = z.output<typeof suggestionInputSchema>;
/** What a client may send (before defaults and normalisation). */
export type SuggestionInputBody = z.input<typeof suggestionInputSchema>;

/** Where a suggestion stands: filed and awaiting an admin, approved into the catalogue, or rejected. */
export const SUGGESTION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

const { requiredEquipment: _required, optionalEquipment: _optional, ...CURATED_FIELDS_NOT_SUGGESTED } = CURATED_MODEL_FIELDS;

/**
 * A suggestion as the API returns it to its owner (docs/product.md#suggestion): an exercise's fields without
 * is_sample, with what it needs and what only helps (`requiredEquipment`, its equipment type's group first, and
 * `optionalEquipment`; the rest of the curated model a suggestion has not), its `picture`, plus its moderation `status` and
 * `reviewedAt` (ISO 8601 time of the admin's decision; null while pending), so an approved or rejected suggestion stays
 * on My Suggestions with its outcome.
 */
export const suggestionSchema = exerciseSchema.omit({ isSample: true, ...CURATED_FIELDS_NOT_SUGGESTED }).extend({
  picture: z.string().nullable().meta({ description: 'Where its picture is served (/api/illustrations/{key}), or null.' }),
  status: z.enum(SUGGESTION_STATUSES),
  reviewedAt: z.string().nullable(),
});

export type Suggestion = z.infer<typeof suggestionSchema>;

/** GET /api/suggestions answer: the signed-in user's own suggestions, newest first (docs/product.md#api suggested_exercises). */
export const suggestionListSchema = z.object({ items: z.array(suggestionSchema) });

export type SuggestionList = z.infer<typeof suggestionListSchema>;
