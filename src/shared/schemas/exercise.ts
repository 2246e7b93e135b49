import { z } from 'zod';
import { DIFFICULTY_LEVELS } from '../catalogue/difficulty';
import { EXERCISE_SUMMARY_FIELDS } from '../exercise-summary-fields';

/** Where an exercise's pictures came from: the Everkinetic drawings (credited wherever shown) or an admin's upload. */
export const ILLUSTRATION_SOURCES = ['everkinetic', 'upload'] as const;
export type IllustrationSource = (typeof ILLUSTRATION_SOURCES)[number];

/** An exercise's pictures (docs/product.md#illustrations): addresses under /api/illustrations/, cacheable for a year. */
export const exerciseIllustrationSchema = z
  .object({
    start: z.string().meta({ description: 'The start position: a path such as /api/illustrations/3f…9a.svg.' }),
    end: z.string().nullable().meta({ description: 'The end position, when there is a drawing of it.' }),
    source: z.enum(ILLUSTRATION_SOURCES),
  })
  .meta({ id: 'ExerciseIllustration' });

export type ExerciseIllustration = z.infer<typeof exerciseIllustrationSchema>;

/** An exercise as the API returns it (docs/product.md#exercise, camelCase). */
export const exerciseSchema = z
  .object({
    id: z.string().uuid(),
    exerciseName: z.string(),
    equipmentType: z.string(),
    targetMuscleGroups: z.string(),
    description: z.string(),
    difficultyLevel: z.enum(DIFFICULTY_LEVELS),
    pros: z.string().nullable(),
    cons: z.string().nullable(),
    tags: z.array(z.string()).nullable(),
    videoUrl: z.string().nullable(),
    isSample: z.boolean(),
    createdAt: z.string(),
    // The curated model (docs/product.md#curated-catalogue). Lists are empty and the rest null where an exercise lacks
    // them (one written before the model, or imported without them).
    aliases: z.array(z.string()),
    equipment: z
      .array(z.string())
      .meta({ description: 'Every item named in requiredEquipment, equipmentType (its primary equipment) first.' }),
    requiredEquipment: z.array(z.array(z.string())).meta({
      description:
        'What the exercise cannot be done without: groups, each met by any one of its items ([["Barbells"], ["Flat Bench", "Adjustable Bench"]]); the group of equipmentType first.',
    }),
    optionalEquipment: z
      .array(z.string())
      .meta({ description: 'Equipment that helps but is not needed (a deadlift platform, a mat); never in requiredEquipment.' }),
    primaryMuscles: z.array(z.string()),
    secondaryMuscles: z.array(z.string()),
    movementPattern: z.string().nullable(),
    mechanic: z.string().nullable(),
    trainingGoals: z.array(z.string()),
    formSteps: z.array(z.string()),
    sourceName: z.string().nullable().meta({
      description:
        "Where the content came from: 'equipped' (the team's catalogue), 'free-exercise-db', or null for an exercise written in the app.",
    }),
    sourceLicence: z.string().nullable(),
    illustration: exerciseIllustrationSchema.nullable(),
  })
  .meta({ id: 'Exercise', description: 'An exercise of the catalogue (docs/product.md#exercise).' });

export type Exercise = z.infer<typeof exerciseSchema>;

/** An exercise as a list shows it (EXERCISE_SUMMARY_FIELDS, ../exercise-summary-fields.ts); a whole Exercise is one too. */
export const exerciseSummarySchema = exerciseSchema.pick(EXERCISE_SUMMARY_FIELDS).meta({
  id: 'ExerciseSummary',
  description: 'An exercise as the library lists it: what a card shows. GET /api/exercises/{id} has the rest.',
});

export type ExerciseSummary = z.infer<typeof exerciseSummarySchema>;

/** The fields of the curated model, which only catalogue exercises carry (a suggestion has only what it needs and what helps). */
export const CURATED_MODEL_FIELDS = {
  aliases: true,
  equipment: true,
  requiredEquipment: true,
  optionalEquipment: true,
  primaryMuscles: true,
  secondaryMuscles: true,
  movementPattern: true,
  mechanic: true,
  trainingGoals: true,
  formSteps: true,
  sourceName: true,
  sourceLicence: true,
  illustration: true,
} as const;

// The input side lives in ./exercise-input.ts (one schema for every writer); re-exported for the catalogue's writers.
export { exerciseInputSchema, importedExerciseInputSchema, type ExerciseInput } from './exercise-input';
