import { z } from 'zod';
import type { DifficultyLevel } from '@/shared/catalogue/difficulty';
import { EQUIPMENT_NAMES, isEquipmentName } from '@/shared/catalogue/equipment-taxonomy';
import { type EquipmentGroup, groupEquipmentNames } from '@/web/components/exercise/equipment-groups';
import { MUSCLE_NAMES, targetMusclesText, type MuscleName } from '@/shared/catalogue/muscle-vocabulary';
import type { TrainingGoal } from '@/shared/catalogue/training';
import type { AdminExerciseCreate } from '@/shared/schemas/admin';
import { pictureSchema } from '@/shared/schemas/illustrations';
import {
  checkAliases,
  checkEquipmentNeeds,
  checkMuscleLists,
  curationFields,
  EXERCISE_INPUT_MESSAGES,
  exerciseContentSchema,
  exerciseOptionsInputSchema,
  muscleListFields,
  type ExerciseContent,
  type ExerciseOptionsInput,
} from '@/shared/schemas/exercise-input';
import { fieldsNamed } from '@/web/lib/form-errors';

/**
 * The exercise form's two variants, both built from the one exercise input schema (@/shared/schemas/exercise-input):
 * - `catalogue` (admin create and edit): primary and secondary muscles chosen from the muscle vocabulary, and the
 *   equipment may be an importer's name; the output is the admin API's body.
 * - `options` (Suggest an Exercise, the stand-alone Add Exercise page): equipment an item of the taxonomy, muscles
 *   chosen from the vocabulary (docs/product.md#muscle-vocabulary); the output is the suggestion API's body (and the
 *   admin create body on Add).
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

/**
 * The catalogue variant's values: the primary and the secondary muscles, each in the order chosen; form steps and
 * aliases as text, one per line; pattern and mechanic ('' for none); the training goals.
 */
export type CatalogueFormValues = ExerciseFormBaseValues & {
  primaryMuscles: MuscleName[];
  secondaryMuscles: MuscleName[];
  formSteps: string;
  aliases: string;
  movementPattern: string;
  mechanic: string;
  trainingGoals: TrainingGoal[];
};

/** Text of one item per line → the items (the API trims them and drops empty ones). */
const lines = (text: string) => text.split(/\r?\n/);

/** A select's value → null for none (''), else the value, for the API's enum to check. */
const noneAsNull = (value: string) => (value === '' ? null : value);

/**
 * The options variant's values: muscles as a list in the order chosen (one comma-separated string in the API); the
 * picture a suggestion may carry, as a data URL, or null.
 */
export type OptionsFormValues = ExerciseFormBaseValues & { targetMuscles: MuscleName[]; picture: string | null };

export type ExerciseFormValues = CatalogueFormValues | OptionsFormValues;

/** Adds `muscle` at the end, or removes it when already chosen: each muscle at most once. */
export function toggleMuscle(chosen: readonly MuscleName[], muscle: MuscleName): MuscleName[] {
  return chosen.includes(muscle) ? chosen.filter((m) => m !== muscle) : [...chosen, muscle];
}

/**
 * The catalogue variant's validation: the exercise content rules (the admin API's own, so form and API cannot
 * disagree). Output is the admin PUT/POST body: name, equipment, a primary muscle and description required; video a
 * valid http(s) URL; difficulty default beginner; empty pros, cons, tags and video null; the required groups and
 * helpful items as edited, under the API's checkEquipmentNeeds; the muscle lists under its checkMuscleLists, and the
 * target muscles text made from them (targetMusclesText); form steps and aliases one per line (trimmed, empty lines
 * dropped), pattern and mechanic null for none, goals each once, under the API's curationFields and checkAliases.
 */
export const catalogueFormSchema = exerciseContentSchema
  .omit({ targetMuscleGroups: true })
  .extend({
    primaryMuscles: muscleListFields.primaryMuscles.unwrap(),
    secondaryMuscles: muscleListFields.secondaryMuscles.unwrap(),
    formSteps: z.string().transform(lines).pipe(curationFields.formSteps.unwrap()),
    aliases: z.string().transform(lines).pipe(curationFields.aliases.unwrap()),
    movementPattern: z.string().transform(noneAsNull).pipe(curationFields.movementPattern.unwrap().unwrap().nullable()),
    mechanic: z.string().transform(noneAsNull).pipe(curationFields.mechanic.unwrap().unwrap().nullable()),
    trainingGoals: curationFields.trainingGoals.unwrap(),
  })
  .superRefine((value, ctx) => {
    checkEquipmentNeeds(value, ctx);
    checkMuscleLists(value, ctx);
    checkAliases(value, ctx);
  })
  .transform(
    (
      value,
    ): ExerciseContent &
      Pick<
        AdminExerciseCreate,
        'primaryMuscles' | 'secondaryMuscles' | 'formSteps' | 'aliases' | 'movementPattern' | 'mechanic' | 'trainingGoals'
      > => ({
      ...value,
      targetMuscleGroups: targetMusclesText(value.primaryMuscles, value.secondaryMuscles),
    }),
  );

/**
 * The options variant's validation: the closed-list rules of the suggestion API with the muscles as a list, and the
 * API's checkEquipmentNeeds; output is the API body (muscles joined by ', ' in the order chosen, optional fields null
 * when empty, tags null when none, the required groups and helpful items as edited).
 */
export const optionsFormSchema = exerciseOptionsInputSchema
  .omit({ targetMuscleGroups: true })
  .extend({
    targetMuscles: z.array(z.enum(MUSCLE_NAMES as [MuscleName, ...MuscleName[]])).min(1, EXERCISE_INPUT_MESSAGES.musclesRequired),
    picture: pictureSchema.nullable(),
  })
  .superRefine(checkEquipmentNeeds)
  .transform(({ targetMuscles, picture, ...rest }): ExerciseOptionsInput & { picture: string | null } => ({
    ...rest,
    targetMuscleGroups: targetMuscles.join(', '),
    picture,
  }));

export type { ExerciseContent, ExerciseOptionsInput };

/**
 * The form fields that show the server's rule message under them, by the API's field names (the API's
 * `targetMuscleGroups` is the options variant's muscle list and the catalogue variant's primary muscles); difficulty and tags show none, so their problems go to a toast.
 */
export const exerciseFormServerFields = {
  catalogue: fieldsNamed<keyof CatalogueFormValues>(
    [
      'exerciseName',
      'equipmentType',
      'description',
      'primaryMuscles',
      'secondaryMuscles',
      'formSteps',
      'aliases',
      'movementPattern',
      'mechanic',
      'trainingGoals',
      'pros',
      'cons',
      'videoUrl',
      'requiredEquipment',
      'optionalEquipment',
    ],
    { targetMuscleGroups: 'primaryMuscles' },
  ),
  options: fieldsNamed<keyof OptionsFormValues>(
    ['exerciseName', 'equipmentType', 'description', 'pros', 'cons', 'videoUrl', 'requiredEquipment', 'optionalEquipment', 'picture'],
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
