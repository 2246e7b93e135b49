import { z } from 'zod';
import { MUSCLE_OPTIONS, type MuscleOption } from '@/shared/catalogue/muscles';
import { SUGGESTION_MESSAGES, suggestionInputSchema, type SuggestionInput } from '@/shared/schemas/suggestions';

/** A blank form: difficulty defaults to beginner (spec §5). */
export const EMPTY_EXERCISE_FORM: ExerciseFormValues = {
  exerciseName: '',
  equipmentType: '',
  description: '',
  targetMuscles: [],
  difficultyLevel: 'beginner',
  pros: '',
  cons: '',
  videoUrl: '',
  tags: [],
};

const field = suggestionInputSchema.shape;

/**
 * The form's validation (react-hook-form + zodResolver, STYLE.md §2): the server's own field rules from the shared
 * suggestion schema, so the form and the API cannot disagree; output is the API body of POST /api/suggestions (and,
 * with `isSample`, of the admin's POST /api/admin/exercises): muscles joined by ', ' in the order chosen, optional
 * fields null when empty, tags null when none.
 */
export const exerciseFormSchema = z
  .object({
    exerciseName: field.exerciseName,
    equipmentType: field.equipmentType,
    description: field.description,
    targetMuscles: z.array(z.enum(MUSCLE_OPTIONS)).min(1, SUGGESTION_MESSAGES.musclesRequired),
    difficultyLevel: field.difficultyLevel,
    pros: field.pros,
    cons: field.cons,
    videoUrl: field.videoUrl,
    tags: field.tags,
  })
  .transform(({ targetMuscles, ...rest }): SuggestionInput => ({ ...rest, targetMuscleGroups: targetMuscles.join(', ') }));

/**
 * The exercise form's values, shared by Suggest an Exercise and the stand-alone Add Exercise page (spec §3 "Stand-alone
 * Add Exercise form fields", §5): what {@link exerciseFormSchema} reads. Muscles are a list here and one comma-separated
 * string in the API (spec §3); `equipmentType` is '' until one of the twelve options is chosen (spec §5: select items
 * never have an empty value).
 */
export type ExerciseFormValues = z.input<typeof exerciseFormSchema>;

/** Adds `muscle` at the end, or removes it when already chosen: each muscle at most once (spec §5). */
export function toggleMuscle(chosen: readonly MuscleOption[], muscle: MuscleOption): MuscleOption[] {
  return chosen.includes(muscle) ? chosen.filter((m) => m !== muscle) : [...chosen, muscle];
}

/** The fields spec §5 requires on the stand-alone Add Exercise page ('Missing Required Fields - …'). */
const STAND_ALONE_REQUIRED = ['exerciseName', 'description', 'equipmentType'] as const;

/**
 * Which problem the stand-alone page reports first for the fields that failed validation (spec §5; decision 0008):
 * 'required' when the name, description or equipment is missing (the spec's 'Missing Required Fields' sentence),
 * then 'muscles' when no muscle is chosen (a suggestion and an exercise both need one), otherwise 'other' (the
 * field's own rule message, e.g. an invalid video URL). `null` when nothing failed.
 */
export function standAloneProblem(failed: ReadonlyArray<string>): 'required' | 'muscles' | 'other' | null {
  if (failed.length === 0) return null;
  if (STAND_ALONE_REQUIRED.some((name) => failed.includes(name))) return 'required';
  if (failed.includes('targetMuscles')) return 'muscles';
  return 'other';
}
