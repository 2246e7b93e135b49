import { z } from 'zod';
import type { DifficultyLevel } from '@/shared/catalogue/difficulty';
import { EQUIPMENT_NAMES, isEquipmentName } from '@/shared/catalogue/equipment-taxonomy';
import { type EquipmentGroup, groupEquipmentNames } from '@/web/components/exercise/equipment-groups';
import { MUSCLE_OPTIONS, type MuscleOption } from '@/shared/catalogue/muscles';
import {
  checkEquipmentNeeds,
  EXERCISE_INPUT_MESSAGES,
  exerciseContentSchema,
  exerciseOptionsInputSchema,
  type ExerciseContent,
  type ExerciseOptionsInput,
} from '@/shared/schemas/exercise-input';
import { fieldsNamed } from '@/web/lib/form-errors';

/**
 * The exercise form's two variants, both built from the one exercise input schema (@/shared/schemas/exercise-input):
 * - `catalogue` (admin create and edit): muscles are comma-separated text, so imported terms such as 'Middle Back'
 *   can be kept, and the equipment may be an importer's name; the output is the admin API's body.
 * - `options` (Suggest an Exercise, the stand-alone Add Exercise page): equipment one of the twelve options, muscles
 *   chosen from the sixteen options; the output is the suggestion API's body (and the admin create body on Add).
 */
export type ExerciseFormVariant = 'catalogue' | 'options';

/** The fields both variants hold, every one a plain value (strings, a tag list), so inputs stay controlled. */
export interface ExerciseFormBaseValues {
  exerciseName: string;
  /** '' until one is chosen (select items never have an empty value). */
  equipmentType: string;
  description: string;
  difficultyLevel: DifficultyLevel;
  pros: string;
  cons: string;
  videoUrl: string;
  tags: string[];
  /** What the exercise needs: groups, each met by any one item, the equipment type's group first ([] until it is chosen). */
  requiredEquipment: string[][];
  /** What only helps. */
  optionalEquipment: string[];
}

/** The catalogue variant's values: muscles as the API's comma-separated text. */
export type CatalogueFormValues = ExerciseFormBaseValues & { targetMuscleGroups: string };

/** The options variant's values: muscles as a list in the order chosen (one comma-separated string in the API). */
export type OptionsFormValues = ExerciseFormBaseValues & { targetMuscles: MuscleOption[] };

export type ExerciseFormValues = CatalogueFormValues | OptionsFormValues;

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

/** Adds `muscle` at the end, or removes it when already chosen: each muscle at most once. */
export function toggleMuscle(chosen: readonly MuscleOption[], muscle: MuscleOption): MuscleOption[] {
  return chosen.includes(muscle) ? chosen.filter((m) => m !== muscle) : [...chosen, muscle];
}

/**
 * The catalogue variant's validation: the exercise content rules (the admin API's own, so form and API cannot
 * disagree) with the muscles tidied first. Output is the admin PUT/POST body: name, equipment, muscles and description
 * required; video a valid http(s) URL; difficulty default beginner; empty pros, cons, tags and video null; the
 * required groups and helpful items as edited, under the API's checkEquipmentNeeds.
 */
export const catalogueFormSchema = exerciseContentSchema
  .extend({
    targetMuscleGroups: z
      .string()
      .transform((text) => splitMuscleTerms(text).join(', '))
      .pipe(exerciseContentSchema.shape.targetMuscleGroups),
  })
  .superRefine(checkEquipmentNeeds);

/**
 * The options variant's validation: the closed-list rules of the suggestion API with the muscles as a list, and the
 * API's checkEquipmentNeeds; output is the API body (muscles joined by ', ' in the order chosen, optional fields null
 * when empty, tags null when none, the required groups and helpful items as edited).
 */
export const optionsFormSchema = exerciseOptionsInputSchema
  .omit({ targetMuscleGroups: true })
  .extend({ targetMuscles: z.array(z.enum(MUSCLE_OPTIONS)).min(1, EXERCISE_INPUT_MESSAGES.musclesRequired) })
  .superRefine(checkEquipmentNeeds)
  .transform(({ targetMuscles, ...rest }): ExerciseOptionsInput => ({ ...rest, targetMuscleGroups: targetMuscles.join(', ') }));

export type { ExerciseContent, ExerciseOptionsInput };

/**
 * The form fields that show the server's rule message under them, by the API's field names (the options variant's
 * muscle list is the API's `targetMuscleGroups`); difficulty and tags show none, so their problems go to a toast.
 */
export const exerciseFormServerFields = {
  catalogue: fieldsNamed<keyof CatalogueFormValues>([
    'exerciseName',
    'equipmentType',
    'description',
    'targetMuscleGroups',
    'pros',
    'cons',
    'videoUrl',
    'requiredEquipment',
    'optionalEquipment',
  ]),
  options: fieldsNamed<keyof OptionsFormValues>(
    ['exerciseName', 'equipmentType', 'description', 'pros', 'cons', 'videoUrl', 'requiredEquipment', 'optionalEquipment'],
    { targetMuscleGroups: 'targetMuscles' },
  ),
};

/**
 * The equipment a form offers (docs/product.md#equipment-taxonomy): every item of the taxonomy under its group's label,
 * in taxonomy order; in the catalogue variant also `current` when the taxonomy does not know it (an exercise written
 * before the taxonomy keeps its equipment until an admin picks another).
 */
export function equipmentChoices(variant: ExerciseFormVariant, current: string): { groups: EquipmentGroup[]; other: string | null } {
  const other = variant === 'catalogue' && current !== '' && !isEquipmentName(current) ? current : null;
  return { groups: groupEquipmentNames(EQUIPMENT_NAMES), other };
}

/** The fields the stand-alone Add Exercise page names in its 'Missing Required Fields' message. */
const STAND_ALONE_REQUIRED = ['exerciseName', 'description', 'equipmentType'] as const;

/**
 * Which problem the stand-alone Add Exercise page reports first for the fields that failed validation: 'required'
 * when the name, description or equipment is missing (its 'Missing Required Fields' sentence), then 'muscles' when no
 * muscle is chosen (a suggestion and an exercise both need one), otherwise 'other' (the field's own rule message, e.g.
 * an invalid video URL). `null` when nothing failed.
 */
export function standAloneProblem(failed: ReadonlyArray<string>): 'required' | 'muscles' | 'other' | null {
  if (failed.length === 0) return null;
  if (STAND_ALONE_REQUIRED.some((name) => failed.includes(name))) return 'required';
  if (failed.includes('targetMuscles')) return 'muscles';
  return 'other';
}
