import { z } from 'zod';
import type { EquipmentName } from '@/shared/catalogue/equipment-taxonomy';
import { normaliseExerciseName } from '@/shared/catalogue/exercise-name';
import type { MuscleName } from '@/shared/catalogue/muscle-vocabulary';

/**
 * One record of Everkinetic's `exercises.json`, as far as the import reads it: the facts (title, equipment, muscles)
 * and the paths of its drawings. Its sentences (primer, steps, tips) are Everkinetic's and never read.
 */
export const everkineticRecordSchema = z.object({
  id: z.string().min(1).max(20),
  name: z.string().max(200).default(''),
  title: z.string().min(1).max(200),
  equipment: z.array(z.string().max(100)).max(20).default([]),
  primary: z.array(z.string().max(100)).max(20).default([]),
  secondary: z.array(z.string().max(100)).max(20).default([]),
  svg: z.array(z.string().max(200)).max(4).nullable().default([]),
});

export type EverkineticRecord = z.infer<typeof everkineticRecordSchema>;

/**
 * Everkinetic's equipment words → the taxonomy items any one of which is that equipment (docs/product.md#equipment-taxonomy).
 * Implements must be among what our exercise uses; benches, bars and machines only describe the set-up. Words not
 * listed (towel, balance board, bosu ball, v-bar) say nothing either way.
 */
const IMPLEMENTS: ReadonlyMap<string, readonly EquipmentName[]> = new Map<string, readonly EquipmentName[]>([
  ['barbell', ['Barbells', 'EZ Curl Bar', 'Trap Bar']],
  ['dumbbell', ['Dumbbells']],
  ['dumbbells', ['Dumbbells']],
  ['cable', ['Cable Machine', 'Lat Pulldown Machine', 'Seated Row Machine']],
  ['smith machine', ['Smith Machine']],
  ['exercise band', ['Resistance Bands']],
  ['kettlebell', ['Kettlebells']],
  ['swiss ball', ['Stability Ball']],
  ['exercise ball', ['Stability Ball']],
  ['stability ball', ['Stability Ball']],
  ['medicine ball', ['Medicine Ball']],
]);

/** Everkinetic's muscle words (typos included) → the muscles of our vocabulary they name (docs/product.md#muscle-vocabulary). */
const MUSCLES: ReadonlyMap<string, readonly MuscleName[]> = new Map<string, readonly MuscleName[]>([
  ['trapezius', ['Traps']],
  ['deltoid', ['Front Delts', 'Side Delts', 'Rear Delts']],
  ['deltoideus (clavicula)', ['Front Delts']],
  ['should', ['Front Delts', 'Side Delts', 'Rear Delts']],
  ['triceps brachii', ['Triceps']],
  ['pectoralis major', ['Chest']],
  ['forearm', ['Forearms']],
  ['forerm', ['Forearms']],
  ['biceps brachii', ['Biceps']],
  ['bicpes', ['Biceps']],
  ['upper back', ['Upper Back', 'Traps']],
  ['latissimus dorsi', ['Lats']],
  ['back', ['Upper Back', 'Lats', 'Lower Back', 'Traps']],
  ['abdominals', ['Abs', 'Obliques']],
  ['core', ['Abs', 'Obliques', 'Lower Back']],
  ['obliques', ['Obliques', 'Abs']],
  ['erector spinae', ['Lower Back']],
  ['ischiocrural muscles', ['Hamstrings']],
  ['gastrocnemius', ['Calves']],
  ['soleus', ['Calves']],
  ['glutaeus maximus', ['Glutes']],
  ['quadriceps', ['Quadriceps']],
  ['hip abductors', ['Hip Abductors', 'Glutes']],
]);

/** The words of an Everkinetic title that only say "no equipment" ("Push Up: Body Weight"): not part of the name. */
const BODYWEIGHT_WORDS = /\b(?:body ?weight|body)\b/gi;

/** Everkinetic's spellings of one-word names ("Dead Lifts", "Pull Down", "Pushup") → ours. */
const SPELLINGS: ReadonlyArray<[RegExp, string]> = [
  [/\bdead ?lifts?\b/gi, 'Deadlift'],
  [/\bpull ?downs?\b/gi, 'Pulldown'],
  [/\bpush ?downs?\b/gi, 'Pushdown'],
  [/\bpush ?ups?\b/gi, 'Push-Up'],
  [/\bzecher\b/gi, 'Zercher'],
  [/\bballl\b/gi, 'Ball'],
  [/['’]s\b/g, 's'],
];

/**
 * The names an Everkinetic record may go by, as normalised keys (normaliseExerciseName): its title read as words
 * ("Bench Press: Barbell (Incline)" is "Barbell Incline Bench Press", since word order does not count) in our spelling
 * ({@link SPELLINGS}); the same without the words that only say body weight ("Push Up: Body Weight" → "Push-Up"),
 * without "Biceps" in a curl ("Biceps Curl: Barbell" → "Barbell Curl") and without "Barbell" beside "EZ Bar"; and its
 * slug ('static-neck-flexion-extension').
 */
export function everkineticNameKeys(record: Pick<EverkineticRecord, 'title' | 'name'>): string[] {
  const title = SPELLINGS.reduce((text, [pattern, ours]) => text.replace(pattern, ours), record.title);
  const variants = [
    title,
    title.replace(BODYWEIGHT_WORDS, ' '),
    /\bcurls?\b/i.test(title) ? title.replace(/\bbiceps?\b/gi, ' ') : title,
    /\bez bar\b/i.test(title) ? title.replace(/\bbarbell\b/gi, ' ') : title,
    record.name.replace(/-/g, ' '),
  ];
  return [...new Set(variants.map(normaliseExerciseName).filter((key) => key !== ''))];
}

/** An exercise of ours as the matcher needs it. */
export type MatchableExercise = {
  id: string;
  exerciseName: string;
  aliases: readonly string[];
  equipment: readonly string[];
  optionalEquipment: readonly string[];
  primaryMuscles: readonly string[];
  secondaryMuscles: readonly string[];
};

/** What the drawings' import decided for one Everkinetic record. */
export type EverkineticMatch =
  | { id: string; title: string; matched: true; exerciseIds: string[]; exerciseNames: string[] }
  | { id: string; title: string; matched: false; reason: string };

/**
 * Matches Everkinetic records to our exercises (docs/product.md#illustrations). Pure. A record illustrates the
 * exercises whose name, or else (after every record has had its names) whose alias, is its title or slug by
 * {@link everkineticNameKeys} — all of them, so a
 * curated entry and an imported twin both get it — provided each also agrees on:
 * - equipment: every implement the record names (barbell, dumbbells, cable, bands, balls… {@link IMPLEMENTS}) is one
 *   the exercise uses, and a record of body weight alone is no drawing of an exercise loaded with one;
 * - muscles: one of the record's muscles is a primary or secondary muscle of the exercise (when the record names any
 *   we know).
 * A doubtful match is left out rather than shown wrong: no name match, or a name match that fails a check, is reported
 * with the reason; so is a record without a drawing. One exercise is illustrated once: the first record that matches it.
 *
 * @returns one entry per record, in input order.
 */
export function matchEverkinetic(records: readonly EverkineticRecord[], catalogue: readonly MatchableExercise[]): EverkineticMatch[] {
  const byName = new Map<string, MatchableExercise[]>();
  const byAlias = new Map<string, MatchableExercise[]>();
  for (const exercise of catalogue) {
    const add = (map: Map<string, MatchableExercise[]>, key: string) => {
      const list = map.get(key);
      if (list) list.push(exercise);
      else map.set(key, [exercise]);
    };
    add(byName, normaliseExerciseName(exercise.exerciseName));
    for (const alias of exercise.aliases) add(byAlias, normaliseExerciseName(alias));
  }
  const taken = new Set<string>();
  const decided = new Map<EverkineticRecord, EverkineticMatch>();
  // Names first for every record, then aliases for the records still without one: a record named for an exercise
  // wins it over a record that only shares an alias with it.
  for (const lookup of [byName, byAlias]) {
    for (const record of records) {
      const { id, title } = record;
      if (decided.get(record)?.matched) continue;
      if ((record.svg ?? []).length === 0) {
        decided.set(record, { id, title, matched: false, reason: 'no drawing' });
        continue;
      }
      const candidates = unique(everkineticNameKeys(record).flatMap((key) => lookup.get(key) ?? []));
      if (candidates.length === 0) {
        if (!decided.has(record)) decided.set(record, { id, title, matched: false, reason: 'no exercise of that name' });
        continue;
      }
      const reasons: string[] = [];
      const fitting = candidates.filter((exercise) => {
        const why = disagreement(record, exercise);
        if (why) reasons.push(`${exercise.exerciseName}: ${why}`);
        return why === null;
      });
      const fresh = fitting.filter((exercise) => !taken.has(exercise.id));
      if (fresh.length === 0) {
        const reason = fitting.length > 0 ? 'its exercises already have a drawing' : reasons.join('; ');
        decided.set(record, { id, title, matched: false, reason });
        continue;
      }
      for (const exercise of fresh) taken.add(exercise.id);
      decided.set(record, {
        id,
        title,
        matched: true,
        exerciseIds: fresh.map((e) => e.id),
        exerciseNames: fresh.map((e) => e.exerciseName),
      });
    }
  }
  return records.map((record) => decided.get(record)!);
}

/** Why `record` does not draw `exercise` (equipment or muscles disagree), or null when they agree. */
function disagreement(record: EverkineticRecord, exercise: MatchableExercise): string | null {
  const uses = new Set([...exercise.equipment, ...exercise.optionalEquipment]);
  const words = record.equipment.map((word) => word.trim().toLowerCase());
  for (const word of words) {
    const items = IMPLEMENTS.get(word);
    if (items && !items.some((item) => uses.has(item))) return `the drawing uses ${word}, the exercise does not`;
  }
  const loads = [...IMPLEMENTS.values()].flat().filter((item) => item !== 'Stability Ball');
  if (words.length > 0 && words.every((word) => word === 'body') && loads.some((item) => exercise.equipment.includes(item)))
    return 'the drawing is of body weight alone, the exercise needs a weight';
  const theirs = [...record.primary, ...record.secondary].flatMap((muscle) => MUSCLES.get(muscle.trim().toLowerCase()) ?? []);
  const ours = new Set([...exercise.primaryMuscles, ...exercise.secondaryMuscles]);
  if (theirs.length > 0 && ours.size > 0 && !theirs.some((muscle) => ours.has(muscle)))
    return `the drawing trains ${[...record.primary, ...record.secondary].join(', ')}, the exercise does not`;
  return null;
}

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}
