import { splitMuscles } from './muscles';
import { isMuscleName, targetMusclesText, type MuscleName } from './muscle-vocabulary';

/** The muscles an exercise works, in the vocabulary of the muscle map: what the map and its text alternative show. */
export interface MusclesWorked {
  primary: MuscleName[];
  secondary: MuscleName[];
}

const DELTS: MuscleName[] = ['Front Delts', 'Side Delts', 'Rear Delts'];
const CORE: MuscleName[] = ['Abs', 'Obliques'];

/**
 * Each known term of `targetMuscleGroups`, as `normalise` writes it, and the vocabulary muscles it stands for
 * (docs/product.md#muscle-vocabulary): the sixteen muscle options of the forms, the free text the free-exercise-db
 * import writes, the filter's common synonyms, and the vocabulary's own names, so text already written in the
 * vocabulary reads back unchanged.
 */
export const TERMS: ReadonlyMap<string, readonly MuscleName[]> = new Map<string, readonly MuscleName[]>([
  ['chest', ['Chest']],
  ['pectorals', ['Chest']],
  ['pecs', ['Chest']],
  ['shoulders', DELTS],
  ['delts', DELTS],
  ['deltoids', DELTS],
  ['front delts', ['Front Delts']],
  ['anterior deltoids', ['Front Delts']],
  ['side delts', ['Side Delts']],
  ['lateral deltoids', ['Side Delts']],
  ['rear delts', ['Rear Delts']],
  ['posterior deltoids', ['Rear Delts']],
  ['biceps', ['Biceps']],
  ['triceps', ['Triceps']],
  ['forearms', ['Forearms']],
  ['core', CORE],
  ['abdominals', CORE],
  ['abs', ['Abs']],
  ['obliques', ['Obliques']],
  ['back', ['Lats', 'Upper Back']],
  ['latissimus dorsi', ['Lats']],
  ['lats', ['Lats']],
  ['middle back', ['Upper Back']],
  ['rhomboids', ['Upper Back']],
  ['upper back', ['Upper Back']],
  ['traps', ['Traps']],
  ['trapezius', ['Traps']],
  ['lower back', ['Lower Back']],
  ['glutes', ['Glutes']],
  ['abductors', ['Hip Abductors']],
  ['hip abductors', ['Hip Abductors']],
  ['adductors', ['Adductors']],
  ['hip flexors', ['Hip Flexors']],
  ['quadriceps', ['Quadriceps']],
  ['quads', ['Quadriceps']],
  ['hamstrings', ['Hamstrings']],
  ['calves', ['Calves']],
  ['cardiovascular', ['Cardiovascular']],
]);

/** A term as TERMS keys it: lowercase, single-spaced, without a note in brackets ('Abductors (Outer Thighs)' → 'abductors'). */
function normalise(term: string): string {
  return term
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * What musclesWorked reads of an exercise (a subset of `Exercise`): its recorded primary and secondary muscles
 * (names of the muscle vocabulary; empty lists on exercises from before the curated model) and its target muscles text.
 */
export interface MuscleSource {
  targetMuscleGroups: string;
  primaryMuscles?: readonly string[];
  secondaryMuscles?: readonly string[];
}

/**
 * The muscles an exercise works (docs/product.md#muscle-vocabulary). Given an exercise whose primary or secondary
 * muscles lists are not empty (the curated model), those lists: the names of the vocabulary among them, each once, a
 * primary muscle not repeated as secondary. Otherwise, or given the text alone, read from its comma-separated
 * `targetMuscleGroups`: the first term listed is the primary muscle, every other term a secondary one; a broad term
 * stands for all its muscles (Shoulders → Front, Side and Rear Delts; Back → Lats and Upper Back; Core and Abdominals →
 * Abs and Obliques); terms match ignoring case, spacing and a note in brackets (the import writes 'Abductors (Outer
 * Thighs)'); an unknown term ('Neck') is dropped, even when it is the first, and then nothing is primary. Each muscle
 * appears once, primary before secondary, in the order listed.
 *
 * Examples: 'Quadriceps, Glutes, Back, Neck' → { primary: ['Quadriceps'], secondary: ['Glutes', 'Lats', 'Upper Back'] };
 * { primaryMuscles: ['Chest'], secondaryMuscles: ['Triceps', 'Front Delts'], targetMuscleGroups: 'Chest, Triceps, Shoulders' }
 * → { primary: ['Chest'], secondary: ['Triceps', 'Front Delts'] }.
 */
export function musclesWorked(source: string | MuscleSource): MusclesWorked {
  if (typeof source !== 'string') {
    const listed = [...(source.primaryMuscles ?? []), ...(source.secondaryMuscles ?? [])];
    if (listed.length > 0) {
      const primary = [...new Set((source.primaryMuscles ?? []).filter(isMuscleName))];
      const secondary = [...new Set((source.secondaryMuscles ?? []).filter(isMuscleName))].filter((muscle) => !primary.includes(muscle));
      return { primary, secondary };
    }
  }
  const text = typeof source === 'string' ? source : source.targetMuscleGroups;
  const [first, ...rest] = splitMuscles(text).map((term) => TERMS.get(normalise(term)) ?? []);
  const primary = [...new Set(first ?? [])];
  const secondary = [...new Set(rest.flat())].filter((muscle) => !primary.includes(muscle));
  return { primary, secondary };
}

/**
 * A target muscles text written in the vocabulary (docs/product.md#muscle-vocabulary): each comma-separated term read
 * as the muscles it stands for (a broad term for all of them: 'Shoulders' → Front, Side and Rear Delts; 'Latissimus
 * Dorsi' → Lats), each muscle once in the order first named. `unknown` lists the terms that name no muscle ('Neck'),
 * trimmed, for the caller to refuse. Example: 'chest, Shoulders, Neck, Chest' → { muscles: ['Chest', 'Front Delts',
 * 'Side Delts', 'Rear Delts'], unknown: ['Neck'] }.
 */
export function vocabularyMuscles(text: string): { muscles: MuscleName[]; unknown: string[] } {
  const muscles: MuscleName[] = [];
  const unknown: string[] = [];
  for (const term of splitMuscles(text)) {
    const named = TERMS.get(normalise(term));
    if (!named) unknown.push(term);
    else for (const muscle of named) if (!muscles.includes(muscle)) muscles.push(muscle);
  }
  return { muscles, unknown };
}

/**
 * The muscles a written exercise records (docs/product.md#muscle-vocabulary), from what a writer sent: with primary
 * muscles, those lists (a primary muscle never repeated as secondary) and the target muscles text made from them;
 * without, both lists read from the text by {@link musclesWorked} and the text as sent. Example: { targetMuscleGroups:
 * 'Chest, Triceps' } → { targetMuscleGroups: 'Chest, Triceps', primaryMuscles: ['Chest'], secondaryMuscles: ['Triceps'] }.
 */
export function recordedMuscles(input: {
  targetMuscleGroups: string;
  primaryMuscles?: readonly MuscleName[] | undefined;
  secondaryMuscles?: readonly MuscleName[] | undefined;
}): { targetMuscleGroups: string; primaryMuscles: MuscleName[]; secondaryMuscles: MuscleName[] } {
  if (input.primaryMuscles && input.primaryMuscles.length > 0) {
    const primary = [...new Set(input.primaryMuscles)];
    const secondary = [...new Set(input.secondaryMuscles ?? [])].filter((muscle) => !primary.includes(muscle));
    return { targetMuscleGroups: targetMusclesText(primary, secondary), primaryMuscles: primary, secondaryMuscles: secondary };
  }
  const worked = musclesWorked(input.targetMuscleGroups);
  return { targetMuscleGroups: input.targetMuscleGroups, primaryMuscles: worked.primary, secondaryMuscles: worked.secondary };
}
