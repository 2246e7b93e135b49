import { z } from 'zod';
import { EQUIPMENT_OPTIONS, IMPORTED_EQUIPMENT } from '@/shared/catalogue/equipment';
import { adminExerciseUpdateSchema } from '@/shared/schemas/admin';
import type { Exercise } from '@/shared/schemas/exercise';
import type { ExerciseContent } from './api/exercise-mutations';

/** Splits comma-separated muscles, trimmed, empty terms dropped, each term once (case-insensitive), order kept. */
export function splitMuscleTerms(text: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const term of text.split(',').map((t) => t.trim())) {
    if (term === '' || seen.has(term.toLowerCase())) continue;
    seen.add(term.toLowerCase());
    terms.push(term);
  }
  return terms;
}

/** Whether `muscle` is among the comma-separated `text` (case-insensitive). */
export function hasMuscle(text: string, muscle: string): boolean {
  return splitMuscleTerms(text).some((term) => term.toLowerCase() === muscle.toLowerCase());
}

/** Adds `muscle` at the end of the comma-separated list, or removes it when present; the result is tidy ('A, B'). */
export function toggleMuscleTerm(text: string, muscle: string): string {
  const terms = splitMuscleTerms(text);
  const kept = terms.filter((term) => term.toLowerCase() !== muscle.toLowerCase());
  return (kept.length === terms.length ? [...kept, muscle] : kept).join(', ');
}

/**
 * The admin form's validation (spec §5 exercise form (admin)): the server's own rules (`adminExerciseUpdateSchema`, so
 * form and API cannot disagree) with the muscles tidied first. Output is the PUT/POST body: name, equipment, muscles
 * and description required; video a valid http(s) URL; difficulty default beginner; empty pros, cons, tags and video
 * null.
 */
export const exerciseFormSchema = adminExerciseUpdateSchema.omit({ isSample: true }).extend({
  targetMuscleGroups: z
    .string()
    .transform((text) => splitMuscleTerms(text).join(', '))
    .pipe(adminExerciseUpdateSchema.shape.targetMuscleGroups),
});

export type ExerciseFormInput = z.input<typeof exerciseFormSchema>;

/** What the form holds: every field a plain value (strings, a tag list), so inputs stay controlled. */
export type ExerciseFormValues = {
  exerciseName: string;
  equipmentType: string;
  targetMuscleGroups: string;
  description: string;
  difficultyLevel: Exercise['difficultyLevel'];
  pros: string;
  cons: string;
  videoUrl: string;
  tags: string[];
};

/** A blank form; difficulty defaults to beginner (spec §5). */
export const EMPTY_EXERCISE_FORM: ExerciseFormValues = {
  exerciseName: '',
  equipmentType: '',
  targetMuscleGroups: '',
  description: '',
  difficultyLevel: 'beginner',
  pros: '',
  cons: '',
  videoUrl: '',
  tags: [],
};

/** The form filled with an exercise being edited (nulls become empty fields). */
export function toFormValues(exercise: Exercise): ExerciseFormValues {
  return {
    exerciseName: exercise.exerciseName,
    equipmentType: exercise.equipmentType,
    targetMuscleGroups: exercise.targetMuscleGroups,
    description: exercise.description,
    difficultyLevel: exercise.difficultyLevel,
    pros: exercise.pros ?? '',
    cons: exercise.cons ?? '',
    videoUrl: exercise.videoUrl ?? '',
    tags: exercise.tags ?? [],
  };
}

/**
 * The equipment the select offers: the twelve form options (spec §3), then the importer's names (so an imported
 * exercise can be edited without changing its equipment), then `current` when it is neither.
 */
export function equipmentChoices(current: string): { form: readonly string[]; imported: readonly string[]; other: string | null } {
  const known = [...EQUIPMENT_OPTIONS, ...IMPORTED_EQUIPMENT] as readonly string[];
  return { form: EQUIPMENT_OPTIONS, imported: IMPORTED_EQUIPMENT, other: current && !known.includes(current) ? current : null };
}

export type { ExerciseContent };
