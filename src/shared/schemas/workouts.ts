import { z } from 'zod';
import { DEFAULT_REPS, DEFAULT_SETS, MAX_WORKOUT_ENTRIES, SETS_MAX, SETS_MIN, WORKOUT_DESCRIPTION_MAX, WORKOUT_NAME_MAX } from '../limits';
import { WORKOUT_MESSAGES } from '../workout-messages';
import { TRAINING_MESSAGES } from '../training/messages';
import { weightMax } from '../training/units';
import { exerciseSchema } from './exercise';
import { weightUnitSchema } from './sessions';

export { WORKOUT_MESSAGES };

/**
 * What the builder's sets box makes of what a member types (docs/product.md#validation: 1 to 20, and a value that is not a number becomes
 * 1 — not the new-entry default of 3, which applies only when an exercise is added). A form rule only: the API refuses
 * any sets that is not an integer from 1 to 20 (`workoutEntryInputSchema`) instead of changing it.
 */
export function normalizeSets(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return SETS_MIN;
  return Math.min(SETS_MAX, Math.max(SETS_MIN, Math.trunc(n)));
}

/**
 * One entry as the builder sends it (docs/product.md#workout); order is the array order. `sets` is an integer from 1 to
 * 20 (docs/product.md#limits), 3 when absent (docs/product.md#validation new-entry default); anything else is refused, never rounded or clamped, so what
 * is stored is what was sent and what the OpenAPI document says. The planned weight is a number with its unit (stored as
 * entered, like a set's: docs/product.md#planned-weights), bodyweight, or neither (null).
 */
export const workoutEntryInputSchema = z
  .object({
    exerciseId: z.string().uuid(),
    sets: z
      .number({ error: WORKOUT_MESSAGES.setsRange })
      .int(WORKOUT_MESSAGES.setsRange)
      .min(SETS_MIN, WORKOUT_MESSAGES.setsRange)
      .max(SETS_MAX, WORKOUT_MESSAGES.setsRange)
      .default(DEFAULT_SETS),
    reps: z.string().trim().max(20).default(DEFAULT_REPS),
    weight: z
      .number({ error: TRAINING_MESSAGES.weightRange })
      .min(0, TRAINING_MESSAGES.weightRange)
      .nullable()
      .default(null)
      .meta({ description: 'The planned weight in weightUnit, at most 1,000 kg (2,204.62 lb), 2 decimals; null: none, or bodyweight.' }),
    weightUnit: weightUnitSchema.default('kg'),
    bodyweight: z.boolean().default(false).meta({ description: 'Done with bodyweight (weight is then null).' }),
    notes: z.string().trim().max(500).default(''),
  })
  .superRefine((entry, ctx) => {
    if (entry.weight === null) return;
    if (entry.bodyweight) ctx.addIssue({ code: 'custom', path: ['weight'], message: WORKOUT_MESSAGES.bodyweightWithWeight });
    else if (entry.weight > weightMax(entry.weightUnit) || Math.abs(entry.weight * 100 - Math.round(entry.weight * 100)) > 1e-6)
      ctx.addIssue({ code: 'custom', path: ['weight'], message: TRAINING_MESSAGES.weightRange });
  });

/** POST /api/workouts and PUT /api/workouts/:id body (docs/product.md#workout-builder). */
export const workoutInputSchema = z
  .object({
    name: z.string().trim().min(1, WORKOUT_MESSAGES.nameRequired).max(WORKOUT_NAME_MAX, WORKOUT_MESSAGES.nameTooLong),
    description: z.string().trim().max(WORKOUT_DESCRIPTION_MAX, WORKOUT_MESSAGES.descriptionTooLong).default(''),
    entries: z
      .array(workoutEntryInputSchema)
      .min(1, WORKOUT_MESSAGES.noExercises)
      .max(MAX_WORKOUT_ENTRIES, WORKOUT_MESSAGES.tooManyExercises),
  })
  .superRefine((workout, ctx) => {
    const seen = new Set<string>();
    workout.entries.forEach((entry, index) => {
      if (seen.has(entry.exerciseId))
        ctx.addIssue({ code: 'custom', path: ['entries', index, 'exerciseId'], message: WORKOUT_MESSAGES.duplicate });
      seen.add(entry.exerciseId);
    });
  });

export type WorkoutInput = z.output<typeof workoutInputSchema>;
export type WorkoutEntryInput = z.output<typeof workoutEntryInputSchema>;

/**
 * What a workouts list knows of one entry the viewer may see (docs/product.md#workouts): its exercise, that exercise's
 * primary equipment and what it cannot be done without, as groups each met by any one item (the exercise summaries'
 * shape, made whole by `equipmentNeeds`), so the page can say which entries the member's gym lacks equipment for
 * without reading each workout, and the Add to workout menu can tell an exercise already in it.
 */
export const workoutSummaryEntrySchema = z
  .object({
    exerciseId: z.string().uuid(),
    equipmentType: z.string(),
    requiredEquipment: z.array(z.array(z.string())),
  })
  .meta({
    id: 'WorkoutSummaryEntry',
    description:
      "An entry of a workout card whose exercise the viewer may see: the exercise's id, primary equipment and required equipment groups.",
  });

/**
 * A card of the workouts list (docs/product.md#workouts): counts and up to all distinct equipment types, in entry order,
 * and the entries the viewer may see, in order. A locked entry (docs/product.md#workout-builder) is counted in
 * `exerciseCount` and reveals nothing else: it is in neither `equipmentTypes` nor `entries`.
 */
export const workoutSummarySchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    description: z.string(),
    createdAt: z.string(),
    exerciseCount: z.number().int(),
    equipmentTypes: z.array(z.string()),
    entries: z.array(workoutSummaryEntrySchema).meta({
      description:
        'The entries whose exercise the viewer may see, in workout order; locked entries are left out (exerciseCount counts them).',
    }),
  })
  .meta({ id: 'WorkoutSummary', description: 'A card of the workouts list.' });

/** GET /api/workouts answer. `limit` is the per-user maximum (docs/product.md#limits: 10). */
export const workoutListSchema = z.object({ items: z.array(workoutSummarySchema), limit: z.number().int() });

/**
 * One entry of a workout as read back. `exercise` is null and `locked` true when the viewer may no longer see the
 * exercise (e.g. a lapsed subscription): no content of it is sent (docs/product.md#workout-builder).
 */
export const workoutEntrySchema = z
  .object({
    id: z.string().uuid(),
    exerciseId: z.string().uuid(),
    orderIndex: z.number().int(),
    sets: z.number().int(),
    reps: z.string(),
    weight: z.number().nullable(),
    weightUnit: weightUnitSchema,
    bodyweight: z.boolean(),
    notes: z.string(),
    locked: z.boolean(),
    // A union, not `.nullable()`: the OpenAPI generator would otherwise document the shared Exercise itself as nullable.
    exercise: z.union([exerciseSchema, z.null()]),
  })
  .meta({
    id: 'WorkoutEntry',
    description: 'One entry of a workout; `exercise` is null and `locked` true when the viewer may no longer see it.',
  });

/** GET /api/workouts/:id answer. */
export const workoutDetailSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    description: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    entries: z.array(workoutEntrySchema),
  })
  .meta({ id: 'Workout', description: 'A workout with its entries in order.' });

export type WorkoutSummary = z.infer<typeof workoutSummarySchema>;
export type WorkoutSummaryEntry = z.infer<typeof workoutSummaryEntrySchema>;
export type WorkoutList = z.infer<typeof workoutListSchema>;
export type WorkoutEntry = z.infer<typeof workoutEntrySchema>;
export type WorkoutDetail = z.infer<typeof workoutDetailSchema>;
