import { z } from 'zod';
import { optionalText } from './optional-text';
import { DIFFICULTY_LEVELS } from '../catalogue/difficulty';
import { EQUIPMENT_NAMES, type EquipmentName } from '../catalogue/equipment-taxonomy';
import { MUSCLE_OPTIONS } from '../catalogue/muscles';

/**
 * The one exercise input schema: what any writer of an exercise's content sends (curated catalogue, importer, the
 * admin's create and edit, a member's suggestion, the stand-alone Add Exercise page). The admin and suggestion
 * request bodies (`./admin.ts`, `./suggestions.ts`) and the web exercise form are built from it by pick/omit/extend,
 * so every side checks the same rules with the same messages.
 */

/** The rule messages of exercise content, shown under the form's fields and answered by the API. */
export const EXERCISE_INPUT_MESSAGES = {
  nameRequired: 'Exercise name is required',
  equipmentRequired: 'Equipment type is required',
  equipmentUnknown: 'Choose one of the equipment options',
  musclesRequired: 'Target muscle groups are required',
  descriptionRequired: 'Description is required',
  videoInvalid: 'Video URL must be a valid URL',
  unknownMuscle: (term: string) => `'${term}' is not one of the muscle groups`,
} as const;

/** The longest value of each text field, in characters after trimming (the form's `maxLength`s use them too). */
export const EXERCISE_INPUT_LIMITS = {
  exerciseName: 120,
  equipmentType: 60,
  targetMuscleGroups: 300,
  description: 5000,
  pros: 2000,
  cons: 2000,
  videoUrl: 500,
  tag: 40,
  tags: 30,
} as const;

/**
 * The content fields of an exercise as written by the catalogue (curated catalogue, importer, admin form, approved
 * suggestion). Required: name, equipment, muscles, description; pros, cons, tags and video are stored as null when
 * empty; difficulty defaults to beginner; `isSample` false unless given.
 */
export const exerciseInputSchema = z.object({
  exerciseName: z.string().trim().min(1, EXERCISE_INPUT_MESSAGES.nameRequired).max(EXERCISE_INPUT_LIMITS.exerciseName),
  equipmentType: z.string().trim().min(1, EXERCISE_INPUT_MESSAGES.equipmentRequired).max(EXERCISE_INPUT_LIMITS.equipmentType),
  targetMuscleGroups: z.string().trim().min(1, EXERCISE_INPUT_MESSAGES.musclesRequired).max(EXERCISE_INPUT_LIMITS.targetMuscleGroups),
  description: z.string().trim().min(1, EXERCISE_INPUT_MESSAGES.descriptionRequired).max(EXERCISE_INPUT_LIMITS.description),
  difficultyLevel: z.enum(DIFFICULTY_LEVELS).default('beginner'),
  pros: optionalText(EXERCISE_INPUT_LIMITS.pros),
  cons: optionalText(EXERCISE_INPUT_LIMITS.cons),
  tags: z
    .array(z.string().trim().max(EXERCISE_INPUT_LIMITS.tag))
    .max(EXERCISE_INPUT_LIMITS.tags)
    .nullish()
    .transform((tags) => {
      const unique = [...new Set((tags ?? []).filter((tag) => tag.length > 0))];
      return unique.length > 0 ? unique : null;
    }),
  // http(s) only: the link is opened in a new tab, so never javascript: or data:. Written as `.nullish()` rather than
  // a union with z.undefined(), which the OpenAPI generator cannot describe.
  videoUrl: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .url({ protocol: /^https?$/, error: EXERCISE_INPUT_MESSAGES.videoInvalid })
        .max(EXERCISE_INPUT_LIMITS.videoUrl),
    ])
    .nullish()
    .transform((value) => (value ? value : null)),
  isSample: z.boolean().default(false),
});

export type ExerciseInput = z.output<typeof exerciseInputSchema>;

/** The exercise's content without the sample flag: what the admin edit and a suggestion start from. */
export const exerciseContentSchema = exerciseInputSchema.omit({ isSample: true });

export type ExerciseContent = z.output<typeof exerciseContentSchema>;

const MUSCLE_BY_LOWERCASE = new Map<string, string>(MUSCLE_OPTIONS.map((muscle) => [muscle.toLowerCase(), muscle]));

/**
 * The comma-separated target muscles, normalised: each term trimmed and written as its muscle option ('lower back' →
 * 'Lower Back'), empty terms dropped, each muscle once in the order first given (a muscle group can be chosen only
 * once), joined by ', '. Returns the terms it could not match instead when there are any.
 */
export function normalizeMuscleList(value: string): { muscles: string; unknown: string[] } {
  const chosen: string[] = [];
  const unknown: string[] = [];
  for (const term of value
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0)) {
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

/**
 * The stricter field rules where a form offers closed lists (a member's suggestion and the stand-alone page):
 * - `equipmentType` must be an item of the equipment taxonomy (docs/product.md#equipment-taxonomy), the brief's twelve among them;
 * - `targetMuscleGroups` is comma-separated muscle options, at least one, each once, normalised by
 *   {@link normalizeMuscleList};
 * - `videoUrl` must be an http(s) URL.
 */
export const exerciseOptionFields = {
  // Trimmed first, then one of the options: written as a preprocess (not string().pipe(enum)) so the OpenAPI document
  // lists the enum the server enforces.
  equipmentType: z.preprocess(
    (value: string) => (typeof value === 'string' ? value.trim() : value),
    z.enum(EQUIPMENT_NAMES as [EquipmentName, ...EquipmentName[]], {
      error: (issue) =>
        issue.input === '' || issue.input === undefined
          ? EXERCISE_INPUT_MESSAGES.equipmentRequired
          : EXERCISE_INPUT_MESSAGES.equipmentUnknown,
    }),
  ),
  targetMuscleGroups: z
    .string()
    .min(1, EXERCISE_INPUT_MESSAGES.musclesRequired)
    .max(EXERCISE_INPUT_LIMITS.targetMuscleGroups)
    .describe(
      `Comma-separated muscle groups, at least one, each once, each one of: ${MUSCLE_OPTIONS.join(', ')} (any case; stored in that spelling)`,
    )
    .transform((value, ctx) => {
      const { muscles, unknown } = normalizeMuscleList(value);
      for (const term of unknown) ctx.addIssue({ code: 'custom', message: EXERCISE_INPUT_MESSAGES.unknownMuscle(term) });
      if (unknown.length === 0 && muscles === '') ctx.addIssue({ code: 'custom', message: EXERCISE_INPUT_MESSAGES.musclesRequired });
      return muscles;
    }),
  videoUrl: exerciseContentSchema.shape.videoUrl.refine((url) => url === null || isHttpUrl(url), EXERCISE_INPUT_MESSAGES.videoInvalid),
};

/** The exercise's content with the closed-list rules of {@link exerciseOptionFields}. */
export const exerciseOptionsInputSchema = exerciseContentSchema.extend(exerciseOptionFields);

export type ExerciseOptionsInput = z.output<typeof exerciseOptionsInputSchema>;
