import { z } from 'zod';
import { optionalText } from './optional-text';
import { DIFFICULTY_LEVELS } from '../catalogue/difficulty';
import { EQUIPMENT_NAMES, isEquipmentName, type EquipmentName } from '../catalogue/equipment-taxonomy';
import { normaliseExerciseName } from '../catalogue/exercise-name';
import { MUSCLE_NAMES, type MuscleName } from '../catalogue/muscle-vocabulary';
import { MECHANICS, MOVEMENT_PATTERNS, TRAINING_GOALS } from '../catalogue/training';
import { vocabularyMuscles } from '../catalogue/muscles-worked';
import { OPTIONAL_EQUIPMENT_MAX, REQUIRED_GROUP_ITEMS_MAX, REQUIRED_GROUPS_MAX } from '../limits';

/**
 * The one exercise input schema: what any writer of an exercise's content sends (curated catalogue, importer, the
 * admin's create and edit, a member's suggestion, the stand-alone Add Exercise page). The admin and suggestion
 * request bodies (`./admin.ts`, `./suggestions.ts`) and the web exercise form are built from it by pick/omit/extend,
 * so every side checks the same rules with the same messages.
 */

/** The most aliases, form steps and their lengths an admin may give an exercise (docs/product.md#exercise-form). */
export const ALIASES_MAX = 8;
export const ALIAS_MAX_LENGTH = 60;
export const FORM_STEPS_MAX = 12;
export const FORM_STEP_MAX_LENGTH = 300;

/** The most primary and secondary muscles an exercise records (as the curated catalogue allows). */
export const PRIMARY_MUSCLES_MAX = 4;
export const SECONDARY_MUSCLES_MAX = 6;

/** The rule messages of exercise content, shown under the form's fields and answered by the API. */
export const EXERCISE_INPUT_MESSAGES = {
  nameRequired: 'Exercise name is required',
  equipmentRequired: 'Equipment type is required',
  equipmentUnknown: 'Choose one of the equipment options',
  musclesRequired: 'Target muscle groups are required',
  descriptionRequired: 'Description is required',
  videoInvalid: 'Video URL must be a valid URL',
  unknownMuscle: (term: string) => `'${term}' is not one of the muscle groups`,
  primaryRequired: 'Choose at least one primary muscle',
  tooManyPrimary: `At most ${PRIMARY_MUSCLES_MAX} primary muscles`,
  tooManySecondary: `At most ${SECONDARY_MUSCLES_MAX} secondary muscles`,
  aliasTooLong: `An alias can be at most ${ALIAS_MAX_LENGTH} characters`,
  tooManyAliases: `At most ${ALIASES_MAX} aliases`,
  aliasIsName: (alias: string) => `"${alias}" is the exercise's own name`,
  stepTooLong: `A form step can be at most ${FORM_STEP_MAX_LENGTH} characters`,
  tooManySteps: `At most ${FORM_STEPS_MAX} form steps`,
  musclePrimaryAndSecondary: (names: readonly string[]) =>
    `Primary and secondary at once: ${names.join(', ')}. Keep each muscle in one list.`,
  unknownEquipment: (names: readonly string[]) => `Unknown equipment: ${names.join(', ')}`,
  emptyGroup: 'A group of required equipment needs at least one item',
  tooManyGroups: `At most ${REQUIRED_GROUPS_MAX} groups of required equipment`,
  tooManyInGroup: `At most ${REQUIRED_GROUP_ITEMS_MAX} items in one group`,
  tooManyOptional: `At most ${OPTIONAL_EQUIPMENT_MAX} helpful items`,
  requiredTwice: (names: readonly string[]) => `An item can be in one group only: ${names.join(', ')}`,
  requiredAndOptional: (names: readonly string[]) => `Required and helpful at once: ${names.join(', ')}. Keep each item in one place.`,
  bodyweightAlone: 'Bodyweight means nothing else is needed, so it cannot be required with other equipment',
  bodyweightOptional: 'Bodyweight cannot be a helpful item',
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

/** One equipment item as a writer names it; which names are known is checked by {@link checkEquipmentNeeds}. */
const equipmentItem = z.string().max(EXERCISE_INPUT_LIMITS.equipmentType);

/**
 * What an exercise needs and what only helps, as a writer sends them (docs/product.md#equipment-taxonomy,
 * docs/decisions/0025-required-and-optional-equipment.md). Both optional: without `requiredEquipment` a new exercise
 * (or a suggestion) needs its `equipmentType` alone, and an edited one keeps its groups (admin-exercises.service.ts).
 * The rules that compare fields (names of the taxonomy, each item once, none both required and optional, Bodyweight
 * alone) are {@link checkEquipmentNeeds}, which every schema that accepts these fields applies.
 */
export const equipmentNeedsFields = {
  requiredEquipment: z
    .array(
      z
        .array(equipmentItem)
        .min(1, EXERCISE_INPUT_MESSAGES.emptyGroup)
        .max(REQUIRED_GROUP_ITEMS_MAX, EXERCISE_INPUT_MESSAGES.tooManyInGroup),
    )
    .max(REQUIRED_GROUPS_MAX, EXERCISE_INPUT_MESSAGES.tooManyGroups)
    .optional()
    .meta({
      description:
        `What the exercise cannot be done without: at most ${REQUIRED_GROUPS_MAX} groups, each of 1 to ${REQUIRED_GROUP_ITEMS_MAX} ` +
        'items and met by any one of them ([["Barbells", "Trap Bar"], ["Flat Bench", "Adjustable Bench"]]). Items are names of the ' +
        'equipment taxonomy (equipmentType itself is also accepted), each in one group only; Bodyweight only alone. equipmentType is ' +
        'always required: its group is stored first, and it becomes a group of its own when no group names it. Omitted: ' +
        'equipmentType alone ([[equipmentType]]) for a new exercise or suggestion; an edited exercise keeps its groups, with a ' +
        "changed equipmentType in place of the old. An exercise's `equipment` is then every item of its groups, equipmentType first.",
    }),
  optionalEquipment: z
    .array(equipmentItem)
    .max(OPTIONAL_EQUIPMENT_MAX, EXERCISE_INPUT_MESSAGES.tooManyOptional)
    .optional()
    .meta({
      description:
        `Equipment that helps but is not needed (a deadlift platform, a mat): at most ${OPTIONAL_EQUIPMENT_MAX} names of the equipment ` +
        'taxonomy, never Bodyweight, never an item that is required (equipmentType or one of requiredEquipment); a repeat counts ' +
        'once. Omitted: none for a new exercise or suggestion; an edited exercise keeps its own.',
    }),
};

/**
 * The content fields of an exercise as written by the catalogue (curated catalogue, importer, admin form, approved
 * suggestion). Required: name, equipment, muscles, description; pros, cons, tags and video are stored as null when
 * empty; difficulty defaults to beginner; `isSample` false unless given; the required groups and helpful items as
 * {@link equipmentNeedsFields} (checked across fields by {@link checkEquipmentNeeds} where a request sends them).
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
  ...equipmentNeedsFields,
});

export type ExerciseInput = z.output<typeof exerciseInputSchema>;

/**
 * {@link exerciseInputSchema} for an imported record: its description may be empty, since an import's only text is
 * its form steps, shown as such (docs/product.md#catalogue); the importer keeps a record only with steps.
 */
export const importedExerciseInputSchema = exerciseInputSchema.extend({
  description: z.string().trim().max(EXERCISE_INPUT_LIMITS.description),
});

/** What {@link checkEquipmentNeeds} reads of a parsed body; read defensively, since it also runs after other fields failed. */
type EquipmentNeedsValue = { equipmentType?: unknown; requiredEquipment?: unknown; optionalEquipment?: unknown };

const stringsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);
const repeated = (items: readonly string[]) => [...new Set(items.filter((item, index) => items.indexOf(item) !== index))];

/**
 * The rules of an exercise's equipment that compare fields (docs/product.md#equipment-taxonomy,
 * docs/decisions/0025-required-and-optional-equipment.md), added as issues on `requiredEquipment` or
 * `optionalEquipment`, each naming the items it concerns:
 * - every item is a name of the equipment taxonomy; in the groups `equipmentType` itself is accepted too (the admin
 *   may keep an older exercise's equipment the taxonomy does not know);
 * - an item is in one group only;
 * - Bodyweight is required alone (it means nothing else is needed) and is never helpful;
 * - no helpful item is required (`equipmentType` counts as required).
 * The counts (groups, items per group, helpful items, no empty group) are the fields' own ({@link equipmentNeedsFields}).
 * Applied with `.superRefine` by every schema that accepts the fields: the admin create and edit bodies, the suggestion
 * body and the web form's variants (refinements must come last: zod cannot extend a refined object).
 */
export function checkEquipmentNeeds(value: EquipmentNeedsValue, ctx: z.RefinementCtx): void {
  const primary = typeof value.equipmentType === 'string' ? value.equipmentType.trim() : '';
  const groups = Array.isArray(value.requiredEquipment) ? value.requiredEquipment.map(stringsOf) : null;
  const optional = stringsOf(value.optionalEquipment);
  const issue = (path: 'requiredEquipment' | 'optionalEquipment', message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });

  const named = groups?.flat() ?? [];
  const unknownRequired = [...new Set(named.filter((item) => item !== primary && !isEquipmentName(item)))];
  if (unknownRequired.length > 0) issue('requiredEquipment', EXERCISE_INPUT_MESSAGES.unknownEquipment(unknownRequired));
  const twice = repeated(named);
  if (twice.length > 0) issue('requiredEquipment', EXERCISE_INPUT_MESSAGES.requiredTwice(twice));
  const required = new Set([...(primary === '' ? [] : [primary]), ...named]);
  if (required.has('Bodyweight') && required.size > 1) issue('requiredEquipment', EXERCISE_INPUT_MESSAGES.bodyweightAlone);

  const unknownOptional = [...new Set(optional.filter((item) => !isEquipmentName(item)))];
  if (unknownOptional.length > 0) issue('optionalEquipment', EXERCISE_INPUT_MESSAGES.unknownEquipment(unknownOptional));
  if (optional.includes('Bodyweight')) issue('optionalEquipment', EXERCISE_INPUT_MESSAGES.bodyweightOptional);
  const both = [...new Set(optional.filter((item) => item !== 'Bodyweight' && isEquipmentName(item) && required.has(item)))];
  if (both.length > 0) issue('optionalEquipment', EXERCISE_INPUT_MESSAGES.requiredAndOptional(both));
}

/** The exercise's content without the sample flag: what the admin edit and a suggestion start from. */
export const exerciseContentSchema = exerciseInputSchema.omit({ isSample: true });

export type ExerciseContent = z.output<typeof exerciseContentSchema>;

/**
 * The comma-separated target muscles, written in the muscle vocabulary (docs/product.md#muscle-vocabulary): each term
 * read as the muscles it names ('lower back' → 'Lower Back', 'Latissimus Dorsi' → 'Lats', 'Shoulders' → 'Front Delts,
 * Side Delts, Rear Delts'), each muscle once in the order first given, joined by ', '. Returns the terms that name no
 * muscle instead when there are any.
 */
export function normalizeMuscleList(value: string): { muscles: string; unknown: string[] } {
  const { muscles, unknown } = vocabularyMuscles(value);
  return { muscles: muscles.join(', '), unknown };
}

const muscleName = z.enum(MUSCLE_NAMES as [MuscleName, ...MuscleName[]]);

/**
 * The target muscles text of a form or an API caller (a member's suggestion, the admin's create and edit): at least
 * one term, every term a muscle of the vocabulary or a word for some ({@link normalizeMuscleList}), stored in
 * vocabulary names — so every list, card and filter reads the same names (docs/product.md#muscle-vocabulary).
 */
export const targetMusclesField = z
  .string()
  .min(1, EXERCISE_INPUT_MESSAGES.musclesRequired)
  .max(EXERCISE_INPUT_LIMITS.targetMuscleGroups)
  .describe(
    `Comma-separated muscles, at least one, each once: ${MUSCLE_NAMES.join(', ')} — or a word for some (Shoulders, Core, ` +
      'Latissimus Dorsi, Rhomboids…, any case); stored in those names',
  )
  .transform((value, ctx) => {
    const { muscles, unknown } = normalizeMuscleList(value);
    for (const term of unknown) ctx.addIssue({ code: 'custom', message: EXERCISE_INPUT_MESSAGES.unknownMuscle(term) });
    if (unknown.length === 0 && muscles === '') ctx.addIssue({ code: 'custom', message: EXERCISE_INPUT_MESSAGES.musclesRequired });
    return muscles;
  });

/**
 * The muscles an exercise records, as the admin's form sends them (docs/product.md#exercise-form): primary (1 to
 * {@link PRIMARY_MUSCLES_MAX}) and secondary (up to {@link SECONDARY_MUSCLES_MAX}) muscles of the vocabulary, none in
 * both (checked by {@link checkMuscleLists}). Given, they decide the muscle map and the target muscles text (the
 * primary then the secondary ones); omitted, both lists are read from `targetMuscleGroups` (musclesWorked: its first
 * term primary, the rest secondary).
 */
export const muscleListFields = {
  primaryMuscles: z
    .array(muscleName)
    .min(1, EXERCISE_INPUT_MESSAGES.primaryRequired)
    .max(PRIMARY_MUSCLES_MAX, EXERCISE_INPUT_MESSAGES.tooManyPrimary)
    .transform((muscles) => [...new Set(muscles)])
    .optional(),
  secondaryMuscles: z
    .array(muscleName)
    .max(SECONDARY_MUSCLES_MAX, EXERCISE_INPUT_MESSAGES.tooManySecondary)
    .transform((muscles) => [...new Set(muscles)])
    .optional(),
};

/** Trimmed, empty entries dropped, each once (ignoring case; the first spelling kept). */
const tidyList = (items: readonly string[]) => {
  const seen = new Set<string>();
  return items.map((item) => item.trim()).filter((item) => item !== '' && !seen.has(item.toLowerCase()) && seen.add(item.toLowerCase()));
};

/**
 * What an admin curates beside the brief's fields (docs/product.md#exercise-form, the curated model of
 * docs/product.md#curated-catalogue): other names gym-goers use, the form steps in order, the movement pattern and the
 * mechanic of the training vocabulary (null: none), and the training goals. Each may be omitted: a new exercise then
 * has none, an edited one keeps its own. An alias equal to the exercise's own name (after normalising) is refused by
 * {@link checkAliases}; one that is another exercise's name by the server.
 */
export const curationFields = {
  aliases: z
    .array(
      z
        .string()
        .max(ALIAS_MAX_LENGTH + 20)
        .transform((alias) => alias.trim())
        .pipe(z.string().max(ALIAS_MAX_LENGTH, EXERCISE_INPUT_MESSAGES.aliasTooLong)),
    )
    .max(ALIASES_MAX * 2)
    .transform(tidyList)
    .pipe(z.array(z.string()).max(ALIASES_MAX, EXERCISE_INPUT_MESSAGES.tooManyAliases))
    .optional(),
  formSteps: z
    .array(
      z
        .string()
        .max(FORM_STEP_MAX_LENGTH + 50)
        .transform((step) => step.trim())
        .pipe(z.string().max(FORM_STEP_MAX_LENGTH, EXERCISE_INPUT_MESSAGES.stepTooLong)),
    )
    .max(FORM_STEPS_MAX * 2)
    .transform((steps) => steps.filter((step) => step !== ''))
    .pipe(z.array(z.string()).max(FORM_STEPS_MAX, EXERCISE_INPUT_MESSAGES.tooManySteps))
    .optional(),
  movementPattern: z.enum(MOVEMENT_PATTERNS).nullish(),
  mechanic: z.enum(MECHANICS).nullish(),
  trainingGoals: z
    .array(z.enum(TRAINING_GOALS))
    .max(TRAINING_GOALS.length * 2)
    .transform((goals) => [...new Set(goals)])
    .optional(),
};

/** An alias that is the exercise's own name (normaliseExerciseName) is refused on `aliases`, naming it. */
export function checkAliases(value: { exerciseName?: unknown; aliases?: unknown }, ctx: z.RefinementCtx): void {
  if (typeof value.exerciseName !== 'string') return;
  const name = normaliseExerciseName(value.exerciseName);
  const same = stringsOf(value.aliases).find((alias) => normaliseExerciseName(alias) === name);
  if (same !== undefined) ctx.addIssue({ code: 'custom', path: ['aliases'], message: EXERCISE_INPUT_MESSAGES.aliasIsName(same) });
}

/** A muscle in both lists of {@link muscleListFields} is refused on `secondaryMuscles`, naming it. */
export function checkMuscleLists(value: { primaryMuscles?: unknown; secondaryMuscles?: unknown }, ctx: z.RefinementCtx): void {
  const primary = stringsOf(value.primaryMuscles);
  const both = [...new Set(stringsOf(value.secondaryMuscles).filter((muscle) => primary.includes(muscle)))];
  if (both.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['secondaryMuscles'], message: EXERCISE_INPUT_MESSAGES.musclePrimaryAndSecondary(both) });
  }
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
 * - `targetMuscleGroups` is comma-separated muscles of the vocabulary, at least one, each once ({@link targetMusclesField});
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
  targetMuscleGroups: targetMusclesField,
  videoUrl: exerciseContentSchema.shape.videoUrl.refine((url) => url === null || isHttpUrl(url), EXERCISE_INPUT_MESSAGES.videoInvalid),
};

/** The exercise's content with the closed-list rules of {@link exerciseOptionFields}. */
export const exerciseOptionsInputSchema = exerciseContentSchema.extend(exerciseOptionFields);

export type ExerciseOptionsInput = z.output<typeof exerciseOptionsInputSchema>;
