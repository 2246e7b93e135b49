import { z } from 'zod';
import { DIFFICULTY_LEVELS } from './difficulty';
import { EQUIPMENT_OPTIONS } from './equipment';
import { EQUIPMENT_NAMES, type EquipmentName } from './equipment-taxonomy';
import { normaliseExerciseName } from './exercise-name';
import { MUSCLE_NAMES } from './muscle-vocabulary';
import { MECHANICS, MOVEMENT_PATTERNS, TRAINING_GOALS } from './training';

const sentence = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((text) => text === text.trim() && !/\s{2,}/.test(text), 'no leading, trailing or doubled spaces')
    .refine((text) => /[.!?]$/.test(text), 'ends as a sentence does');

const unique = <T extends z.ZodTypeAny>(item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min)
    .max(max)
    .refine((items) => new Set(items).size === items.length, 'no repeats');

const equipmentName = z.enum(EQUIPMENT_NAMES as [EquipmentName, ...EquipmentName[]]);

/**
 * One exercise of the curated catalogue shipped with the product (catalogue/exercises/*.json, written by the team in
 * its own words; docs/product.md#curated-catalogue). Every list is ordered as shown: muscles most-worked first, form
 * steps in order. `requiredEquipment` is what the exercise cannot be done without, as groups each met by any one of its
 * items ([['Barbells'], ['Flat Bench', 'Adjustable Bench']]: a barbell and either bench); `primaryEquipment` is in one
 * of them; an exercise that needs nothing requires exactly [['Bodyweight']]. `optionalEquipment` (left out when empty)
 * is what only helps — a deadlift platform, a mat — and never what is required (docs/product.md#equipment-taxonomy,
 * docs/decisions/0025-required-and-optional-equipment.md). `popularity` is how commonly gym-goers mean the exercise when they type a
 * word of its name ({@link POPULARITY}); the search ranks by it within a match tier (docs/product.md#search).
 */
export const curatedExerciseSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'kebab-case'),
    name: z.string().min(3).max(80),
    aliases: unique(z.string().min(2).max(60), 0, 8),
    primaryEquipment: equipmentName,
    requiredEquipment: z.array(unique(equipmentName, 1, 4)).min(1).max(5),
    optionalEquipment: unique(equipmentName, 1, 4).optional(),
    primaryMuscles: unique(z.enum(MUSCLE_NAMES as [string, ...string[]]), 1, 4),
    secondaryMuscles: unique(z.enum(MUSCLE_NAMES as [string, ...string[]]), 0, 6),
    difficulty: z.enum(DIFFICULTY_LEVELS),
    movementPattern: z.enum(MOVEMENT_PATTERNS),
    mechanic: z.enum(MECHANICS),
    goals: unique(z.enum(TRAINING_GOALS), 1, 4),
    description: sentence(60, 500),
    steps: z.array(sentence(15, 300)).min(3).max(8),
    benefits: z.array(sentence(20, 260)).min(2).max(4),
    considerations: z.array(sentence(20, 260)).min(2).max(4),
    tags: unique(z.string().regex(/^[a-z0-9][a-z0-9 -]*$/, 'lowercase'), 2, 6),
    videoUrl: z.null(),
    isSample: z.boolean(),
    popularity: z.number().int().min(1).max(5).optional(),
  })
  .strict()
  .superRefine((exercise, ctx) => {
    const required = exercise.requiredEquipment.flat();
    if (!required.includes(exercise.primaryEquipment)) {
      ctx.addIssue({ code: 'custom', path: ['requiredEquipment'], message: `must include the primary equipment ${exercise.primaryEquipment}` });
    }
    if (new Set(required).size !== required.length) {
      ctx.addIssue({ code: 'custom', path: ['requiredEquipment'], message: 'an item is in two groups' });
    }
    if (required.includes('Bodyweight') && required.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['requiredEquipment'], message: 'Bodyweight means nothing else is needed' });
    }
    const both = (exercise.optionalEquipment ?? []).filter((item) => required.includes(item) || item === 'Bodyweight');
    if (both.length > 0) ctx.addIssue({ code: 'custom', path: ['optionalEquipment'], message: `also required (or Bodyweight): ${both.join(', ')}` });
    const alsoPrimary = exercise.primaryMuscles.filter((muscle) => exercise.secondaryMuscles.includes(muscle));
    if (alsoPrimary.length > 0) ctx.addIssue({ code: 'custom', path: ['secondaryMuscles'], message: `also primary: ${alsoPrimary.join(', ')}` });
  });

export type CuratedExercise = z.infer<typeof curatedExerciseSchema>;

/** Every item an exercise names, required (in any group) or optional: what "uses" an item means for the catalogue's rules. */
export function curatedEquipmentNamed(exercise: Pick<CuratedExercise, 'requiredEquipment' | 'optionalEquipment'>): string[] {
  return [...exercise.requiredEquipment.flat(), ...(exercise.optionalEquipment ?? [])];
}

/**
 * The curated `popularity` scale (docs/product.md#search): 5 the staple form of a main lift (the one meant by the lift's
 * bare name: Conventional Deadlift for "deadlift"), 4 common in most programmes, 3 ordinary (the default), 2 a
 * variation, 1 niche. Imported rows and rows written in the app rank below every curated one (0).
 */
export const POPULARITY = { staple: 5, common: 4, ordinary: 3, variation: 2, niche: 1, unranked: 0 } as const;

/**
 * What the curated catalogue as a whole must hold (docs/product.md#curated-catalogue). `minFullBreakdownShare` is the
 * share of the exercises a member is shown, with free-exercise-db imported and merged, that have the full breakdown
 * ({@link hasFullBreakdown}); an imported exercise has it only through the curated twin it merges into.
 */
export const CURATED_CATALOGUE_RULES = {
  minExercises: 850,
  minPerEquipment: 8,
  minPerBriefEquipment: 8,
  minSamples: 12,
  minFullBreakdownShare: 0.8,
} as const;

/** An exercise as stored, with what a full breakdown is made of (the brief's pros and cons one per line). */
export type BreakdownFields = {
  description: string;
  formSteps: readonly string[];
  pros: string | null;
  cons: string | null;
  primaryMuscles: readonly string[];
  movementPattern: string | null;
  mechanic: string | null;
  trainingGoals: readonly string[];
  aliases: readonly string[];
};

/**
 * Whether an exercise has the full breakdown (docs/product.md#curated-catalogue): a description in prose, form steps,
 * 2–4 benefits and 2–4 considerations, primary muscles, movement pattern, mechanic, training goals and at least one
 * alias. Every curated exercise has it; an imported one lacks benefits and considerations.
 */
export function hasFullBreakdown(exercise: BreakdownFields): boolean {
  const lines = (text: string | null) => (text ?? '').split('\n').filter((line) => line.trim() !== '').length;
  const between = (n: number) => n >= 2 && n <= 4;
  return (
    exercise.description.trim().length >= 60 &&
    exercise.formSteps.length > 0 &&
    between(lines(exercise.pros)) &&
    between(lines(exercise.cons)) &&
    exercise.primaryMuscles.length > 0 &&
    exercise.movementPattern !== null &&
    exercise.mechanic !== null &&
    exercise.trainingGoals.length > 0 &&
    exercise.aliases.length > 0
  );
}

/**
 * Every problem of a curated catalogue, one line each (empty when it is sound): a record the schema refuses (with its
 * file and slug), a slug used twice, two names (or a name and an alias) that are the same after
 * {@link normaliseExerciseName}, an equipment item fewer than {@link CURATED_CATALOGUE_RULES} exercises use (name as
 * required or optional, {@link curatedEquipmentNamed}), too few
 * exercises or samples in all.
 *
 * @param files the parsed JSON of each file, by file name.
 */
export function curatedCatalogueProblems(files: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const exercises: Array<CuratedExercise & { file: string }> = [];
  for (const [file, content] of Object.entries(files)) {
    if (!Array.isArray(content)) {
      problems.push(`${file}: not a JSON array`);
      continue;
    }
    content.forEach((record: unknown, index) => {
      const parsed = curatedExerciseSchema.safeParse(record);
      const label = `${file} #${index} ${(record as { slug?: unknown } | null)?.slug ?? ''}`.trim();
      if (parsed.success) exercises.push({ ...parsed.data, file });
      else for (const issue of parsed.error.issues) problems.push(`${label}: ${issue.path.join('.') || '(record)'}: ${issue.message}`);
    });
  }
  const slugs = new Map<string, string>();
  const names = new Map<string, string>();
  for (const exercise of exercises) {
    const where = `${exercise.file} ${exercise.slug}`;
    if (slugs.has(exercise.slug)) problems.push(`${where}: slug also used in ${slugs.get(exercise.slug)}`);
    else slugs.set(exercise.slug, where);
    for (const name of new Set([exercise.name, ...exercise.aliases].map(normaliseExerciseName))) {
      const other = names.get(name);
      if (other) problems.push(`${where}: "${name}" (normalised name or alias) is also ${other}`);
      else names.set(name, where);
    }
  }
  const rules = CURATED_CATALOGUE_RULES;
  if (exercises.length < rules.minExercises) problems.push(`${exercises.length} exercises; at least ${rules.minExercises} are needed`);
  const samples = exercises.filter((exercise) => exercise.isSample).length;
  if (samples < rules.minSamples) problems.push(`${samples} samples; at least ${rules.minSamples} are needed`);
  for (const item of EQUIPMENT_NAMES) {
    const uses = exercises.filter((exercise) => curatedEquipmentNamed(exercise).includes(item)).length;
    const min = (EQUIPMENT_OPTIONS as readonly string[]).includes(item) ? rules.minPerBriefEquipment : rules.minPerEquipment;
    if (uses < min) problems.push(`${item}: ${uses} exercises use it; at least ${min} are needed`);
  }
  return problems;
}
