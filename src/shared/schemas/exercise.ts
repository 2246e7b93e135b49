import { z } from 'zod';
import { DIFFICULTY_LEVELS } from '../catalogue/difficulty';

/** An exercise as the API returns it (docs/product.md#exercise, camelCase). */
export const exerciseSchema = z.object({
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
  equipment: z.array(z.string()).meta({ description: 'Every equipment item the exercise requires; contains equipmentType, its primary equipment.' }),
  primaryMuscles: z.array(z.string()),
  secondaryMuscles: z.array(z.string()),
  movementPattern: z.string().nullable(),
  mechanic: z.string().nullable(),
  trainingGoals: z.array(z.string()),
  formSteps: z.array(z.string()),
  sourceName: z.string().nullable().meta({ description: "Where the content came from: 'equipped' (the team's catalogue), 'free-exercise-db', or null for an exercise written in the app." }),
  sourceLicence: z.string().nullable(),
}).meta({ id: 'Exercise', description: 'An exercise of the catalogue (docs/product.md#exercise).' });

export type Exercise = z.infer<typeof exerciseSchema>;

/**
 * The fields of an exercise a list shows (a library card, a picker row): the library's pages carry these, and the
 * details dialog reads the whole exercise (GET /api/exercises/{id}) when it opens (docs/architecture.md#list-payload).
 */
export const EXERCISE_SUMMARY_FIELDS = {
  id: true,
  exerciseName: true,
  equipmentType: true,
  targetMuscleGroups: true,
  description: true,
  difficultyLevel: true,
  videoUrl: true,
  isSample: true,
} as const;

/** An exercise as a list shows it (see EXERCISE_SUMMARY_FIELDS); a whole Exercise is one too. */
export const exerciseSummarySchema = exerciseSchema
  .pick(EXERCISE_SUMMARY_FIELDS)
  .meta({ id: 'ExerciseSummary', description: 'An exercise as the library lists it: what a card shows. GET /api/exercises/{id} has the rest.' });

export type ExerciseSummary = z.infer<typeof exerciseSummarySchema>;

/**
 * `exercise`'s summary: a new object with exactly the EXERCISE_SUMMARY_FIELDS, in the schema's order (what the
 * library's pages serialise; docs/architecture.md#list-payload).
 */
export function toExerciseSummary(exercise: Exercise): ExerciseSummary {
  const { id, exerciseName, equipmentType, targetMuscleGroups, description, difficultyLevel, videoUrl, isSample } = exercise;
  return { id, exerciseName, equipmentType, targetMuscleGroups, description, difficultyLevel, videoUrl, isSample };
}

/** True when `exercise` is a whole Exercise rather than only its summary (it carries the details dialog's fields). */
export function isWholeExercise(exercise: ExerciseSummary | Exercise): exercise is Exercise {
  return 'formSteps' in exercise;
}

/** The fields of the curated model, which only catalogue exercises carry (a suggestion has none of them). */
export const CURATED_MODEL_FIELDS = {
  aliases: true,
  equipment: true,
  primaryMuscles: true,
  secondaryMuscles: true,
  movementPattern: true,
  mechanic: true,
  trainingGoals: true,
  formSteps: true,
  sourceName: true,
  sourceLicence: true,
} as const;

// The input side lives in ./exercise-input.ts (one schema for every writer); re-exported for the catalogue's writers.
export { exerciseInputSchema, type ExerciseInput } from './exercise-input';
