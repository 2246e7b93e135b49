/**
 * Target muscles and the library's muscle-group filter.
 *
 * An exercise's `targetMuscleGroups` is one comma-separated string (docs/product.md#data). The filter's seven groups match it by
 * case-insensitive substring against their synonyms (docs/product.md#limits), so 'Middle Back' is in Back through 'back' and
 * 'Forearms' is in Arms through 'forearms' (and 'arms'). The server turns the same synonym lists into SQL ILIKE
 * patterns, so they stay plain lowercase data here.
 */

/**
 * The brief's sixteen muscle options, in its order. The forms no longer offer them — they offer the muscle vocabulary
 * (docs/product.md#muscle-vocabulary, decision 0028) — but older text and API callers still write them, so they are
 * read as vocabulary muscles (musclesWorked) and stay search words for the muscles they stand for.
 */
export const MUSCLE_OPTIONS = [
  'Quadriceps',
  'Hamstrings',
  'Glutes',
  'Calves',
  'Chest',
  'Back',
  'Shoulders',
  'Biceps',
  'Triceps',
  'Core',
  'Forearms',
  'Traps',
  'Latissimus Dorsi',
  'Rhomboids',
  'Lower Back',
  'Cardiovascular',
] as const;

export type MuscleOption = (typeof MUSCLE_OPTIONS)[number];

/**
 * The seven filter groups, alphabetical as the filter lists them, each with its substring synonyms exactly as docs/product.md#limits
 * gives them ('front/side/rear delts' and 'anterior/lateral/posterior deltoids' written out). Lowercase.
 */
export const MUSCLE_GROUPS = [
  { name: 'Arms', synonyms: ['biceps', 'triceps', 'forearms', 'arms', 'brachialis', 'brachioradialis'] },
  {
    name: 'Back',
    synonyms: [
      'back',
      'lats',
      'latissimus dorsi',
      'rhomboids',
      'trapezius',
      'traps',
      'rear delts',
      'middle traps',
      'lower traps',
    ],
  },
  { name: 'Chest', synonyms: ['chest', 'pectorals', 'pecs', 'upper chest', 'lower chest', 'inner chest'] },
  {
    name: 'Core',
    synonyms: ['core', 'abs', 'abdominals', 'obliques', 'lower abs', 'upper abs', 'transverse abdominis'],
  },
  { name: 'Full Body', synonyms: ['full body', 'total body', 'compound'] },
  {
    name: 'Legs',
    synonyms: ['legs', 'quadriceps', 'quads', 'hamstrings', 'calves', 'glutes', 'thighs', 'hip flexors', 'abductors', 'adductors'],
  },
  {
    name: 'Shoulders',
    synonyms: [
      'shoulders',
      'delts',
      'deltoids',
      'front delts',
      'side delts',
      'rear delts',
      'anterior deltoids',
      'lateral deltoids',
      'posterior deltoids',
    ],
  },
] as const satisfies ReadonlyArray<{ name: string; synonyms: readonly string[] }>;

export type MuscleGroupName = (typeof MUSCLE_GROUPS)[number]['name'];

/** The group names in filter order (alphabetical, docs/product.md#limits). */
export const MUSCLE_GROUP_NAMES: readonly MuscleGroupName[] = MUSCLE_GROUPS.map((g) => g.name);

/** True when `value` is exactly one of the seven group names (e.g. a `muscle=` URL parameter). */
export function isMuscleGroupName(value: unknown): value is MuscleGroupName {
  return typeof value === 'string' && (MUSCLE_GROUP_NAMES as readonly string[]).includes(value);
}

/** The lowercase synonyms of one group (docs/product.md#limits). */
export function muscleGroupSynonyms(group: MuscleGroupName): readonly string[] {
  // `?? []` only satisfies the type checker: every MuscleGroupName is in MUSCLE_GROUPS.
  return MUSCLE_GROUPS.find((g) => g.name === group)?.synonyms ?? [];
}

/** The groups of the upper body; with Legs, what makes an exercise Full Body (docs/product.md#muscle-vocabulary). */
export const UPPER_BODY_GROUPS = ['Arms', 'Back', 'Chest', 'Shoulders'] as const satisfies readonly MuscleGroupName[];

/**
 * Whether an exercise's comma-separated target muscles fall in `group`: some synonym of the group occurs as a
 * case-insensitive substring of the whole string (docs/product.md#limits). Example: ('Lats, Middle Back', 'Back') → true.
 * Full Body is also an exercise that loads the whole body: its muscles are in Legs and in an upper-body group
 * (docs/product.md#muscle-vocabulary), like a thruster, a clean or a rowing stroke.
 */
export function matchesMuscleGroup(targetMuscleGroups: string, group: MuscleGroupName): boolean {
  const haystack = targetMuscleGroups.toLowerCase();
  const matches = (name: MuscleGroupName) => muscleGroupSynonyms(name).some((synonym) => haystack.includes(synonym));
  if (group === 'Full Body') return matches('Full Body') || (matches('Legs') && UPPER_BODY_GROUPS.some(matches));
  return matches(group);
}

/**
 * The muscle filter with several groups selected: an exercise passes if it matches ANY of them (docs/product.md#search "an item passes
 * if it matches any selected value in a filter"). No group selected means no muscle filter, so everything passes.
 */
export function matchesAnyMuscleGroup(targetMuscleGroups: string, groups: readonly MuscleGroupName[]): boolean {
  return groups.length === 0 || groups.some((group) => matchesMuscleGroup(targetMuscleGroups, group));
}

/** 'Chest, Triceps,, Shoulders ' → ['Chest', 'Triceps', 'Shoulders']: the terms, trimmed, empty ones dropped. */
export function splitMuscles(targetMuscleGroups: string): string[] {
  return targetMuscleGroups
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term.length > 0);
}

/**
 * What an exercise card shows: the first `max` terms and how many more there are, for the '+N more' badge
 * (docs/product.md#limits: "Cards show at most 3 target muscles plus '+N more'"). `more` is 0 when everything fits.
 */
export function muscleTermsForDisplay(targetMuscleGroups: string, max = 3): { shown: string[]; more: number } {
  const terms = splitMuscles(targetMuscleGroups);
  const limit = Math.max(0, Math.floor(max));
  return { shown: terms.slice(0, limit), more: Math.max(0, terms.length - limit) };
}
