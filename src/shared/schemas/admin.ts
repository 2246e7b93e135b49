import { z } from 'zod';
import { DIFFICULTY_LEVELS } from '../catalogue/difficulty';
import { ADMIN_PAGE_SIZE, SEARCH_TEXT_MAX } from '../limits';
import { exerciseSchema } from './exercise';
import {
  checkAliases,
  checkEquipmentNeeds,
  checkMuscleLists,
  curationFields,
  exerciseContentSchema,
  exerciseInputSchema,
  muscleListFields,
  targetMusclesField,
} from './exercise-input';
import { suggestionSchema } from './suggestions';

/**
 * Request and response shapes of the admin API (docs/product.md#admin, docs/product.md#api (admin) and
 * suggested_exercises (admin), docs/product.md#limits "Admin search matches name or description", "Admin exercise list page size: 9").
 */

/** The messages the admin API answers with, in one place (docs/architecture.md#strings). */
export const ADMIN_MESSAGES = {
  exerciseNotFound: 'Exercise not found.',
  suggestionNotFound: 'Suggestion not found. It may already have been approved or rejected.',
  duplicateName: (name: string) => `An exercise named "${name}" already exists. Choose another name or edit that exercise.`,
  aliasIsAnotherName: (alias: string) => `"${alias}" is the name of another exercise, so it cannot be an alias of this one.`,
  adminOnly: 'Only admins can do this.',
} as const;

/**
 * GET /api/admin/exercises query: `q` matches name or description (case-insensitive substring), `difficulty` one level
 * or absent for All Levels, 1-based `page`.
 */
export const adminExercisesQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, `Search text can be at most ${SEARCH_TEXT_MAX} characters`).default(''),
  difficulty: z.enum(DIFFICULTY_LEVELS).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
});

export type AdminExercisesQuery = z.output<typeof adminExercisesQuerySchema>;
export type AdminExercisesQueryInput = z.input<typeof adminExercisesQuerySchema>;

/** GET /api/admin/exercises answer: one page (newest first, {@link ADMIN_PAGE_SIZE}) plus the total of matches. */
export const adminExerciseListSchema = z.object({
  items: z.array(exerciseSchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.literal(ADMIN_PAGE_SIZE),
});

export type AdminExerciseList = z.infer<typeof adminExerciseListSchema>;

/**
 * What both admin bodies add to the exercise content: muscles in the vocabulary, as text and, optionally, as lists;
 * aliases, form steps, pattern, mechanic and goals (curationFields).
 */
const adminMuscleFields = { targetMuscleGroups: targetMusclesField, ...muscleListFields, ...curationFields };

/** Both admin bodies' checks across fields: the equipment's, the muscle lists' and the aliases'. */
function checkAdminExercise(
  value: Parameters<typeof checkEquipmentNeeds>[0] & Parameters<typeof checkMuscleLists>[0] & Parameters<typeof checkAliases>[0],
  ctx: z.RefinementCtx,
) {
  checkEquipmentNeeds(value, ctx);
  checkMuscleLists(value, ctx);
  checkAliases(value, ctx);
}

/**
 * POST /api/admin/exercises body: the exercise content (docs/product.md#exercise-form), `isSample` false unless given,
 * its required groups and helpful items checked by checkEquipmentNeeds (without groups it needs its equipment type
 * alone), its muscles in the vocabulary (targetMusclesField; the primary and secondary lists when given, muscleListFields).
 */
export const adminExerciseCreateSchema = exerciseInputSchema.extend(adminMuscleFields).superRefine(checkAdminExercise);

export type AdminExerciseCreate = z.output<typeof adminExerciseCreateSchema>;

/**
 * PUT /api/admin/exercises/:id body: the same content; `isSample` is kept as it is when absent, so saving the form
 * (which has no sample field) never unflags a sample; without `requiredEquipment` / `optionalEquipment` the exercise
 * keeps its own (a changed equipment type takes the old one's place in its group).
 */
export const adminExerciseUpdateSchema = exerciseContentSchema
  .extend({ isSample: z.boolean().optional(), ...adminMuscleFields })
  .superRefine(checkAdminExercise);

export type AdminExerciseUpdate = z.output<typeof adminExerciseUpdateSchema>;

/** PATCH /api/admin/exercises/:id/sample body (docs/product.md#admin "Exercise sample flag: toggled on or off by an admin"). */
export const sampleFlagSchema = z.object({ isSample: z.boolean() });

/** The answer of every admin write of one exercise. */
export const adminExerciseResponseSchema = z.object({ exercise: exerciseSchema });

/** A pending suggestion as admins see it (docs/product.md#suggestion): always pending, so without the status fields. */
export const pendingSuggestionSchema = suggestionSchema.omit({ status: true, reviewedAt: true });

export type PendingSuggestion = z.infer<typeof pendingSuggestionSchema>;

/** GET /api/admin/suggestions answer: every suggestion, newest first. */
export const pendingSuggestionListSchema = z.object({ items: z.array(pendingSuggestionSchema) });

export type PendingSuggestionList = z.infer<typeof pendingSuggestionListSchema>;
