import { z } from 'zod';
import type { DifficultyLevel } from '@/shared/catalogue/difficulty';
import type { KnownEquipment } from '@/shared/catalogue/equipment';

/**
 * The pure half of the free-exercise-db importer (docs/product.md#catalogue): validate one record of the dataset's `exercises.json`
 * (shape: ../shared/data/free-exercise-db/schema.json) and map it to an exercise row. No I/O here; the import service
 * reads the file, upserts by `sourceId` and reports the failures.
 *
 * Images are never carried: the dataset's maintainers hold no rights to its photographs (SOURCE.md).
 */

/** Prefix of `exercises.source_id` for imported rows, so a re-import updates by id instead of duplicating. */
export const FREE_EXERCISE_DB_SOURCE_PREFIX = 'free-exercise-db:';

/**
 * One record as the dataset publishes it. Deliberately lenient where the mapping copes (force, mechanic and equipment
 * may be missing as well as null; muscle and equipment names are checked by the mapping, which names the bad value);
 * strict where a row would be wrong (id pattern, level). Unknown keys, `images` included, are stripped.
 */
export const freeExerciseDbRecordSchema = z.object({
  id: z.string().regex(/^[0-9a-zA-Z_-]+$/, 'must be letters, digits, _ or -'),
  name: z.string(),
  force: z.string().nullish(),
  level: z.enum(['beginner', 'intermediate', 'expert']),
  mechanic: z.string().nullish(),
  equipment: z.string().nullish(),
  primaryMuscles: z.array(z.string()),
  secondaryMuscles: z.array(z.string()),
  instructions: z.array(z.string()),
  category: z.string(),
});

export type FreeExerciseDbRecord = z.infer<typeof freeExerciseDbRecordSchema>;

/** The importer's equipment mapping (docs/product.md#catalogue); null (and a missing value) also maps to 'Other'. */
export const FREE_EXERCISE_DB_EQUIPMENT: Readonly<Record<string, KnownEquipment>> = {
  'body only': 'Bodyweight',
  dumbbell: 'Dumbbells',
  barbell: 'Barbells',
  cable: 'Cable Machine',
  bands: 'Resistance Bands',
  kettlebells: 'Kettlebells',
  'medicine ball': 'Medicine Ball',
  'e-z curl bar': 'EZ Curl Bar',
  'exercise ball': 'Exercise Ball',
  'foam roll': 'Foam Roller',
  machine: 'Machine',
  other: 'Other',
};

/**
 * Dataset muscle → the readable term stored in `target_muscle_groups` (docs/product.md#catalogue), chosen so the docs/product.md#limits muscle-group
 * filter finds it: 'Abs' → Core via 'abs'; 'Lats', 'Middle Back', 'Lower Back', 'Traps' → Back; 'Forearms' → Arms.
 * Abductors and adductors are leg muscles, but no docs/product.md#limits Legs synonym contains either word, so each term also carries its
 * plain name: '… (Outer Thighs)' / '… (Inner Thighs)' reach Legs via 'thighs' and still read and search as the muscle.
 * 'Neck' belongs to no docs/product.md#limits group; mapping it to Shoulders or Back would mislead, so it stays ungrouped.
 */
export const FREE_EXERCISE_DB_MUSCLES: Readonly<Record<string, string>> = {
  abdominals: 'Abs',
  abductors: 'Abductors (Outer Thighs)',
  adductors: 'Adductors (Inner Thighs)',
  biceps: 'Biceps',
  calves: 'Calves',
  chest: 'Chest',
  forearms: 'Forearms',
  glutes: 'Glutes',
  hamstrings: 'Hamstrings',
  lats: 'Lats',
  'lower back': 'Lower Back',
  'middle back': 'Middle Back',
  neck: 'Neck',
  quadriceps: 'Quadriceps',
  shoulders: 'Shoulders',
  traps: 'Traps',
  triceps: 'Triceps',
};

/** Mapped muscle terms that no library muscle group (docs/product.md#equipment-and-muscles) matches, on purpose (see FREE_EXERCISE_DB_MUSCLES). */
export const UNGROUPED_IMPORTED_MUSCLES: readonly string[] = ['Neck'];

const LEVELS: Readonly<Record<FreeExerciseDbRecord['level'], DifficultyLevel>> = {
  beginner: 'beginner',
  intermediate: 'intermediate',
  expert: 'advanced', // SOURCE.md: "expert is this product's 'advanced'"
};

/** An exercise row ready to upsert by `sourceId` (field names of the Exercise DTO, docs/product.md#data). */
export interface ImportedExercise {
  sourceId: string;
  exerciseName: string;
  equipmentType: KnownEquipment;
  targetMuscleGroups: string;
  description: string;
  difficultyLevel: DifficultyLevel;
  pros: null;
  cons: null;
  tags: string[];
  videoUrl: null;
  isSample: false;
}

export type MapRecordResult =
  | { ok: true; value: ImportedExercise }
  | { ok: false; id: string | null; reason: string };

/**
 * Validates and maps one free-exercise-db record (docs/product.md#catalogue). Never throws: a record that cannot become an exercise
 * returns `{ ok: false, id, reason }` (id null when the record has no usable id) so the importer reports and skips it.
 *
 * - name trimmed (inner whitespace collapsed); empty → 'empty name';
 * - equipment via FREE_EXERCISE_DB_EQUIPMENT; an unlisted value fails rather than silently becoming 'Other';
 * - level expert → advanced;
 * - primary then secondary muscles, mapped by FREE_EXERCISE_DB_MUSCLES, de-duplicated, joined with ', ';
 *   none → 'no muscles'; an unlisted muscle fails;
 * - instructions → '1. …\n2. …' (blank steps dropped, a step's own leading '6. ' removed, inner whitespace collapsed);
 *   none → 'no instructions' (description is required, docs/product.md#validation);
 * - tags: category, force, mechanic, lowercase, without nulls or duplicates;
 * - pros, cons, videoUrl null; isSample false; images never carried.
 */
export function mapFreeExerciseDbRecord(record: unknown): MapRecordResult {
  const parsed = freeExerciseDbRecordSchema.safeParse(record);
  if (!parsed.success) return { ok: false, id: recordId(record), reason: formatIssues(parsed.error) };
  const r = parsed.data;
  const fail = (reason: string): MapRecordResult => ({ ok: false, id: r.id, reason });

  const exerciseName = collapse(r.name);
  if (exerciseName === '') return fail('empty name');

  const equipmentType = lookup(FREE_EXERCISE_DB_EQUIPMENT, r.equipment ?? 'other');
  if (!equipmentType) return fail(`unknown equipment "${r.equipment}"`);

  const muscles: string[] = [];
  for (const source of [...r.primaryMuscles, ...r.secondaryMuscles]) {
    const term = lookup(FREE_EXERCISE_DB_MUSCLES, source);
    if (!term) return fail(`unknown muscle "${source}"`);
    if (!muscles.includes(term)) muscles.push(term);
  }
  if (muscles.length === 0) return fail('no muscles');

  const steps = r.instructions.map((step) => collapse(step).replace(/^\d+[.)]\s+/, '')).filter((step) => step !== '');
  if (steps.length === 0) return fail('no instructions');

  const tags: string[] = [];
  for (const tag of [r.category, r.force, r.mechanic]) {
    const normalised = collapse(tag ?? '').toLowerCase();
    if (normalised !== '' && !tags.includes(normalised)) tags.push(normalised);
  }

  return {
    ok: true,
    value: {
      sourceId: `${FREE_EXERCISE_DB_SOURCE_PREFIX}${r.id}`,
      exerciseName,
      equipmentType,
      targetMuscleGroups: muscles.join(', '),
      description: steps.map((step, i) => `${i + 1}. ${step}`).join('\n'),
      difficultyLevel: LEVELS[r.level],
      pros: null,
      cons: null,
      tags,
      videoUrl: null,
      isSample: false,
    },
  };
}

/** Own-key lookup, case- and spacing-insensitive; 'constructor' and friends are not mappings. */
function lookup<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  const normalised = collapse(key).toLowerCase();
  return Object.hasOwn(table, normalised) ? table[normalised] : undefined;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function recordId(record: unknown): string | null {
  if (typeof record !== 'object' || record === null || !('id' in record)) return null;
  return typeof record.id === 'string' && record.id !== '' ? record.id : null;
}

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'record'}: ${issue.message}`).join('; ');
}
