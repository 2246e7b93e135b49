import { splitMuscles } from './muscles';
import type { MuscleName } from './muscle-vocabulary';

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
const TERMS: ReadonlyMap<string, readonly MuscleName[]> = new Map<string, readonly MuscleName[]>([
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
 * The muscles an exercise works, read from its comma-separated `targetMuscleGroups` (docs/product.md#muscle-vocabulary):
 * the first term listed is the primary muscle, every other term a secondary one; a broad term stands for all its
 * muscles (Shoulders → Front, Side and Rear Delts; Back → Lats and Upper Back; Core and Abdominals → Abs and
 * Obliques); terms match ignoring case, spacing and a note in brackets (the import writes 'Abductors (Outer Thighs)'); an unknown term ('Neck') is dropped, even when it is the
 * first, and then nothing is primary. Each muscle appears once, primary before secondary, in the order listed.
 *
 * Example: 'Quadriceps, Glutes, Back, Neck' → { primary: ['Quadriceps'], secondary: ['Glutes', 'Lats', 'Upper Back'] }.
 */
export function musclesWorked(targetMuscleGroups: string): MusclesWorked {
  const [first, ...rest] = splitMuscles(targetMuscleGroups).map((term) => TERMS.get(normalise(term)) ?? []);
  const primary = [...new Set(first ?? [])];
  const secondary = [...new Set(rest.flat())].filter((muscle) => !primary.includes(muscle));
  return { primary, secondary };
}
