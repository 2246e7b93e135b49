import { z } from 'zod';
import { DIFFICULTY_LEVELS } from '../catalogue/difficulty';
import { MUSCLE_FILTER_VALUES, type MuscleFilterValue } from '../catalogue/muscle-filter';
import { TRAINING_GOALS } from '../catalogue/training';
import { FILTER_VALUES_MAX, LIBRARY_PAGE_SIZE, SEARCH_TEXT_MAX } from '../limits';
import { SORT_DIRECTIONS, SORT_KEYS } from '../sort';
import { LIBRARY_FILTERS, type LibraryFilter } from '../library-filters';
import { exerciseSummarySchema } from './exercise';

const MUSCLE_FILTER_ENUM = MUSCLE_FILTER_VALUES as [MuscleFilterValue, ...MuscleFilterValue[]];

/**
 * A repeatable query parameter (`equipment=A&equipment=B`): the server's validator hands over a string for one value
 * and an array for several, the web client may pass either; both become an array without duplicates. Absent → [].
 */
const repeated = <T extends z.ZodType<string>>(item: T) =>
  z
    .union([item, z.array(item).max(FILTER_VALUES_MAX)])
    .optional()
    .transform((value): Array<z.output<T>> => [...new Set(value === undefined ? [] : Array.isArray(value) ? value : [value])]);

/**
 * GET /api/exercises query (docs/product.md#limits, docs/product.md#library, docs/product.md#search). `q` is trimmed (an empty `q` means no search).
 * `equipment` finds the exercises that use any of the items (primary or required, docs/product.md#equipment-taxonomy);
 * `goal` those that serve any of the training goals (docs/product.md#training-vocabulary); `muscle` a muscle group
 * (a word of it in the target muscles) or a single muscle of the vocabulary (a primary muscle of the exercise;
 * docs/product.md#library). Filters are
 * multi-select: OR within one, AND across (docs/product.md#limits). `sort` absent with a non-empty `q` means relevance order; absent
 * without `q` means name ascending (docs/product.md#limits default). `dir` applies to the chosen sort only. Pages are 1-based.
 */
export const exercisesQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, `Search text can be at most ${SEARCH_TEXT_MAX} characters`).default(''),
  equipment: repeated(z.string().trim().min(1).max(60)),
  difficulty: repeated(z.enum(DIFFICULTY_LEVELS)),
  muscle: repeated(z.enum(MUSCLE_FILTER_ENUM)),
  goal: repeated(z.enum(TRAINING_GOALS)),
  sort: z.enum(SORT_KEYS).optional(),
  dir: z.enum(SORT_DIRECTIONS).default('asc'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  // 'true' searches the text as typed, without typo corrections (the "Search instead for …" link, docs/product.md#search).
  exact: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // One of the caller's gyms: only exercises whose every required item it has, body-weight ones always (docs/product.md#my-gyms).
  gym: z.string().uuid().optional(),
});

/** The query as the server uses it (arrays always present, defaults applied). */
export type ExercisesQuery = z.output<typeof exercisesQuerySchema>;
/** The query as a client may send it (every field optional). */
export type ExercisesQueryInput = z.input<typeof exercisesQuerySchema>;

export { LIBRARY_FILTERS, type LibraryFilter };

/** How many exercises the same search would find with one of its filters dropped (the zero-result state, docs/product.md#search). */
export const filterRelaxationSchema = z.object({ filter: z.enum(LIBRARY_FILTERS), total: z.number().int().min(0) });
export type FilterRelaxation = z.infer<typeof filterRelaxationSchema>;

/**
 * With no results for a gym (`gym`), the one equipment item whose addition to that gym would find the most, and how many
 * it would find (docs/product.md#my-gyms): 'Add a Cable Machine to Home: 85 more exercises'. Null otherwise.
 */
export const gymUnlockSchema = z.object({ equipment: z.string(), total: z.number().int().min(1) });
export type GymUnlock = z.infer<typeof gymUnlockSchema>;

/**
 * GET /api/exercises answer: one page of exercise summaries (the whole exercise is GET /api/exercises/{id}) plus the total; `sampleOnly` when the viewer sees samples only (docs/product.md#screens,
 * docs/product.md#roles-and-access). For a search (docs/product.md#search):
 * - `correctedQuery`: the text the results are for when the search as typed found too little and typo corrections
 *   were used ('romanian deadlift' for 'romanain deadlift'); null otherwise.
 * - `matchedTerms`: the lowercase words the results matched on (corrections included), for highlighting names; [] without a search.
 * - `relaxations`: with no results and at least one filter, each filter in use and how many the search finds without it.
 */
export const exerciseListSchema = z.object({
  items: z.array(exerciseSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.literal(LIBRARY_PAGE_SIZE),
  sampleOnly: z.boolean(),
  correctedQuery: z.string().nullable(),
  matchedTerms: z.array(z.string()),
  relaxations: z.array(filterRelaxationSchema),
  gymUnlock: gymUnlockSchema.nullable(),
});

export type ExerciseList = z.infer<typeof exerciseListSchema>;

/** GET /api/exercises/equipment answer: the equipment items the exercises the viewer can see use, sorted (docs/product.md#api). */
export const equipmentListSchema = z.object({ items: z.array(z.string()) });

export type EquipmentList = z.infer<typeof equipmentListSchema>;

/** Most as-you-type autocomplete entries one request returns. */
export const AUTOCOMPLETE_MAX = 6;

/** GET /api/exercises/autocomplete query: the search text as typed so far. */
export const autocompleteQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, `Search text can be at most ${SEARCH_TEXT_MAX} characters`).default(''),
});

/**
 * GET /api/exercises/autocomplete answer (docs/product.md#search): the best-ranked names for the text typed so far, at most
 * {@link AUTOCOMPLETE_MAX}, with their primary equipment; only exercises the viewer can see; [] for empty text.
 */
export const exerciseAutocompleteSchema = z.object({
  items: z.array(z.object({ id: z.string(), exerciseName: z.string(), equipmentType: z.string() })).max(AUTOCOMPLETE_MAX),
  correctedQuery: z.string().nullable(),
});
export type ExerciseAutocomplete = z.infer<typeof exerciseAutocompleteSchema>;
