/**
 * Measured comparison of in-memory JS search libraries for the exercise search, for a decision record: MiniSearch,
 * FlexSearch and Orama, each configured as close as it can get to our ranking rules (docs/product.md#search).
 *
 * Catalogues:
 * - `real`: the curated catalogue (catalogue/exercises/*.json) plus the free-exercise-db records
 *   (/work/shared/data/free-exercise-db/exercises.json, or FREE_EXERCISE_DB), mapped to one simple document shape;
 * - `synthetic`: 100,000 exercises of bench/generate-exercises.ts (SYNTHETIC_COUNT to change).
 *
 * Per library and catalogue it measures build time, heap used after build (heapUsed delta after a forced GC), query
 * latency p50/p99 over ~2,000 queries typed as prefixes (4+ letters) of words of names, shuffled deterministically, half
 * of them with one equipment filter, and the mean result count (capped at {@link LIMIT}). On the real catalogue it also
 * reports relevance: top-3 hit rate and MRR over RELEVANCE_CASES of src/server/test/fixtures/relevance-suite.ts
 * when that module exists, otherwise over the built-in {@link FALLBACK_CASES}.
 *
 * Run: `NODE_OPTIONS=--expose-gc npx tsx bench/compare-search-libraries.ts` (without --expose-gc the heap column is
 * approximate). Prints a markdown table and writes it to bench/search-libraries.md. To compare another engine, add
 * one adapter to {@link ADAPTERS}.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { create, insert, search as oramaSearch, type AnyOrama, type Results } from '@orama/orama';
import FlexSearch from 'flexsearch';
import MiniSearch from 'minisearch';
import { type IndexQuery, SearchIndex } from '../src/server/features/exercises/search/search-index';
import { withoutCuratedModel } from '../src/test-support/exercise-fixture';
import { createRandom, generateExercises } from './generate-exercises';

const ROOT = join(import.meta.dirname, '..');
const FREE_EXERCISE_DB = process.env.FREE_EXERCISE_DB ?? '/work/shared/data/free-exercise-db/exercises.json';
const SYNTHETIC_COUNT = Number(process.env.SYNTHETIC_COUNT ?? 100_000);
const QUERY_COUNT = 2_000;
/** A library still querying after this long stops there; its row says how many queries it answered. */
const QUERY_BUDGET_MS = Number(process.env.QUERY_BUDGET_MS ?? 30_000);
/** Results asked of every library (Orama and FlexSearch need a limit; MiniSearch's full list is cut to it). */
const LIMIT = 100;
/** Field weights shared by every adapter: name highest, description lowest. */
const WEIGHTS = { name: 5, aliases: 3, equipment: 2, muscles: 1.5, description: 1 } as const;

/** One searchable exercise, the same shape for every catalogue and library. */
export type SearchDoc = {
  id: string;
  name: string;
  aliases: string[];
  equipment: string[];
  muscles: string[];
  description: string;
  isSample: boolean;
  /** 1–5 curated (5 the staple form of a lift), 0 imported or synthetic. */
  popularity: number;
};

export type SearchFilters = { equipment?: string; samplesOnly?: boolean };

/** What a search engine must offer to be compared here. */
export type SearchAdapter = {
  name: string;
  build(docs: readonly SearchDoc[]): void;
  /** Ids, best first, at most {@link LIMIT}. */
  search(q: string, filters: SearchFilters): string[];
};

type RelevanceCase = { q: string; expect: string[]; catalogue: 'curated' | 'merged' | 'both' };

// ---------------------------------------------------------------------------------------------------------------
// Catalogues

type CuratedRecord = {
  slug: string;
  name: string;
  aliases: string[];
  equipment: string[];
  primaryMuscles: string[];
  secondaryMuscles: string[];
  description: string;
  tags: string[];
  isSample: boolean;
  popularity?: number;
};

type FreeExerciseRecord = {
  id: string;
  name: string;
  equipment: string | null;
  primaryMuscles: string[];
  secondaryMuscles: string[];
  instructions: string[];
  category: string;
};

const titleCase = (text: string) => text.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

function loadCurated(): SearchDoc[] {
  const dir = join(ROOT, 'catalogue/exercises');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as CuratedRecord[])
    .map((record) => ({
      id: `curated:${record.slug}`,
      name: record.name,
      aliases: record.aliases,
      equipment: record.equipment,
      muscles: [...record.primaryMuscles, ...record.secondaryMuscles],
      description: `${record.description} ${record.tags.join(' ')}`,
      isSample: record.isSample,
      popularity: record.popularity ?? 3,
    }));
}

function loadFreeExerciseDb(): SearchDoc[] {
  const records = JSON.parse(readFileSync(FREE_EXERCISE_DB, 'utf8')) as FreeExerciseRecord[];
  return records.map((record) => ({
    id: `fedb:${record.id}`,
    name: record.name,
    aliases: [],
    equipment: [record.equipment ? titleCase(record.equipment) : 'Bodyweight'],
    muscles: [...record.primaryMuscles, ...record.secondaryMuscles].map(titleCase),
    description: `${record.instructions.join(' ')} ${record.category}`,
    isSample: false,
    popularity: 0,
  }));
}

function loadSynthetic(count: number): SearchDoc[] {
  return generateExercises(count).map(({ sourceId, exercise }) => ({
    id: sourceId,
    name: exercise.exerciseName,
    aliases: [],
    equipment: [exercise.equipmentType],
    muscles: exercise.targetMuscleGroups.split(',').map((muscle) => muscle.trim()),
    description: `${exercise.description} ${(exercise.tags ?? []).join(' ')}`,
    isSample: exercise.isSample ?? false,
    popularity: 0,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Adapters

/**
 * MiniSearch: BM25+ over name/aliases/equipment/muscles/description with per-field `boost`; `prefix: true` on every
 * term; `fuzzy` (Levenshtein, here 0.2 of the term length, i.e. 1 edit from 5 letters) on terms of 5+ letters, always
 * on (it cannot be "only when exact finds too little" in one query; the adapter could retry, but that would be our
 * logic); `filter` callback for equipment and samples; `boostDocument` multiplies the score by popularity (a factor,
 * not a tie-break); `combineWith: 'AND'` so every typed word must match somewhere.
 */
function miniSearchAdapter(): SearchAdapter {
  let index: MiniSearch<SearchDoc> | undefined;
  return {
    name: 'MiniSearch',
    build(docs) {
      index = new MiniSearch<SearchDoc>({
        fields: ['name', 'aliases', 'equipment', 'muscles', 'description'],
        storeFields: ['equipment', 'isSample', 'popularity'],
        extractField: (doc, field) => {
          const value = doc[field as keyof SearchDoc];
          return Array.isArray(value) ? value.join(' ') : (value as string);
        },
        searchOptions: {
          boost: { ...WEIGHTS },
          prefix: true,
          fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
          combineWith: 'AND',
          boostDocument: (_id, _term, stored) => 1 + Number(stored?.popularity ?? 0) * 0.1,
        },
      });
      index.addAll(docs);
    },
    search(q, filters) {
      const results = index!.search(q, {
        filter:
          filters.equipment || filters.samplesOnly
            ? (result) =>
                (!filters.equipment || (result.equipment as string[]).includes(filters.equipment)) &&
                (!filters.samplesOnly || result.isSample === true)
            : undefined,
      });
      return results.slice(0, LIMIT).map((result) => result.id as string);
    },
  };
}

/**
 * FlexSearch 0.8: a Document index, one field index each; `tokenize: 'forward'` (prefix) on name, aliases, equipment
 * and muscles, 'strict' (whole words) on the description to keep memory down; `encoder: LatinBalance` folds case,
 * accents and some phonetics (its only "fuzziness": no edit distance); `suggest: true` keeps partial matches when not
 * every word matches. No per-field weights in a document search: `merge: true` lists name matches first, then aliases…
 * (field order). The Resolver's `boost` (or-ing one query per field) would weigh fields, but in 0.8.212 a Resolver
 * query returned nothing on the synthetic catalogue and threw with a `tag`, so it is not used. Equipment and samples
 * are `tag`s (exact tag match, and-ed; no callback). No document boost: popularity cannot be expressed.
 */
function flexSearchAdapter(): SearchAdapter {
  type FlexDoc = { id: string; name: string; aliases: string; equipment: string; muscles: string; description: string; tags: string[] };
  let index: InstanceType<typeof FlexSearch.Document<FlexDoc>> | undefined;
  const fields = ['name', 'aliases', 'equipment', 'muscles', 'description'] as const;
  return {
    name: 'FlexSearch',
    build(docs) {
      const encoder = FlexSearch.Charset.LatinBalance;
      index = new FlexSearch.Document<FlexDoc>({
        document: {
          id: 'id',
          index: fields.map((field) => ({
            field,
            tokenize: field === 'description' ? ('strict' as const) : ('forward' as const),
            encoder,
            resolution: 9,
          })),
          tag: [{ field: 'tags' }],
        },
      });
      for (const doc of docs) {
        index.add({
          id: doc.id,
          name: doc.name,
          aliases: doc.aliases.join(' | '),
          equipment: doc.equipment.join(' | '),
          muscles: doc.muscles.join(' | '),
          description: doc.description,
          tags: [...doc.equipment.map((item) => `eq:${item}`), doc.isSample ? 'sample' : 'all'],
        });
      }
    },
    search(q, filters) {
      const tag: Array<Record<string, string>> = [];
      if (filters.equipment) tag.push({ tags: `eq:${filters.equipment}` });
      if (filters.samplesOnly) tag.push({ tags: 'sample' });
      const results = index!.search({
        query: q,
        index: [...fields],
        suggest: true,
        merge: true,
        limit: LIMIT,
        ...(tag.length ? { tag } : {}),
      });
      const ids = results.slice(0, LIMIT).map((result) => result.id);
      return ids.map(String);
    },
  };
}

/**
 * Orama 3: BM25 over string fields with per-property `boost`; prefix matching is always on (radix tree); `tolerance: 1`
 * (Levenshtein 1 on every term, always on, no length threshold); equipment is an `enum[]` and samples a `boolean` in
 * `where` (declarative filters, no callback); no document boost (popularity could only be a `sortBy`, which replaces
 * relevance instead of breaking its ties).
 */
function oramaAdapter(): SearchAdapter {
  const schema = {
    id: 'string',
    name: 'string',
    aliases: 'string[]',
    equipment: 'enum[]',
    equipmentText: 'string',
    muscles: 'string[]',
    description: 'string',
    isSample: 'boolean',
    popularity: 'number',
  } as const;
  let db: AnyOrama | undefined;
  return {
    name: 'Orama',
    build(docs) {
      db = create({ schema });
      for (const doc of docs) void insert(db, { ...doc, equipmentText: doc.equipment.join(' ') });
    },
    search(q, filters) {
      const where: Record<string, unknown> = {};
      if (filters.equipment) where.equipment = { containsAny: [filters.equipment] };
      if (filters.samplesOnly) where.isSample = true;
      const results = oramaSearch(db!, {
        term: q,
        properties: ['name', 'aliases', 'equipmentText', 'muscles', 'description'],
        boost: {
          name: WEIGHTS.name,
          aliases: WEIGHTS.aliases,
          equipmentText: WEIGHTS.equipment,
          muscles: WEIGHTS.muscles,
          description: WEIGHTS.description,
        },
        tolerance: 1,
        where: where as never,
        limit: LIMIT,
      }) as Results<{ id: string }> | Promise<unknown>;
      if (results instanceof Promise) throw new Error('Orama answered asynchronously');
      return results.hits.map((hit) => hit.document.id);
    },
  };
}

/**
 * Our own index (src/server/features/exercises/search/search-index.ts) behind the same adapter: the document's muscles stand
 * for both its primary muscles and its target muscle groups, as the simple document shape here has one list.
 */
function ownIndexAdapter(): SearchAdapter {
  let index = new SearchIndex();
  const query: Omit<IndexQuery, 'q' | 'equipment' | 'samplesOnly'> = {
    difficulty: [],
    muscle: [],
    goal: [],
    dir: 'asc',
    page: 1,
    pageSize: LIMIT,
    exact: false,
  };
  return {
    name: 'Equipped SearchIndex',
    build(docs) {
      index = new SearchIndex(
        docs.map((doc) => ({
          popularity: doc.popularity,
          exercise: {
            id: doc.id,
            exerciseName: doc.name,
            equipmentType: doc.equipment[0] ?? 'Bodyweight',
            targetMuscleGroups: doc.muscles.join(', '),
            description: doc.description,
            difficultyLevel: 'beginner',
            pros: null,
            cons: null,
            tags: null,
            videoUrl: null,
            isSample: doc.isSample,
            createdAt: '2026-01-01T00:00:00.000Z',
            ...withoutCuratedModel(doc.equipment[0] ?? 'Bodyweight'),
            aliases: doc.aliases,
            equipment: doc.equipment,
            primaryMuscles: doc.muscles,
          },
        })),
      );
    },
    search(q, filters) {
      return index
        .search({ ...query, q, equipment: filters.equipment ? [filters.equipment] : [], samplesOnly: filters.samplesOnly ?? false })
        .items.map((item) => item.id);
    },
  };
}

/** The engines compared, one line each. */
const ADAPTERS: ReadonlyArray<() => SearchAdapter> = [ownIndexAdapter, miniSearchAdapter, flexSearchAdapter, oramaAdapter];

// ---------------------------------------------------------------------------------------------------------------
// Relevance cases

/** Used when src/server/test/fixtures/relevance-suite.ts does not exist yet; every name is in catalogue/exercises. */
const FALLBACK_CASES: readonly RelevanceCase[] = [
  { q: 'deadlift', expect: ['Conventional Deadlift'], catalogue: 'both' },
  { q: 'squat', expect: ['Barbell Back Squat'], catalogue: 'both' },
  { q: 'bench press', expect: ['Barbell Bench Press'], catalogue: 'both' },
  { q: 'rdl', expect: ['Barbell Romanian Deadlift'], catalogue: 'both' },
  { q: 'romanian deadlift', expect: ['Barbell Romanian Deadlift'], catalogue: 'both' },
  { q: 'romanain deadlift', expect: ['Barbell Romanian Deadlift'], catalogue: 'both' },
  { q: 'pullups', expect: ['Pull-Up'], catalogue: 'both' },
  { q: 'pull up', expect: ['Pull-Up'], catalogue: 'both' },
  { q: 'chin up', expect: ['Chin-Up'], catalogue: 'both' },
  { q: 'push up', expect: ['Push-Up'], catalogue: 'both' },
  { q: 'ohp', expect: ['Standing Barbell Overhead Press'], catalogue: 'both' },
  { q: 'overhead press', expect: ['Standing Barbell Overhead Press'], catalogue: 'both' },
  { q: 'lat pulldown', expect: ['Lat Pulldown'], catalogue: 'both' },
  { q: 'hip thrust', expect: ['Barbell Hip Thrust'], catalogue: 'both' },
  { q: 'leg press', expect: ['Leg Press'], catalogue: 'both' },
  { q: 'kettlebell swing', expect: ['Kettlebell Two-Hand Swing'], catalogue: 'both' },
  { q: 'goblet squat', expect: ['Kettlebell Goblet Squat'], catalogue: 'both' },
  { q: 'dumbel row', expect: ['One-Arm Dumbbell Row'], catalogue: 'both' },
  { q: 'bulgarian split squat', expect: ['Dumbbell Bulgarian Split Squat'], catalogue: 'both' },
  { q: 'face pull', expect: ['Cable Face Pull'], catalogue: 'both' },
  { q: 'skull crusher', expect: ['EZ Bar Skull Crusher'], catalogue: 'both' },
  { q: 'front squat', expect: ['Barbell Front Squat'], catalogue: 'both' },
];

async function loadRelevanceCases(): Promise<{ source: string; cases: readonly RelevanceCase[] }> {
  const path = '../src/server/test/fixtures/relevance-suite';
  try {
    const module = (await import(path)) as { RELEVANCE_CASES?: readonly RelevanceCase[] };
    if (module.RELEVANCE_CASES?.length) return { source: 'relevance-suite.ts', cases: module.RELEVANCE_CASES };
  } catch {
    // not written yet: the fallback below
  }
  return { source: 'built-in fallback', cases: FALLBACK_CASES };
}

// ---------------------------------------------------------------------------------------------------------------
// Measurement

type Query = { q: string; filters: SearchFilters };

/** Every 4+ letter prefix of every name word, each with the equipment of a document that has it; shuffled; half filtered. */
function queriesFor(docs: readonly SearchDoc[]): Query[] {
  const byPrefix = new Map<string, string>();
  for (const doc of docs) {
    for (const word of doc.name.toLowerCase().split(/[^a-z0-9]+/)) {
      for (let length = 4; length <= word.length; length += 1) {
        const prefix = word.slice(0, length);
        if (!byPrefix.has(prefix)) byPrefix.set(prefix, doc.equipment[0] ?? '');
      }
    }
  }
  const prefixes = [...byPrefix.entries()];
  const random = createRandom(42);
  for (let i = prefixes.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [prefixes[i], prefixes[j]] = [prefixes[j]!, prefixes[i]!];
  }
  return Array.from({ length: QUERY_COUNT }, (_, i) => {
    const [q, equipment] = prefixes[i % prefixes.length]!;
    return { q, filters: i % 2 === 1 ? { equipment } : {} };
  });
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

type Row = {
  library: string;
  catalogue: string;
  docs: number;
  buildMs: number;
  heapMb: number;
  p50: number;
  p99: number;
  meanResults: number;
  queries: number;
  top3?: string;
  mrr?: string;
};

function measure(make: () => SearchAdapter, catalogue: string, docs: readonly SearchDoc[], queries: readonly Query[]) {
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const adapter = make();
  const started = performance.now();
  adapter.build(docs);
  const buildMs = performance.now() - started;
  gc();
  const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  // A short warm-up so the first queries do not measure JIT compilation.
  for (const query of queries.slice(0, 20)) adapter.search(query.q, query.filters);
  const latencies: number[] = [];
  let results = 0;
  const deadline = performance.now() + QUERY_BUDGET_MS;
  for (const query of queries) {
    const start = performance.now();
    const ids = adapter.search(query.q, query.filters);
    const end = performance.now();
    latencies.push(end - start);
    results += ids.length;
    if (end > deadline) break;
  }
  console.error(`${adapter.name} ${catalogue}: built in ${buildMs.toFixed(0)} ms, ${latencies.length} queries answered`);
  latencies.sort((a, b) => a - b);
  const row: Row = {
    library: adapter.name,
    catalogue,
    docs: docs.length,
    buildMs,
    heapMb,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    meanResults: results / latencies.length,
    queries: latencies.length,
  };
  return { adapter, row };
}

/** Top-3 hit rate and MRR (of the worst-placed expected name per case, 0 beyond {@link LIMIT}). */
function relevance(adapter: SearchAdapter, docs: readonly SearchDoc[], cases: readonly RelevanceCase[]) {
  const names = new Map(docs.map((doc) => [doc.id, doc.name]));
  let hits = 0;
  let reciprocal = 0;
  const misses: string[] = [];
  for (const testCase of cases) {
    const found = adapter.search(testCase.q, {}).map((id) => names.get(id));
    const ranks = testCase.expect.map((name) => found.indexOf(name) + 1);
    const worst = ranks.some((rank) => rank === 0) ? 0 : Math.max(...ranks);
    if (worst >= 1 && worst <= 3) hits += 1;
    else misses.push(`"${testCase.q}" → ${found.slice(0, 3).join(' / ') || '(nothing)'}`);
    reciprocal += worst === 0 ? 0 : 1 / worst;
  }
  return { hits, total: cases.length, mrr: cases.length ? reciprocal / cases.length : 0, misses };
}

/** What the table cannot say by itself; kept beside it in bench/search-libraries.md. */
const NOTES = [
  '## Notes',
  '',
  '- The machine has 2 shared cores: timings move by ±50 % between runs; compare orders of magnitude, not digits.',
  '- Heap is the `heapUsed` delta after `global.gc()` around the build (the index only; the documents are already loaded).',
  "- Popularity: the curated files' `popularity` (3 when absent), imported rows 0; MiniSearch can use it only as a score factor (`boostDocument`), FlexSearch and Orama not at all; our index breaks ties within a match tier with it.",
  "- The free-exercise-db records are mapped simply here (no merge into curated exercises, no taxonomy mapping), so relevance differs from the product's suite run (`npm test`, `npm run bench`), which imports them with the real importer.",
  '- MiniSearch: `fuzzy` and `prefix` do not combine (a fuzzy term matches whole indexed terms), so "dumbel" finds neither "dumbbell" nor anything; fuzzy is always on for 5+ letters.',
  '- FlexSearch: fields are merged in field order (name first), not by weight; `limit` applies per field before tags are intersected, so filtered queries return fewer rows (the lower mean results). LatinBalance folding is its only typo tolerance.',
  '- Orama: `tolerance: 1` applies to every term with prefix matching, which is what makes 4-letter prefixes over 100k documents cost ~0.1–6 s; only 47 queries fitted in the budget. Without tolerance it would be much faster but would lose typos.',
];

async function main() {
  if (!(globalThis as { gc?: unknown }).gc) console.warn('warning: run with NODE_OPTIONS=--expose-gc for a meaningful heap column');
  const curated = loadCurated();
  const real = [...curated, ...loadFreeExerciseDb()];
  const { source, cases } = await loadRelevanceCases();
  const curatedCases = cases.filter((c) => c.catalogue !== 'merged');
  const mergedCases = cases.filter((c) => c.catalogue !== 'curated');
  const rows: Row[] = [];
  const missLines: string[] = [];

  const realQueries = queriesFor(real);
  for (const make of ADAPTERS) {
    const { adapter, row } = measure(make, 'real', real, realQueries);
    const merged = relevance(adapter, real, mergedCases);
    let hits = merged.hits;
    let total = merged.total;
    let reciprocal = merged.mrr * merged.total;
    missLines.push(...merged.misses.map((miss) => `${row.library} (merged): ${miss}`));
    if (curatedCases.length) {
      const curatedOnly = make();
      curatedOnly.build(curated);
      const result = relevance(curatedOnly, curated, curatedCases);
      hits += result.hits;
      total += result.total;
      reciprocal += result.mrr * result.total;
      missLines.push(...result.misses.map((miss) => `${row.library} (curated): ${miss}`));
    }
    row.top3 = `${hits}/${total}`;
    row.mrr = total ? (reciprocal / total).toFixed(2) : '–';
    rows.push(row);
  }

  let synthetic: SearchDoc[] | undefined = loadSynthetic(SYNTHETIC_COUNT);
  const syntheticQueries = queriesFor(synthetic);
  for (const make of ADAPTERS) {
    rows.push(measure(make, 'synthetic', synthetic, syntheticQueries).row);
  }
  synthetic = undefined;

  const table = [
    '| Library | Catalogue | Docs | Build (ms) | Heap after build (MB) | Query p50 (ms) | Query p99 (ms) | Queries | Mean results (≤100) | Relevance top-3 | MRR |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.library} | ${row.catalogue} | ${row.docs.toLocaleString('en')} | ${row.buildMs.toFixed(0)} | ${row.heapMb.toFixed(1)} | ${row.p50.toFixed(3)} | ${row.p99.toFixed(3)} | ${row.queries.toLocaleString('en')} | ${row.meanResults.toFixed(1)} | ${row.top3 ?? '–'} | ${row.mrr ?? '–'} |`,
    ),
  ].join('\n');
  const versions = ['minisearch', 'flexsearch', '@orama/orama']
    .map(
      (name) =>
        `${name} ${(JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version}`,
    )
    .join(', ');
  const report = [
    '# Search libraries compared',
    '',
    `Written by \`bench/compare-search-libraries.ts\` on ${new Date().toISOString().slice(0, 10)} (Node ${process.version}, ${versions}).`,
    `${QUERY_COUNT.toLocaleString('en')} prefix queries per row (every 4+ letter prefix of name words, shuffled, half with one equipment filter),`,
    `or as many as answered within ${QUERY_BUDGET_MS / 1000} s (the Queries column);`,
    `relevance from ${source} (${cases.length} cases: an expected name in the top 3; MRR of its rank), real catalogue only.`,
    '',
    table,
    '',
    ...NOTES,
    '',
    '## Relevance misses',
    '',
    ...(missLines.length ? missLines.map((line) => `- ${line}`) : ['None.']),
    '',
  ].join('\n');
  console.log(report);
  writeFileSync(join(ROOT, 'bench/search-libraries.md'), report);
}

await main();
