import { z } from 'zod';
import { DIFFICULTY_LEVELS } from '../catalogue/difficulty';

/** An exercise as the API returns it (spec §3 Exercise, camelCase). */
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
}).meta({ id: 'Exercise', description: 'An exercise of the catalogue (spec §3 Exercise).' });

export type Exercise = z.infer<typeof exerciseSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * The content fields of an exercise as written by the catalogue (starter catalogue, importer, admin form, approved
 * suggestion). Required: name, equipment, muscles, description (spec §5 exercise form); pros, cons, tags and video
 * are stored as null when empty (spec §5).
 */
export const exerciseInputSchema = z.object({
  exerciseName: z.string().trim().min(1, 'Exercise name is required').max(120),
  equipmentType: z.string().trim().min(1, 'Equipment type is required').max(60),
  targetMuscleGroups: z.string().trim().min(1, 'Target muscle groups are required').max(300),
  description: z.string().trim().min(1, 'Description is required').max(5000),
  difficultyLevel: z.enum(DIFFICULTY_LEVELS).default('beginner'),
  pros: optionalText(2000),
  cons: optionalText(2000),
  tags: z
    .array(z.string().trim().max(40))
    .max(30)
    .nullish()
    .transform((tags) => {
      const unique = [...new Set((tags ?? []).filter((tag) => tag.length > 0))];
      return unique.length > 0 ? unique : null;
    }),
  // http(s) only: the link is opened in a new tab (spec §5 video handling), so never javascript: or data:. Written as
  // `.nullish()` rather than a union with z.undefined(), which the OpenAPI generator cannot describe.
  videoUrl: z
    .union([z.literal(''), z.string().trim().url({ protocol: /^https?$/, error: 'Video URL must be a valid URL' }).max(500)])
    .nullish()
    .transform((value) => (value ? value : null)),
  isSample: z.boolean().default(false),
});

export type ExerciseInput = z.output<typeof exerciseInputSchema>;
