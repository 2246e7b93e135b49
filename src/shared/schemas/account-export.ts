import { z } from 'zod';
import { SET_TYPES } from '../training/sets';
import { WEIGHT_UNITS } from '../training/units';

/**
 * GET /api/account/export.json (docs/product.md#your-data): everything a member keeps in Equipped as one JSON document.
 * `format` and `version` name the shape; a later version may add fields, never change the meaning of these. Times are
 * ISO 8601 in UTC; weights are as entered, with their unit; exercises are named as well as linked by id (an id is null
 * where the exercise has left the catalogue).
 */
export const accountExportSchema = z
  .object({
    format: z.literal('equipped-account-export'),
    version: z.literal(1),
    exportedAt: z.string(),
    profile: z.object({ name: z.string(), email: z.string(), emailVerified: z.boolean(), createdAt: z.string() }),
    trainingPreferences: z.object({ weightUnit: z.enum(WEIGHT_UNITS) }),
    favorites: z.array(z.object({ exerciseId: z.string().uuid(), exerciseName: z.string(), addedAt: z.string() })),
    workouts: z.array(
      z.object({
        id: z.string().uuid(),
        name: z.string(),
        description: z.string(),
        createdAt: z.string(),
        updatedAt: z.string(),
        entries: z.array(
          z.object({
            exerciseId: z.string().uuid(),
            exerciseName: z.string(),
            sets: z.number().int(),
            reps: z.string(),
            weight: z.number().nullable(),
            weightUnit: z.enum(WEIGHT_UNITS),
            bodyweight: z.boolean(),
            notes: z.string(),
          }),
        ),
      }),
    ),
    gyms: z.array(
      z.object({ id: z.string().uuid(), name: z.string(), equipment: z.array(z.string()), isActive: z.boolean(), createdAt: z.string() }),
    ),
    suggestions: z.array(
      z.object({
        id: z.string().uuid(),
        exerciseName: z.string(),
        description: z.string(),
        equipmentType: z.string(),
        targetMuscleGroups: z.string(),
        difficultyLevel: z.string(),
        status: z.string(),
        createdAt: z.string(),
        reviewedAt: z.string().nullable(),
      }),
    ),
    sessions: z.array(
      z.object({
        id: z.string().uuid(),
        name: z.string(),
        notes: z.string(),
        workoutId: z.string().uuid().nullable(),
        startedAt: z.string(),
        finishedAt: z.string().nullable().meta({ description: 'Null while the session is open.' }),
        exercises: z.array(
          z.object({
            exerciseId: z.string().uuid().nullable(),
            exerciseName: z.string(),
            supersetGroup: z.number().int().nullable(),
            restSeconds: z.number().int().nullable(),
            notes: z.string(),
            sets: z.array(
              z.object({
                setType: z.enum(SET_TYPES),
                weight: z.number().nullable(),
                weightUnit: z.enum(WEIGHT_UNITS),
                reps: z.number().int().nullable(),
                rpe: z.number().nullable(),
                completedAt: z.string().nullable(),
              }),
            ),
          }),
        ),
      }),
    ),
  })
  .meta({
    id: 'AccountExport',
    description: "Everything a member keeps in Equipped, in one document ('equipped-account-export', version 1).",
  });
export type AccountExport = z.infer<typeof accountExportSchema>;
