import type { MuscleGroupName, MuscleOption } from './muscles';

/**
 * The muscle vocabulary of the curated catalogue (docs/product.md#muscle-vocabulary): one name per muscle region of
 * the muscle map, each mapped onto the brief's muscle options (`option`, what the legacy `targetMuscleGroups` text
 * carries; null where the brief has none) and onto a group of the library's muscle filter.
 */
export const MUSCLE_VOCABULARY = [
  { name: 'Chest', option: 'Chest', group: 'Chest' },
  { name: 'Front Delts', option: 'Shoulders', group: 'Shoulders' },
  { name: 'Side Delts', option: 'Shoulders', group: 'Shoulders' },
  { name: 'Rear Delts', option: 'Shoulders', group: 'Shoulders' },
  { name: 'Biceps', option: 'Biceps', group: 'Arms' },
  { name: 'Triceps', option: 'Triceps', group: 'Arms' },
  { name: 'Forearms', option: 'Forearms', group: 'Arms' },
  { name: 'Abs', option: 'Core', group: 'Core' },
  { name: 'Obliques', option: 'Core', group: 'Core' },
  { name: 'Lats', option: 'Latissimus Dorsi', group: 'Back' },
  { name: 'Upper Back', option: 'Rhomboids', group: 'Back' },
  { name: 'Traps', option: 'Traps', group: 'Back' },
  { name: 'Lower Back', option: 'Lower Back', group: 'Back' },
  { name: 'Glutes', option: 'Glutes', group: 'Legs' },
  { name: 'Hip Abductors', option: 'Glutes', group: 'Legs' },
  { name: 'Adductors', option: null, group: 'Legs' },
  { name: 'Hip Flexors', option: null, group: 'Legs' },
  { name: 'Quadriceps', option: 'Quadriceps', group: 'Legs' },
  { name: 'Hamstrings', option: 'Hamstrings', group: 'Legs' },
  { name: 'Calves', option: 'Calves', group: 'Legs' },
  { name: 'Cardiovascular', option: 'Cardiovascular', group: null },
] as const satisfies ReadonlyArray<{ name: string; option: MuscleOption | null; group: Exclude<MuscleGroupName, 'Full Body'> | null }>;

/** A muscle of the vocabulary. */
export type MuscleName = (typeof MUSCLE_VOCABULARY)[number]['name'];

/** Every muscle name, in vocabulary order (front of the body first). */
export const MUSCLE_NAMES: readonly MuscleName[] = MUSCLE_VOCABULARY.map((muscle) => muscle.name);

/** True when `value` is exactly a muscle of the vocabulary. */
export function isMuscleName(value: unknown): value is MuscleName {
  return typeof value === 'string' && (MUSCLE_NAMES as readonly string[]).includes(value);
}

/**
 * The target muscles text (`targetMuscleGroups`, the brief's comma-separated field) of an exercise that records its
 * muscles: the primary muscles, then the secondary ones, each once, in vocabulary names joined by ', '
 * (docs/product.md#muscle-vocabulary). Example: (['Chest'], ['Triceps', 'Front Delts', 'Chest']) →
 * 'Chest, Triceps, Front Delts'.
 */
export function targetMusclesText(primary: readonly string[], secondary: readonly string[]): string {
  return [...new Set([...primary, ...secondary])].join(', ');
}

/** The vocabulary's muscles of each filter group, in vocabulary order; Full Body has none of its own. */
export function musclesOfGroup(group: MuscleGroupName): MuscleName[] {
  return MUSCLE_VOCABULARY.filter((muscle) => muscle.group === group).map((muscle) => muscle.name);
}
