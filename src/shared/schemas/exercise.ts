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
}).meta({ id: 'Exercise', description: 'An exercise of the catalogue (docs/product.md#exercise).' });

export type Exercise = z.infer<typeof exerciseSchema>;

// The input side lives in ./exercise-input.ts (one schema for every writer); re-exported for the catalogue's writers.
export { exerciseInputSchema, type ExerciseInput } from './exercise-input';
