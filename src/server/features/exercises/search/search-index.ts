import type { DifficultyLevel } from '@/shared/catalogue/difficulty';
import { DIFFICULTY_LEVELS } from '@/shared/catalogue/difficulty';
import { matchesMuscleGroup, MUSCLE_GROUP_NAMES, MUSCLE_GROUPS, type MuscleGroupName } from '@/shared/catalogue/muscles';
import { TRAINING_GOALS, type TrainingGoal } from '@/shared/catalogue/training';
import { MUSCLE_VOCABULARY } from '@/shared/catalogue/muscle-vocabulary';
import type { Exercise } from '@/shared/schemas/exercise';
import type { FilterRelaxation, LibraryFilter } from '@/shared/schemas/exercises-query';
import { compactStem, compoundTerms, indexTerms, MAX_COMPOUND_WORDS, stem, words } from './search-text';
import { SharedValues } from './shared-values';
import { POPULARITY } from '@/shared/catalogue/curated-exercise';
import { allowedEdits, editDistance, MIN_CORRECTED_LENGTH } from './typo-corrections';

/**
 * The library's search index (docs/product.md#search; decision 0020): every exercise of the catalogue held in memory
 * by each server instance, with an inverted index of the terms of its name, aliases, equipment, muscles, tags and
 * description. One path answers every library request — visibility, filters, search, both sorts, paging and the exact
 * total — without asking the database; search-index-store.ts keeps it in step with the database.
 *
 * Matching (per search word, every word must match; docs/product.md#search):
 * - a term *is* the word (exact), or *starts with* it (prefix), in any field;
 * - from {@link MIN_INFIX_LENGTH} letters, a name or alias term *contains* it (infix: 'down' meets 'pulldown');
 * - plural and singular are one stem; adjacent words joined are terms too (search-text.ts);
 * - the field's abbreviations ({@link ABBREVIATIONS}) count as the words they stand for;
 * - a word found in too few exercises ({@link TOO_FEW_MATCHES}) is corrected to the closest catalogue term when typo
 *   correction is allowed, and the answer says so (`correctedQuery`).
 *
 * Ranking, best first (docs/product.md#search; {@link SearchIndex.tier} and the keys of `relevance`): the name, then an
 * alias, is the search; every word is a whole word of the name, then of the aliases; every word is found in the name
 * or aliases — within these, the curated popularity, then the words as a phrase in the name, then the field weights of
 * the matches (name > aliases > equipment > primary muscles > other muscles > tags > description; exact > prefix >
 * infix). The rest: how many words were found in a defining field (name, aliases, equipment, primary muscles), the
 * popularity, the field weights. Ties: the shorter name, then the name order.
 */

/** Edits a correction to the start of a longer term counts beyond its own: 'sqat' is 'squat' before 'stat(ic)'. */
export const PARTIAL_PENALTY = 0.5;

/** How much a correction's popularity offsets its edits: 0.6 edits per tenfold more exercises using the term. */
export const FREQUENCY_WEIGHT = 0.6;

/**
 * A search word found in fewer exercises than this is "too little" (docs/product.md#search): it is corrected when a
 * close catalogue term exists ('dumbel' only starts the misspelt 'dumbell' of two descriptions → 'dumbbell').
 */
export const TOO_FEW_MATCHES = 3;

/** Shortest search word matched inside name and alias terms (docs/product.md#search). */
export const MIN_INFIX_LENGTH = 4;

/**
 * The field's standard abbreviations a search word may stand for (docs/product.md#search), by folded word. A Map, not
 * an object: the key is whatever a member types, and 'constructor' must not find Object.prototype's.
 */
export const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['db', ['dumbbell']],
  ['dbs', ['dumbbell']],
  ['bb', ['barbell']],
  ['kb', ['kettlebell']],
  ['kbs', ['kettlebell']],
  ['bw', ['bodyweight']],
  ['ez', ['ez']],
  ['pec', ['chest']],
  ['pecs', ['chest']],
  ['quad', ['quadricep']],
  ['quads', ['quadricep']],
  ['ham', ['hamstring']],
  ['hams', ['hamstring']],
  ['delt', ['shoulder']],
  ['delts', ['shoulder']],
  ['tri', ['tricep']],
  ['tris', ['tricep']],
  ['bi', ['bicep']],
  ['bis', ['bicep']],
  ['ab', ['ab', 'abdominal', 'core']],
  ['abs', ['ab', 'abdominal', 'core']],
  ['cardio', ['conditioning', 'cardio']],
]);

// Fields a term may occur in, one bit each, and their weights in the score.
const NAME = 1;
const ALIAS = 2;
const EQUIPMENT = 4;
const PRIMARY_MUSCLE = 8;
const MUSCLE = 16;
const TAG = 32;
const DESCRIPTION = 64;
const FIELD_WEIGHTS: ReadonlyArray<[number, number]> = [
  [NAME, 10],
  [ALIAS, 8],
  [EQUIPMENT, 5],
  [PRIMARY_MUSCLE, 4],
  [MUSCLE, 3],
  [TAG, 2],
  [DESCRIPTION, 1],
];
const EXACT = 3;
const PREFIX = 2;
const INFIX = 1;
const QUALITY_FACTOR = [0, 0.3, 0.6, 1];

/** The best weight among the fields in `bits` (a mask of field bits). */
const WEIGHT_OF_BITS = Array.from({ length: 128 }, (_, bits) => FIELD_WEIGHTS.find(([bit]) => bits & bit)?.[1] ?? 0);

/** An exercise as the index holds it: the API's DTO and the curated popularity (0–5). */
export type IndexedExercise = { exercise: Exercise; popularity: number };

/** A popularity as the index ranks by it: within 0–5, as the database checks (curated-exercise.ts POPULARITY). */
const rankedPopularity = (popularity: number) => Math.min(Math.max(Math.round(popularity), 0), POPULARITY.staple);

/**
 * The order to build an index in (a comparator): the popularity, highest first, then the order relevance breaks ties
 * in — the shorter name, then the name (code points), then the id. An index built in this order finds the best
 * matches of a search without ranking every match (SearchIndex.pageScope); any other order gives the same answers,
 * more slowly.
 */
export function indexOrder(a: IndexedExercise, b: IndexedExercise): number {
  return (
    rankedPopularity(b.popularity) - rankedPopularity(a.popularity) ||
    Math.min(a.exercise.exerciseName.length, 0xffff) - Math.min(b.exercise.exerciseName.length, 0xffff) ||
    compare(a.exercise.exerciseName, b.exercise.exerciseName) ||
    compare(a.exercise.id, b.exercise.id)
  );
}

/** What a library request asks of the index (docs/product.md#library). Filters: any value within one, all across. */
export type IndexQuery = {
  q: string;
  equipment: readonly string[];
  difficulty: readonly DifficultyLevel[];
  muscle: readonly MuscleGroupName[];
  goal: readonly TrainingGoal[];
  /**
   * Only exercises whose every required item is in this list (a gym's equipment, docs/product.md#search); absent: no
   * such limit. One pass over each candidate's few items.
   */
  availableEquipment?: readonly string[];
  sort?: 'name' | 'difficulty';
  dir: 'asc' | 'desc';
  /** 1-based page of {@link IndexQuery.pageSize}. */
  page: number;
  pageSize: number;
  /** True: search the words as typed, never corrected. */
  exact: boolean;
  /** True: only sample exercises (viewers without the full catalogue, docs/product.md#roles-and-access). */
  samplesOnly: boolean;
};

/** The index's answer: one page, the total of every match, and how the search was read. */
export type IndexResult = {
  items: Exercise[];
  total: number;
  correctedQuery: string | null;
  matchedTerms: string[];
  relaxations: FilterRelaxation[];
};

type Doc = {
  exercise: Exercise;
  popularity: number;
  nameStems: string[];
  equipment: number[];
};

/**
 * One term's postings, docs ascending, in two lists: `rich` entries `doc * 128 + field bits` for docs with the term in
 * some field other than the description (the description bit included when it is there too), and `desc` the doc
 * numbers of those with the term in the description only — the long lists, which a search counts through bitsets
 * instead of visiting ({@link SearchIndex.relevance}).
 */
type Posting = { rich: Entries; desc: Entries };
/** Posting entries: a growing array while indexing, a typed array of exactly their size once {@link SearchIndex.compact}ed. */
type Entries = number[] | Int32Array;

/** A term's description-only docs are read as a cached bitset from this many on. */
const DESC_BITSET_MIN = 256;
/** The index's terms for prefix matching: the words, sorted, and the compounds by their first word, each list sorted. */
type Vocabulary = { plain: string[]; compoundsByHead: Map<string, string[]> };
/** The suffixes of name and alias words, sorted, and the word each comes from (SearchIndex.infixIndex). */
type Infixes = { suffixes: string[]; words: string[] };
/** One way a search word matches: a term, how well, and the fields it may count in. */
type TermMatch = { term: string; quality: number; mask: number };
type Word = { text: string; alternatives: string[]; matches: TermMatch[]; muscle: boolean };

const ALL_FIELDS = 127;
/** While merging postings (SearchIndex.letterPosting): the doc has a word in its description only. */
const DESCRIPTION_ONLY = 128;
/** Starts the key of a merged posting list: no search word folds to it, so it never meets a term of the vocabulary. */
const LETTER_KEY = '\u0000';
/** Field bits a match counts for most: the name, aliases, equipment and primary muscles (weight ≥ 4). */
const STRONG_FIELDS = NAME | ALIAS | EQUIPMENT | PRIMARY_MUSCLE;
/** The stems of every word that names a muscle or muscle group (the muscle vocabulary, docs/product.md#muscle-vocabulary). */
const MUSCLE_WORDS: ReadonlySet<string> = new Set(
  [
    ...MUSCLE_VOCABULARY.flatMap((muscle) => [muscle.name, muscle.option ?? '', muscle.group ?? '']),
    ...MUSCLE_GROUPS.flatMap((group) => [group.name, ...group.synonyms]),
  ].flatMap((text) => words(text).map(stem)),
);
const MUSCLE_BY_NAME = new Map<string, { option: string | null; group: string | null }>(
  MUSCLE_VOCABULARY.map((muscle) => [muscle.name, { option: muscle.option, group: muscle.group }]),
);

/**
 * The in-memory index of one catalogue. Not thread-shared: each server instance builds its own
 * (search-index-store.ts). Searching is synchronous and allocation-light; `upsert`/`remove` change it in place.
 */
export class SearchIndex {
  private docs: Array<Doc | null> = [];
  private readonly byId = new Map<string, number>();
  private readonly postings = new Map<string, Posting>();
  /** Terms that only occur as compounds of adjacent words, with their shortest first word. */
  private readonly compoundHead = new Map<string, number>();
  /** The keys of the merged posting lists of one letter's words in {@link postings} (letterPosting). */
  private readonly letterKeys = new Set<string>();
  private readonly equipmentIds = new Map<string, number>();
  /** One copy of each stem of the names: thousands of names share a few hundred stems. */
  private readonly stems = new SharedValues();
  private sortedTerms: string[] | null = null;
  private vocabulary: Vocabulary | null = null;
  private infixes: Infixes | null = null;
  private correctable: Map<number, string[]> | null = null;
  private byName: number[] | null = null;
  private ranks: Int32Array | null = null;
  private tombstones = 0;
  // Per-doc filter attributes in typed arrays, grown with the docs; compileFilter turns them into cached bitsets.
  private alive = new Uint8Array(0);
  private sampleOf = new Uint8Array(0);
  private difficultyOf = new Uint8Array(0);
  private musclesOf = new Int32Array(0);
  private goalsOf = new Int32Array(0);
  // What ranking reads of every candidate, beside the postings: typed arrays, not a walk through the doc's objects.
  private popularityOf = new Uint8Array(0);
  private nameLengthOf = new Uint16Array(0);
  /** Docs by their name compacted and stemmed, and by each alias so: those whose name (alias) *is* the search. */
  private readonly nameKeys = new Map<string, number[]>();
  private readonly aliasKeys = new Map<string, number[]>();
  /** Bitsets of docs per attribute value (compileFilter), dropped on every change. */
  private bitsets = new Map<string, Int32Array>();
  /** Bitsets of the docs passing a combination of filters, oldest first, dropped on every change (compileFilter). */
  private filters = new Map<string, Int32Array>();
  // Scratch arrays of one search, indexed by doc, reused between searches (an epoch marks what is current).
  private epoch = 0;
  private seen = new Int32Array(0);
  private richWords = new Uint8Array(0);
  private wordSeen = new Int32Array(0);
  private wordScore = new Float32Array(0);
  private wordFlags = new Uint8Array(0);
  private score = new Float32Array(0);
  private nameExact = new Uint8Array(0);
  private aliasExact = new Uint8Array(0);
  private nameOrAlias = new Uint8Array(0);
  private strong = new Uint8Array(0);
  private primaryKey = new Float64Array(0);
  private matched = new Int32Array(0);
  private found = new Int32Array(0);
  private scopeBits = new Int32Array(0);
  /**
   * How many docs from the first are in {@link indexOrder} (a bulk build in that order: all of them); docs added out
   * of order after them (an admin's edit) are always ranked in full. The last of them, to extend the run.
   */
  private ordered = 0;
  private lastOrdered: IndexedExercise | null = null;

  /** Builds the index of `exercises` (any order; a repeated id keeps the last). */
  constructor(exercises: Iterable<IndexedExercise> = []) {
    for (const item of exercises) this.upsert(item);
  }

  /** How many exercises the index holds. */
  get size(): number {
    return this.byId.size;
  }

  /** Adds an exercise, or replaces the one with the same id. */
  upsert(item: IndexedExercise): void {
    this.remove(item.exercise.id);
    const index = this.docs.length;
    const { exercise } = item;
    const equipmentNames = [...new Set([exercise.equipmentType, ...exercise.equipment])];
    const doc: Doc = {
      exercise,
      popularity: item.popularity,
      nameStems: words(exercise.exerciseName).map((word) => this.stems.value(stem(word))),
      equipment: equipmentNames.map((name) => this.equipmentId(name)),
    };
    // The filter attributes live in typed arrays only (compileFilter reads them through cached bitsets).
    const muscleGroups = MUSCLE_GROUP_NAMES.reduce((mask, group, bit) => (matchesMuscleGroup(exercise.targetMuscleGroups, group) ? mask | (1 << bit) : mask), 0);
    this.docs.push(doc);
    this.byId.set(exercise.id, index);
    this.bitsets.clear();
    this.filters.clear();
    this.growAttributes(index + 1);
    this.alive[index] = 1;
    this.sampleOf[index] = exercise.isSample ? 1 : 0;
    this.difficultyOf[index] = Math.max(0, DIFFICULTY_LEVELS.indexOf(exercise.difficultyLevel));
    this.musclesOf[index] = muscleGroups;
    this.popularityOf[index] = rankedPopularity(item.popularity);
    if (this.ordered === index && (!this.lastOrdered || indexOrder(this.lastOrdered, item) <= 0)) {
      this.ordered = index + 1;
      this.lastOrdered = item;
    }
    this.nameLengthOf[index] = Math.min(exercise.exerciseName.length, 0xffff);
    for (const [keys, key] of this.keysOf(exercise)) listAt(keys, key).push(index);
    this.goalsOf[index] = exercise.trainingGoals.reduce((mask, goal) => mask | (1 << Math.max(0, TRAINING_GOALS.indexOf(goal as TrainingGoal))), 0);

    const add = (text: string, bit: number, compounds = false) => {
      this.addTerms(index, indexTerms(text), bit);
      if (compounds) for (const { term, head } of compoundTerms(text)) this.addCompound(index, term, head, bit);
    };
    add(exercise.exerciseName, NAME, true);
    for (const alias of exercise.aliases) add(alias, ALIAS, true);
    for (const name of equipmentNames) add(name, EQUIPMENT, true);
    for (const muscle of exercise.primaryMuscles) {
      add(muscle, PRIMARY_MUSCLE);
      const known = MUSCLE_BY_NAME.get(muscle);
      if (known) add(`${known.option ?? ''} ${known.group ?? ''}`, PRIMARY_MUSCLE);
    }
    const groups = MUSCLE_GROUP_NAMES.filter((_, bit) => muscleGroups & (1 << bit));
    add([...exercise.secondaryMuscles, exercise.targetMuscleGroups, ...groups].join(' '), MUSCLE);
    add([...(exercise.tags ?? []), exercise.movementPattern ?? '', exercise.mechanic ?? '', ...exercise.trainingGoals].join(' '), TAG);
    add(exercise.description, DESCRIPTION);
    // A built name order takes the new doc at its place (one binary search and a splice, not a sort of them all).
    if (this.byName) this.byName.splice(this.namePosition(exercise), 0, index);
    this.ranks = null;
  }

  /** Where an exercise goes in {@link nameOrder}: the first position whose doc sorts at or after it. */
  private namePosition(exercise: Exercise): number {
    const order = this.byName!;
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const other = this.docs[order[middle]!]!.exercise;
      if ((compare(other.exerciseName, exercise.exerciseName) || compare(other.id, exercise.id)) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * Stores every posting list as a typed array of exactly its entries (4 bytes each) instead of a plain array (8 bytes
   * each on Node's 64-bit heap, plus the room it grew into): about half the index's memory at 100,000 exercises. For
   * after a bulk build; a later upsert turns the lists it adds to back into arrays.
   */
  compact(): void {
    for (const posting of this.postings.values()) {
      if (Array.isArray(posting.rich)) posting.rich = Int32Array.from(posting.rich);
      if (Array.isArray(posting.desc)) posting.desc = Int32Array.from(posting.desc);
    }
  }

  /** Drops the exercise `id`, if held. Its slot stays empty until the index is rebuilt. */
  remove(id: string): void {
    const index = this.byId.get(id);
    if (index === undefined) return;
    if (this.byName) {
      const at = this.namePosition(this.docs[index]!.exercise);
      if (this.byName[at] === index) this.byName.splice(at, 1);
      else this.byName = null;
    }
    this.ranks = null;
    for (const [keys, key] of this.keysOf(this.docs[index]!.exercise)) {
      const docs = keys.get(key)!.filter((other) => other !== index);
      if (docs.length > 0) keys.set(key, docs);
      else keys.delete(key);
    }
    this.docs[index] = null;
    this.alive[index] = 0;
    this.bitsets.clear();
    this.filters.clear();
    this.byId.delete(id);
    this.tombstones += 1;
  }

  /** Empty slots left by removals and replacements; the store rebuilds the index when they pile up. */
  get wasted(): number {
    return this.tombstones;
  }

  /** Every exercise held, in no particular order (for rebuilding). */
  *entries(): IterableIterator<IndexedExercise> {
    for (const doc of this.docs) if (doc) yield { exercise: doc.exercise, popularity: doc.popularity };
  }

  /**
   * One library page for `query` (docs/product.md#library, docs/product.md#search): the sample rule, the filters,
   * the search, the order (an explicit sort wins; otherwise relevance while searching, name ascending while browsing),
   * the page and the exact total of matches. With no result while filters are in use, `relaxations` tells how many
   * the search finds with each filter dropped.
   */
  search(query: IndexQuery): IndexResult {
    const parsed = this.parse(query.q, query.exact, query.samplesOnly);
    const filter = this.compileFilter(query);
    const start = (query.page - 1) * query.pageSize;
    const { top, total } = this.matchAndOrder(parsed, filter, query, start + query.pageSize);
    const items = top.slice(start).map((index) => this.docs[index]!.exercise);
    const relaxations = total === 0 && parsed.words !== null ? this.relax(parsed, query) : [];
    return { items, total, correctedQuery: parsed.corrected, matchedTerms: parsed.terms, relaxations };
  }

  /** The best-ranked exercises for text typed so far (as-you-type suggestions), at most `limit`, ignoring filters. */
  suggest(q: string, samplesOnly: boolean, limit: number): { items: Exercise[]; correctedQuery: string | null } {
    const parsed = this.parse(q, false, samplesOnly);
    if (!parsed.words || parsed.words.length === 0) return { items: [], correctedQuery: null };
    const filter = this.compileFilter({ equipment: [], difficulty: [], muscle: [], goal: [], samplesOnly });
    const { top } = this.relevance(parsed.words, parsed.compact, filter, limit);
    return { items: top.map((index) => this.docs[index]!.exercise), correctedQuery: parsed.corrected };
  }

  // ---- building -------------------------------------------------------------------------------------------------

  private growAttributes(size: number): void {
    if (this.alive.length >= size) return;
    const capacity = Math.max(size, this.alive.length * 2, 1024);
    const grow = <T extends Uint8Array | Uint16Array | Int32Array>(old: T, make: (length: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.alive = grow(this.alive, (length) => new Uint8Array(length));
    this.sampleOf = grow(this.sampleOf, (length) => new Uint8Array(length));
    this.difficultyOf = grow(this.difficultyOf, (length) => new Uint8Array(length));
    this.musclesOf = grow(this.musclesOf, (length) => new Int32Array(length));
    this.goalsOf = grow(this.goalsOf, (length) => new Int32Array(length));
    this.popularityOf = grow(this.popularityOf, (length) => new Uint8Array(length));
    this.nameLengthOf = grow(this.nameLengthOf, (length) => new Uint16Array(length));
  }

  /** The keys `exercise` is found under in {@link nameKeys} and {@link aliasKeys}. */
  private keysOf(exercise: Exercise): Array<[Map<string, number[]>, string]> {
    const aliases = [...new Set(exercise.aliases.map(compactStem))];
    return [[this.nameKeys, compactStem(exercise.exerciseName)], ...aliases.map((key): [Map<string, number[]>, string] => [this.aliasKeys, key])];
  }

  private equipmentId(name: string): number {
    let id = this.equipmentIds.get(name);
    if (id === undefined) this.equipmentIds.set(name, (id = this.equipmentIds.size));
    return id;
  }

  /** Records that doc `index` has each of `terms` in the field `bit` (a posting is `doc * 128 + field bits`). */
  private addTerms(index: number, terms: string[], bit: number): void {
    for (const term of terms) {
      if (term === '') continue;
      if (this.compoundHead.delete(term)) this.vocabulary = null;
      this.post(index, term, bit);
    }
  }

  /** Records a compound of adjacent words; `head` is its first word's length (see {@link wordMatches}). */
  private addCompound(index: number, term: string, head: number, bit: number): void {
    const known = this.compoundHead.get(term);
    if (!this.postings.has(term) || (known !== undefined && head < known)) {
      this.compoundHead.set(term, head);
      this.vocabulary = null;
    }
    this.post(index, term, bit);
  }

  /** Adds one posting; upsert adds the description last, so a doc's rich entry, if any, exists by then. */
  private post(index: number, term: string, bit: number): void {
    if (this.letterKeys.size > 0 && this.letterKeys.delete(`${LETTER_KEY}${term[0]}`)) this.postings.delete(`${LETTER_KEY}${term[0]}`);
    let posting = this.postings.get(term);
    if (!posting) {
      this.postings.set(term, (posting = { rich: [], desc: [] }));
      this.sortedTerms = null;
      this.vocabulary = null;
      this.infixes = null;
      this.correctable = null;
    }
    // A compacted list takes entries again as a plain array (upsert after compact: an admin's edit, a delta).
    if (!Array.isArray(posting.rich)) posting.rich = Array.from(posting.rich);
    if (!Array.isArray(posting.desc)) posting.desc = Array.from(posting.desc);
    const rich = posting.rich as number[];
    const desc = posting.desc as number[];
    const last = rich.length - 1;
    if (last >= 0 && rich[last]! >>> 7 === index) rich[last] = rich[last]! | bit;
    else if (bit === DESCRIPTION) {
      if (desc[desc.length - 1] !== index) desc.push(index);
    } else rich.push(index * 128 + bit);
    if (bit & (NAME | ALIAS)) this.infixes = null;
    if (!(bit & DESCRIPTION)) this.correctable = null;
  }

  private terms(): string[] {
    if (!this.sortedTerms) this.sortedTerms = [...this.postings.keys()].sort();
    return this.sortedTerms;
  }

  /** The terms split for prefix matching: words, sorted; compounds by their first word, sorted ({@link wordMatches}). */
  private words(): Vocabulary {
    if (!this.vocabulary) {
      const plain: string[] = [];
      const compoundsByHead = new Map<string, string[]>();
      for (const term of this.terms()) {
        const head = this.compoundHead.get(term);
        if (head === undefined) plain.push(term);
        else listAt(compoundsByHead, term.slice(0, head)).push(term);
      }
      this.vocabulary = { plain, compoundsByHead };
    }
    return this.vocabulary;
  }

  /**
   * Where letters inside a word may match: every suffix, from the second letter on and at least
   * {@link MIN_INFIX_LENGTH} long, of the words (not compounds) of some name or alias, sorted — so the words containing
   * a search word are those with a suffix it starts, found by binary search instead of a scan of every word.
   */
  private infixIndex(): Infixes {
    if (!this.infixes) {
      const pairs: Array<[string, string]> = [];
      for (const term of this.terms()) {
        if (this.compoundHead.has(term) || !this.postings.get(term)!.rich.some((entry) => entry & (NAME | ALIAS))) continue;
        for (let start = 1; start + MIN_INFIX_LENGTH <= term.length; start += 1) pairs.push([term.slice(start), term]);
      }
      pairs.sort(([a], [b]) => compare(a, b));
      this.infixes = { suffixes: pairs.map(([suffix]) => suffix), words: pairs.map(([, word]) => word) };
    }
    return this.infixes;
  }

  /**
   * Terms a typo may be corrected to, by their first letter's code: those of names, aliases, equipment, muscles and
   * tags, not descriptions alone.
   */
  private correctableTerms(): Map<number, string[]> {
    if (!this.correctable) {
      const byFirst = new Map<number, string[]>();
      for (const term of this.terms()) {
        if (term.length >= MIN_CORRECTED_LENGTH - 1 && this.postings.get(term)!.rich.length > 0) listAt(byFirst, term.charCodeAt(0)).push(term);
      }
      this.correctable = byFirst;
    }
    return this.correctable;
  }

  /** Alive docs in name order (then id): sorted once, then kept in order by upsert and remove. */
  private nameOrder(): number[] {
    if (!this.byName) {
      const alive: number[] = [];
      this.docs.forEach((doc, index) => doc && alive.push(index));
      alive.sort((a, b) => {
        const x = this.docs[a]!.exercise;
        const y = this.docs[b]!.exercise;
        // Code-point order, like the databases' C collation the library sorted by before the index (docs/product.md#limits).
        return compare(x.exerciseName, y.exerciseName) || compare(x.id, y.id);
      });
      this.byName = alive;
      this.ranks = null;
    }
    return this.byName;
  }

  /** Each alive doc's position in {@link nameOrder}, by doc. */
  private nameRanks(): Int32Array {
    const order = this.nameOrder();
    if (!this.ranks) {
      this.ranks = new Int32Array(this.docs.length);
      order.forEach((index, at) => (this.ranks![index] = at));
    }
    return this.ranks;
  }

  // ---- reading the search -----------------------------------------------------------------------------------------

  /**
   * The search words with the terms each matches; adjacent words whose join is a term match it too ('pull up' →
   * 'pullup', 'chin ups' → 'chinup'). A word found too rarely is corrected (unless `exact`) to the closest correctable
   * term; when none is close, the word stays as typed (a word nothing matches gives no result). Null words: nothing to search for.
   * Both the count and the correction read only exercises the caller may see (`samplesOnly`: the samples;
   * docs/product.md#roles-and-access), so a correction never names a word of the paid catalogue.
   */
  private parse(q: string, exact: boolean, samplesOnly: boolean): { words: Word[] | null; compact: string; corrected: string | null; terms: string[] } {
    const typed = words(q).slice(0, 8);
    if (typed.length === 0) return { words: null, compact: '', corrected: null, terms: [] };
    // Adjacent words whose join is a term also match through it ('pull up' meets 'Pullup', 'chin ups' meets 'Chin-Up').
    const joined: string[][] = typed.map(() => []);
    for (let start = 0; start < typed.length; start += 1) {
      for (let size = 2; size <= MAX_COMPOUND_WORDS && start + size <= typed.length; size += 1) {
        const term = stem(typed.slice(start, start + size).join(''));
        if (this.postings.has(term)) for (let at = start; at < start + size; at += 1) joined[at]!.push(term);
      }
    }
    let corrected = false;
    const visible = this.compileFilter({ equipment: [], difficulty: [], muscle: [], goal: [], samplesOnly });
    const list = typed.map((text, at) => {
      const word = this.wordMatches(text, joined[at]!);
      if (exact || this.visibleTotal(word, visible, TOO_FEW_MATCHES) >= TOO_FEW_MATCHES) return word;
      const correction = this.correction(text, visible, samplesOnly);
      if (!correction) return word;
      corrected = true;
      return this.wordMatches(correction, []);
    });
    const terms = [...new Set(list.flatMap((word) => word.alternatives))];
    return {
      words: list,
      compact: stem(list.map((word) => word.text).join('')),
      corrected: corrected ? list.map((word) => word.text).join(' ') : null,
      terms,
    };
  }

  /**
   * The terms one search word matches: its stem and the word as typed, what an abbreviation stands for, and `joined`:
   * terms it forms with its neighbours, matched whole.
   */
  private wordMatches(text: string, joined: readonly string[]): Word {
    const alternatives = [...new Set([text, stem(text), ...(ABBREVIATIONS.get(text) ?? [])])];
    const best = new Map<string, TermMatch>();
    const add = (term: string, quality: number, mask: number) => {
      const known = best.get(term);
      if (!known || known.quality < quality) best.set(term, { term, quality, mask });
    };
    const { plain, compoundsByHead } = this.words();
    const prefixOf = (terms: readonly string[], alternative: string) => {
      for (let at = lowerBound(terms, alternative); at < terms.length && terms[at]!.startsWith(alternative); at += 1) {
        if (terms[at] !== alternative) add(terms[at]!, PREFIX, ALL_FIELDS);
      }
    };
    const muscle = alternatives.some((alternative) => MUSCLE_WORDS.has(alternative));
    for (const alternative of alternatives) {
      if (this.postings.has(alternative)) add(alternative, EXACT, ALL_FIELDS);
      // One letter starts hundreds of words: their merged list ranks and counts the same, once (not for a muscle word,
      // whose name matches are judged term by term).
      if (alternative.length === 1 && !muscle) add(this.letterPosting(alternative), PREFIX, ALL_FIELDS);
      else prefixOf(plain, alternative);
      // A compound whose first word is at least as long as the alternative holds a word the alternative already
      // starts ('dead' → 'deadlift' covers 'deadliftwithband'): only compounds it runs past the first word of count,
      // looked up under each first word the alternative runs past.
      for (let head = 1; head < alternative.length; head += 1) {
        const compounds = compoundsByHead.get(alternative.slice(0, head));
        if (compounds) prefixOf(compounds, alternative);
      }
      if (alternative.length >= MIN_INFIX_LENGTH) {
        const { suffixes, words: owners } = this.infixIndex();
        for (let at = lowerBound(suffixes, alternative); at < suffixes.length && suffixes[at]!.startsWith(alternative); at += 1) {
          const term = owners[at]!;
          if (!term.startsWith(alternative)) add(term, INFIX, NAME | ALIAS);
        }
      }
    }
    for (const term of joined) add(term, EXACT, ALL_FIELDS);
    return { text, alternatives, matches: [...best.values()], muscle };
  }

  /**
   * The key of one posting list that stands for every word starting with `letter` (the letter itself aside), built on
   * first use: per doc the union of those words' field bits, description-only where that is all. Ranking reads a
   * match's best field and its field flags, and matching the union of docs, so the merged list answers as the words
   * one by one would. Dropped when a word starting with the letter gets a posting.
   */
  private letterPosting(letter: string): string {
    const key = `${LETTER_KEY}${letter}`;
    if (!this.postings.has(key)) {
      const { plain } = this.words();
      const fields = new Uint8Array(this.docs.length);
      for (let at = lowerBound(plain, letter); at < plain.length && plain[at]!.startsWith(letter); at += 1) {
        if (plain[at] === letter) continue;
        const { rich, desc } = this.postings.get(plain[at]!)!;
        for (const entry of rich) fields[entry >>> 7]! |= entry & ALL_FIELDS;
        for (const index of desc) fields[index]! |= DESCRIPTION_ONLY;
      }
      const rich: number[] = [];
      const desc: number[] = [];
      fields.forEach((bits, index) => {
        if (bits & ALL_FIELDS) rich.push(index * 128 + (bits & ALL_FIELDS));
        else if (bits) desc.push(index);
      });
      this.postings.set(key, { rich: Int32Array.from(rich), desc: Int32Array.from(desc) });
      this.letterKeys.add(key);
    }
    return key;
  }

  /**
   * The correctable term a word no term matches most likely meant (docs/product.md#search typo tolerance): within
   * the edits allowed for its length (typo-corrections.ts) of the whole term or (counting {@link PARTIAL_PENALTY} more)
   * of its start as typed so far, the one with the least edits less {@link FREQUENCY_WEIGHT} × log10 of the exercises
   * using it outside descriptions — so the catalogue's own rare
   * misspelling ('dumbell', 1 edit, 2 exercises) loses to the word most exercises use ('dumbbell', 2 edits, hundreds).
   * Undefined when the word is short or nothing is close.
   */
  private correction(text: string, visible: Filter, samplesOnly: boolean): string | undefined {
    const limit = allowedEdits(text.length);
    if (limit === 0) return undefined;
    let best: { term: string; cost: number } | undefined;
    // Typos keep the first letter (spell checkers' usual assumption), which spares most of the edit distances.
    for (const term of this.correctableTerms().get(text.charCodeAt(0)) ?? []) {
      if (term.length < text.length - limit) continue;
      // A whole term is likelier than the start of a longer one: the word being corrected is usually complete.
      const whole = editDistance(text, term, limit);
      const start = editDistance(text, term, limit, text.length) + PARTIAL_PENALTY;
      const distance = Math.min(whole, start);
      if (distance > limit) continue;
      // Only a word of an exercise the caller may see; its popularity counted among those (all of a term's entries for
      // a full-catalogue viewer: the same up to removed exercises, without a pass over long lists).
      const { rich } = this.postings.get(term)!;
      const uses = samplesOnly ? visibleCount(rich, visible, Infinity, 7) : visibleCount(rich, visible, 1, 7) > 0 ? rich.length : 0;
      if (uses === 0) continue;
      const cost = distance - FREQUENCY_WEIGHT * Math.log10(uses);
      if (!best || cost < best.cost || (cost === best.cost && term < best.term)) best = { term, cost };
    }
    return best?.term;
  }

  // ---- filtering ---------------------------------------------------------------------------------------------------

  /**
   * The docs passing the sample rule and every filter in use (any value within a filter, all filters across), as a
   * bitset over doc numbers: combined from one cached bitset per attribute value ({@link attributeBits}), so a request
   * pays a few thousand word operations at 100,000 exercises, and the hot loop tests one bit per posting.
   */
  private compileFilter(query: Pick<IndexQuery, 'equipment' | 'difficulty' | 'muscle' | 'goal' | 'samplesOnly' | 'availableEquipment'>): Filter {
    // The same filters come back request after request (a visibility class, an equipment chip): each combination's
    // bitset is kept, a bounded few, until the index changes. Callers only read it.
    const sorted = (values: readonly string[] | undefined) => (values ? [...new Set(values)].sort().join('\u0000') : '\u0001');
    const key = [query.samplesOnly ? 1 : 0, sorted(query.equipment), sorted(query.difficulty), sorted(query.muscle), sorted(query.goal), sorted(query.availableEquipment)].join('\u0002');
    const known = this.filters.get(key);
    if (known) return known;
    const pass = this.buildFilter(query);
    if (this.filters.size >= CACHED_FILTERS_MAX) this.filters.delete(this.filters.keys().next().value!);
    this.filters.set(key, pass);
    return pass;
  }

  private buildFilter(query: Pick<IndexQuery, 'equipment' | 'difficulty' | 'muscle' | 'goal' | 'samplesOnly' | 'availableEquipment'>): Filter {
    const size = (this.docs.length + 31) >>> 5;
    const pass = Int32Array.from(this.attributeBits('alive', (index) => this.alive[index] === 1));
    const keep = (bits: Int32Array) => {
      for (let word = 0; word < size; word += 1) pass[word]! &= bits[word]!;
    };
    const anyOf = (sets: Int32Array[]) => {
      if (sets.length === 1) return keep(sets[0]!);
      const union = new Int32Array(size);
      for (const bits of sets) for (let word = 0; word < size; word += 1) union[word]! |= bits[word]!;
      keep(union);
    };
    const equipmentBits = (id: number) => this.attributeBits(`equipment:${id}`, (index) => this.docs[index]?.equipment.includes(id) ?? false);
    if (query.samplesOnly) keep(this.attributeBits('sample', (index) => this.sampleOf[index] === 1));
    if (query.difficulty.length > 0) {
      anyOf(query.difficulty.map((level) => DIFFICULTY_LEVELS.indexOf(level)).map((level) => this.attributeBits(`difficulty:${level}`, (index) => this.difficultyOf[index] === level)));
    }
    if (query.muscle.length > 0) {
      anyOf(query.muscle.map((group) => MUSCLE_GROUP_NAMES.indexOf(group)).map((bit) => this.attributeBits(`muscle:${bit}`, (index) => (this.musclesOf[index]! & (1 << bit)) !== 0)));
    }
    if (query.goal.length > 0) {
      anyOf(query.goal.map((goal) => TRAINING_GOALS.indexOf(goal)).map((bit) => this.attributeBits(`goal:${bit}`, (index) => (this.goalsOf[index]! & (1 << bit)) !== 0)));
    }
    if (query.equipment.length > 0) anyOf(query.equipment.flatMap((name) => this.equipmentIds.get(name) ?? []).map(equipmentBits));
    if (query.availableEquipment) {
      // Required ⊆ available: drop every doc that uses an item outside the set.
      const available = new Set(query.availableEquipment.flatMap((name) => this.equipmentIds.get(name) ?? []));
      for (const id of this.equipmentIds.values()) {
        if (available.has(id)) continue;
        const bits = equipmentBits(id);
        for (let word = 0; word < size; word += 1) pass[word]! &= ~bits[word]!;
      }
    }
    return pass;
  }

  /** The bitset of docs for which `test` holds, cached under `key` until the index changes. */
  private attributeBits(key: string, test: (index: number) => boolean): Int32Array {
    let bits = this.bitsets.get(key);
    if (!bits) {
      bits = new Int32Array((this.docs.length + 31) >>> 5);
      for (let index = 0; index < this.docs.length; index += 1) if (test(index)) bits[index >>> 5]! |= 1 << (index & 31);
      this.bitsets.set(key, bits);
    }
    return bits;
  }

  /** For each filter in use, how many exercises the same search finds without it (the zero-result state). */
  private relax(parsed: ReturnType<SearchIndex['parse']>, query: IndexQuery): FilterRelaxation[] {
    const filters: LibraryFilter[] = ['equipment', 'difficulty', 'muscle', 'goal'];
    return filters
      .filter((name) => query[name].length > 0)
      .map((name) => ({ filter: name, total: this.matchAndOrder(parsed, this.compileFilter({ ...query, [name]: [] }), { ...query, [name]: [] }, 0).total }));
  }

  // ---- matching and ordering -----------------------------------------------------------------------------------------

  /** The first `limit` docs matching the request in its order, and how many match in all. */
  private matchAndOrder(parsed: ReturnType<SearchIndex['parse']>, filter: Filter, query: IndexQuery, limit: number): Ranked {
    if (!parsed.words) return this.browse(filter, query.sort ?? 'name', query.sort ? query.dir : 'asc', limit);
    if (!query.sort) return this.relevance(parsed.words, parsed.compact, filter, limit);
    return this.browse(this.matchSet(parsed.words, filter).bits, query.sort, query.dir, limit);
  }

  /**
   * The first `limit` docs passing `filter` in name or difficulty order (docs/product.md#limits: difficulty by rank,
   * ties by name), and how many pass.
   */
  private browse(filter: Filter, sort: 'name' | 'difficulty', dir: 'asc' | 'desc', limit: number): Ranked {
    const order = this.nameOrder();
    let total = 0;
    if (sort === 'name') {
      const top: number[] = [];
      for (let at = 0; at < order.length; at += 1) {
        const index = order[dir === 'asc' ? at : order.length - 1 - at]!;
        if (!has(filter, index)) continue;
        total += 1;
        if (top.length < limit) top.push(index);
      }
      return { top, total };
    }
    const levels: number[][] = DIFFICULTY_LEVELS.map(() => []);
    for (const index of order) {
      if (!has(filter, index)) continue;
      total += 1;
      const level = levels[this.difficultyOf[index]!]!;
      if (level.length < limit) level.push(index);
    }
    return { top: (dir === 'asc' ? levels : levels.reverse()).flat().slice(0, limit), total };
  }

  private ensureScratch(): void {
    const size = this.docs.length;
    if (this.seen.length >= size) return;
    const capacity = Math.max(size, Math.ceil(this.seen.length * 1.5), 1024);
    this.seen = new Int32Array(capacity);
    this.richWords = new Uint8Array(capacity);
    this.wordSeen = new Int32Array(capacity);
    this.wordScore = new Float32Array(capacity);
    this.wordFlags = new Uint8Array(capacity);
    this.score = new Float32Array(capacity);
    this.nameExact = new Uint8Array(capacity);
    this.aliasExact = new Uint8Array(capacity);
    this.nameOrAlias = new Uint8Array(capacity);
    this.strong = new Uint8Array(capacity);
    this.primaryKey = new Float64Array(capacity);
    this.epoch = 0;
  }

  /**
   * The docs matching every word (in any field) and `filter`, as a bitset: each word's rich entries, and its
   * description-only docs through cached bitsets when there are many.
   */
  private matchSet(list: Word[], filter: Filter): { bits: Int32Array; total: number } {
    const size = filter.length;
    // Scratch of this call only (searching is synchronous, and each caller is done with it before the next call).
    if (this.matched.length !== size) this.matched = new Int32Array(size);
    if (this.found.length !== size) this.found = new Int32Array(size);
    const { matched, found } = this;
    if (list.some((word) => word.matches.length === 0)) return { bits: matched.fill(0), total: 0 };
    let total = 0;
    for (let k = 0; k < list.length; k += 1) {
      found.fill(0);
      // The first long list's bitset is read in the pass that combines the word with the rest, not ORed in before.
      let first: Int32Array | null = null;
      const or = (bits: Int32Array) => {
        if (!first) first = bits;
        else for (let at = 0; at < size; at += 1) found[at]! |= bits[at]!;
      };
      for (const match of list[k]!.matches) {
        const { rich, desc } = this.postings.get(match.term)!;
        // A long list met in any field: its cached bitset, a quarter of the work of reading the list or less.
        if (match.mask === ALL_FIELDS && rich.length >= Math.max(DESC_BITSET_MIN, size >>> 2)) or(this.postingBits(match.term, 'rich'));
        else {
          for (const entry of rich) {
            if ((entry & match.mask) === 0) continue;
            const index = entry >>> 7;
            found[index >>> 5]! |= 1 << (index & 31);
          }
        }
        if ((match.mask & DESCRIPTION) === 0) continue;
        if (desc.length >= DESC_BITSET_MIN) or(this.postingBits(match.term, 'desc'));
        else for (const index of desc) found[index >>> 5]! |= 1 << (index & 31);
      }
      // The filter and every word so far; the last word's pass also counts.
      total = combine(matched, k === 0 ? filter : matched, found, first);
    }
    return { bits: matched, total };
  }

  /**
   * The cached bitset of the docs in one of `term`'s lists: `rich`, with the term in some field other than the
   * description alone, or `desc`, with it in the description only.
   */
  private postingBits(term: string, list: keyof Posting): Int32Array {
    const key = `${list}:${term}`;
    let bits = this.bitsets.get(key);
    if (!bits) {
      bits = new Int32Array((this.docs.length + 31) >>> 5);
      const shift = list === 'rich' ? 7 : 0;
      for (const value of this.postings.get(term)![list]) {
        const index = value >>> shift;
        bits[index >>> 5]! |= 1 << (index & 31);
      }
      this.bitsets.set(key, bits);
    }
    return bits;
  }

  /**
   * The first `limit` docs matching every word and `filter`, best first (see the module's ranking), and how many
   * match. The total is the size of {@link matchSet}; only rich entries are visited to score, since a word found in a
   * description only counts the description's weight (whole word, else its start) — and a doc found through
   * descriptions alone ranks below every doc with a word in a defining field, so those are ranked only when the
   * others do not fill the page. A search with many matches ranks only what {@link pageScope} finds can be on the
   * page, when it can tell.
   */
  private relevance(list: Word[], compact: string, filter: Filter, limit: number): Ranked {
    const { bits: matched, total } = this.matchSet(list, filter);
    if (total === 0 || limit === 0) return { top: [], total };
    // Many matches: only the docs that can be on the page are ranked, when pageScope finds them.
    const scope = total > limit * SCOPE_RATIO ? this.pageScope(list, compact, matched, limit) : null;
    const candidates = scope?.bits ?? matched;
    const count = scope?.count ?? total;
    this.ensureScratch();
    const queryEpoch = ++this.epoch;
    const { seen, richWords, wordSeen, wordScore, wordFlags, score, nameExact, aliasExact, nameOrAlias, strong } = this;
    const scored: number[] = [];
    let defining = 0;
    let candidateList: Int32Array | null = null;
    list.forEach((word, k) => {
      const wordEpoch = ++this.epoch;
      const touched: number[] = [];
      for (const match of word.matches) {
        const rich = this.postings.get(match.term)!.rich;
        const mask = match.mask;
        const factor = QUALITY_FACTOR[match.quality]!;
        const exact = match.quality === EXACT;
        const visit = (entry: number) => {
          let bits = entry & mask;
          if (bits === 0) return;
          const index = entry >>> 7;
          // A muscle word counts in a name or alias only where the exercise works that muscle: 'chest' in
          // 'Chest-Supported Row' or 'back' in 'Kickback' is found, but as weakly as a word of the description.
          if (word.muscle && bits & (NAME | ALIAS) && !(entry & (PRIMARY_MUSCLE | MUSCLE))) bits = (bits & ~(NAME | ALIAS)) || DESCRIPTION;
          if (seen[index] !== queryEpoch) {
            seen[index] = queryEpoch;
            richWords[index] = 0;
            score[index] = 0;
            nameExact[index] = 0;
            aliasExact[index] = 0;
            nameOrAlias[index] = 0;
            strong[index] = 0;
            scored.push(index);
          }
          if (wordSeen[index] !== wordEpoch) {
            wordSeen[index] = wordEpoch;
            wordScore[index] = 0;
            wordFlags[index] = 0;
            touched.push(index);
          }
          const weight = WEIGHT_OF_BITS[bits]! * factor;
          if (weight > wordScore[index]!) wordScore[index] = weight;
          let flags = wordFlags[index]!;
          if (bits & NAME) flags |= exact ? 3 : 1;
          if (bits & ALIAS) flags |= exact ? 12 : 4;
          if (bits & STRONG_FIELDS) flags |= 16;
          wordFlags[index] = flags;
        };
        if (rich.length > count * GALLOP_RATIO) {
          // Few candidates against a long list: leap through the list to each candidate instead of reading it all.
          candidateList ??= bitsetMembers(candidates, count);
          for (let at = 0, j = 0; at < candidateList.length; at += 1) {
            const wanted = candidateList[at]!;
            j = gallop(rich, j, wanted * 128);
            if (j === rich.length) break;
            if (rich[j]! >>> 7 === wanted) visit(rich[j]!);
          }
        } else {
          for (let j = 0; j < rich.length; j += 1) {
            const index = rich[j]! >>> 7;
            if ((candidates[index >>> 5]! & (1 << (index & 31))) !== 0) visit(rich[j]!);
          }
        }
      }
      for (const index of touched) {
        richWords[index]! |= 1 << k;
        score[index]! += wordScore[index]!;
        const flags = wordFlags[index]!;
        if (flags & 2) nameExact[index]! += 1;
        if (flags & 8) aliasExact[index]! += 1;
        if (flags & 5) nameOrAlias[index]! += 1;
        if (flags & 16) {
          if (strong[index] === 0) defining += 1;
          strong[index]! += 1;
        }
      }
    });
    // What each word found in a description only is worth: the description's weight, whole word or start.
    const exactDesc = list.map((word) => {
      const terms = word.matches.filter((match) => match.quality === EXACT && this.postings.get(match.term)!.desc.length > 0).map((match) => match.term);
      return terms.length === 0 ? null : terms.map((term) => this.postingBits(term, 'desc'));
    });
    const descWorth = (k: number, index: number) =>
      WEIGHT_OF_BITS[DESCRIPTION]! * QUALITY_FACTOR[exactDesc[k]?.some((bits) => has(bits, index)) ? EXACT : PREFIX]!;
    const stems = list.map((word) => stem(word.text));
    const rank = this.nameRanks();
    const primary = this.primaryKey;
    const all = (1 << list.length) - 1;
    const { popularityOf, nameLengthOf } = this;
    const nameIs = this.nameKeys.get(compact) ?? NONE;
    const aliasIs = this.aliasKeys.get(compact) ?? NONE;
    for (const index of scored) {
      const missing = all & ~richWords[index]!;
      if (missing !== 0) list.forEach((_, k) => missing & (1 << k) && (score[index]! += descWorth(k, index)));
      const tier = this.tier(index, list.length, nameIs, aliasIs);
      // A single word found in the name or aliases is its own phrase; only several words need the check.
      const phrase = tier >= 3 && stems.length > 1 && containsPhrase(this.docs[index]!.nameStems, stems) ? 1 : 0;
      const points = Math.round(score[index]! * 10);
      // All words in the name or aliases: the staple first, then the words as a phrase, then the best fields. Otherwise
      // first how many words were found in a defining field (name, aliases, equipment, primary muscles), then the
      // staple, then the fields.
      const popularity = popularityOf[index]!;
      const within = tier >= 3 ? (popularity * 2 + phrase) * 10_000 + points : (strong[index]! * 10 + popularity) * 10_000 + points * 2 + phrase;
      primary[index] = tier * 1e7 + within;
    }
    const ranked = scored;
    if (defining < limit && scored.length < count) {
      // Too few docs with a word in a defining field: the docs found through descriptions (and tags) alone rank too.
      for (let at = 0; at < candidates.length; at += 1) {
        let word = candidates[at]!;
        while (word !== 0) {
          const bit = word & -word;
          word ^= bit;
          const index = (at << 5) + 31 - Math.clz32(bit);
          if (seen[index] === queryEpoch) continue;
          let points = 0;
          list.forEach((_, k) => (points += descWorth(k, index)));
          primary[index] = 1e7 + popularityOf[index]! * 10_000 + Math.round(points * 10) * 2;
          ranked.push(index);
        }
      }
    }
    // Ties (read only when the relevance is equal): the shorter name, then the name order.
    const better = (a: number, b: number) =>
      primary[a]! > primary[b]! || (primary[a] === primary[b] && (nameLengthOf[a]! - nameLengthOf[b]! || rank[a]! - rank[b]!) < 0);
    return { top: bestOf(ranked, limit, better), total };
  }

  /**
   * The docs that can be on a page of `limit` — a bitset within `matched` and how many — or null when finding them
   * would not spare ranking every match. Exact, not a heuristic: every doc left out ranks below every doc kept, and at
   * least `limit` are kept. Tiers 7 and 6 and the docs indexed out of order are kept first; then several words go on
   * in {@link phraseScope}, one word as follows.
   *
   * Why it holds ({@link relevance}'s keys, one word): the tier outweighs everything within it; within tiers 3 and up
   * the popularity outweighs the field points; and the points are one value in tier 5 (a whole word of the name: 10),
   * tier 4 (a whole word of an alias, not of the name: 8), and among the docs of tier 3 with a name word starting with
   * the search word (6; an alias's start scores 4.8, another field at most 5). Within such a group the order is the
   * tie order — and in an index built in {@link indexOrder} that is the doc order, so the group's first docs are the
   * first entries of its posting lists: each list is read only until it has given `limit` of them. The groups go in
   * best first (tiers 7 and 6 from the name and alias keys, then 5, 4, and 3 by popularity level: the name starts,
   * then the rest of the level whole) until the page is full. Docs indexed out of that order are always kept.
   */
  private pageScope(list: Word[], compact: string, matched: Int32Array, limit: number): { bits: Int32Array; count: number } | null {
    if (this.scopeBits.length !== matched.length) this.scopeBits = new Int32Array(matched.length);
    const scope = this.scopeBits.fill(0);
    let count = 0;
    const keep = (index: number) => {
      scope[index >>> 5]! |= 1 << (index & 31);
      count += 1;
    };
    let need = limit;
    // Tiers 7 and 6: the docs whose name, then an alias, is the search.
    for (const keys of [this.nameKeys, this.aliasKeys]) {
      for (const index of keys.get(compact) ?? NONE) {
        if (!has(matched, index) || has(scope, index)) continue;
        keep(index);
        need -= 1;
      }
    }
    for (let index = this.ordered; index < this.docs.length; index += 1) if (has(matched, index) && !has(scope, index)) keep(index);
    if (list.length > 1) return need <= 0 ? { bits: scope, count } : this.phraseScope(list, matched, need, scope, count);
    const [word] = list as [Word];
    const muscle = word.muscle ? PRIMARY_MUSCLE | MUSCLE : 0;
    /**
     * Keeps the first `wanted` docs in [from, to) of `matched`, not kept yet, in which the word counts in `fields`
     * through a match of at least `quality` (a muscle word only where the exercise works that muscle); how many.
     */
    const keepFirst = (fields: number, quality: number, from: number, to: number, wanted: number) => {
      const found: number[] = [];
      for (const match of word.matches) {
        const counted = fields & match.mask;
        if (counted === 0 || match.quality < quality) continue;
        const rich = this.postings.get(match.term)!.rich;
        let taken = 0;
        for (let at = from === 0 ? 0 : gallop(rich, 0, from * 128); at < rich.length && taken < wanted; at += 1) {
          const entry = rich[at]!;
          const index = entry >>> 7;
          if (index >= to) break;
          if ((entry & counted) === 0 || (muscle !== 0 && (entry & muscle) === 0) || !has(matched, index) || has(scope, index)) continue;
          found.push(index);
          taken += 1;
        }
      }
      // Each list's first `wanted` hold the first `wanted` of them all (a doc among those has fewer before it in its list).
      found.sort((a, b) => a - b);
      let kept = 0;
      for (let at = 0; at < found.length && kept < wanted; at += 1) {
        if (at > 0 && found[at] === found[at - 1]) continue;
        keep(found[at]!);
        kept += 1;
      }
      return kept;
    };
    const end = this.ordered;
    // Tier 5, then tier 4: a group is whole unless it fills the page.
    for (const fields of [NAME, ALIAS]) {
      if (need <= 0) return { bits: scope, count };
      need -= keepFirst(fields, EXACT, 0, end, need);
    }
    // Tier 3 by popularity level (a run of the ordered docs): the name starts, then the rest of the level.
    for (let from = 0; from < end && need > 0; ) {
      // The run's end: the first ordered doc of a lower popularity (they descend), by binary search.
      const level = this.popularityOf[from]!;
      let to = end;
      for (let low = from + 1; low < to; ) {
        const middle = (low + to) >>> 1;
        if (this.popularityOf[middle] === level) low = middle + 1;
        else to = middle;
      }
      need -= keepFirst(NAME, PREFIX, from, to, need);
      if (need > 0) need -= keepFirst(NAME | ALIAS, INFIX, from, to, Infinity);
      from = to;
    }
    return need <= 0 ? { bits: scope, count } : null;
  }

  /**
   * {@link pageScope} for several words: adds to `scope` (which holds `count` docs, `need` short of a page) the docs
   * that can be on the page, or null when that takes every match. The best key below tiers 7 and 6 is shared by the
   * docs that have the words as a phrase in the name, each word in the name at the best match quality it has — the
   * tier (5 when every word is a whole word of the name, else 3: then no doc has every word a whole word of the name
   * or of an alias), the phrase, the most points the words can score — within a popularity level, and among them the
   * doc order is their order; every other doc of the level ranks below them, and every doc of a lower level below a
   * doc of that tier at a higher one. So the scan goes through the matches in doc order (levels descending) and stops
   * when such docs fill the page; each level passed on the way is kept whole. A word's most points are the name's
   * weight at its best quality; no other field reaches them (an alias scores 0.8 of the name at the same quality,
   * equipment 0.5).
   */
  private phraseScope(list: Word[], matched: Int32Array, need: number, scope: Int32Array, count: number): { bits: Int32Array; count: number } | null {
    let left = need;
    // Each word's lists at its best quality, read with a cursor that only moves forward (docs are visited in order).
    const tops = list.map((word) => {
      const best = Math.max(...word.matches.map((match) => match.quality));
      const muscle = word.muscle ? PRIMARY_MUSCLE | MUSCLE : 0;
      const lists = word.matches.filter((match) => match.quality === best && match.mask & NAME).map((match) => this.postings.get(match.term)!.rich);
      return { muscle, lists, at: lists.map(() => 0) };
    });
    const stems = list.map((word) => stem(word.text));
    const inName = (index: number) =>
      tops.every(({ muscle, lists, at }) =>
        lists.some((rich, k) => {
          const j = (at[k] = gallop(rich, at[k]!, index * 128));
          if (j === rich.length || rich[j]! >>> 7 !== index) return false;
          return (rich[j]! & NAME) !== 0 && (muscle === 0 || (rich[j]! & muscle) !== 0);
        }),
      );
    // Docs descend by popularity. A level whose such docs do not fill the page is kept whole (its other docs may rank
    // anywhere below them, so all of them go to the scorer); the level that fills it ends the scan.
    let level = -1;
    let pending: number[] = [];
    for (let word = 0; word < matched.length; word += 1) {
      for (let rest = matched[word]! & ~scope[word]!; rest !== 0; rest &= rest - 1) {
        const index = (word << 5) + 31 - Math.clz32(rest & -rest);
        if (index >= this.ordered) continue;
        if (this.popularityOf[index] !== level) {
          for (const other of pending) scope[other >>> 5]! |= 1 << (other & 31);
          count += pending.length;
          pending = [];
          level = this.popularityOf[index]!;
        }
        if (!inName(index) || !containsPhrase(this.docs[index]!.nameStems, stems)) {
          pending.push(index);
          continue;
        }
        scope[index >>> 5]! |= 1 << (index & 31);
        count += 1;
        if ((left -= 1) === 0) return { bits: scope, count };
      }
    }
    return null;
  }

  /**
   * The match tier of a candidate, best 7: the name is the search (compacted and stemmed: `nameIs` lists the docs whose
   * name is); an alias is (`aliasIs`); every word is
   * a whole word of the name; of the aliases; every word is found in the name or aliases; 1 otherwise.
   */
  private tier(index: number, wordCount: number, nameIs: readonly number[], aliasIs: readonly number[]): number {
    if (nameIs.includes(index)) return 7;
    if (aliasIs.includes(index)) return 6;
    if (this.nameExact[index] === wordCount) return 5;
    if (this.aliasExact[index] === wordCount) return 4;
    return this.nameOrAlias[index] === wordCount ? 3 : 1;
  }

  /**
   * How many postings of the word's matches (in any field, a doc once per term) belong to docs in `visible`, counted
   * only up to `cap`.
   */
  private visibleTotal(word: Word, visible: Filter, cap: number): number {
    let total = 0;
    for (const match of word.matches) {
      const posting = this.postings.get(match.term)!;
      total += visibleCount(posting.rich, visible, cap - total, 7);
      if (total >= cap) return total;
      total += visibleCount(posting.desc, visible, cap - total, 0);
      if (total >= cap) return total;
    }
    return total;
  }
}

/** The docs passing a request's sample rule and filters: bit `index & 31` of word `index >>> 5`. */
type Filter = Int32Array;

/** Whether doc `index` is in the bitset `bits`. */
const has = (bits: Int32Array, index: number) => (bits[index >>> 5]! & (1 << (index & 31))) !== 0;

/**
 * How many entries of `entries` (doc numbers shifted left by `shift`) are docs in `visible`, counting only up to `cap`.
 */
function visibleCount(entries: Entries, visible: Filter, cap: number, shift: number): number {
  let count = 0;
  for (let at = 0; at < entries.length && count < cap; at += 1) if (has(visible, entries[at]! >>> shift)) count += 1;
  return count;
}

/** The number of set bits of a 32-bit word. */
function popcount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A posting list longer than this many times the candidates is leapt through ({@link gallop}: about 2 log2 of the gap
 * per candidate) rather than read entry by entry.
 */
const GALLOP_RATIO = 12;

/** Filter combinations whose bitsets the index keeps (SearchIndex.compileFilter): 12.5 KB each at 100,000 exercises. */
const CACHED_FILTERS_MAX = 32;

/** A search with more matches than this many pages looks for the page's docs first (SearchIndex.pageScope). */
const SCOPE_RATIO = 4;

/** `out` = `a` ∧ (`b` ∨ `c`), and how many docs that is (one pass; `out` may be `a`; `c` null: none). */
function combine(out: Int32Array, a: Int32Array, b: Int32Array, c: Int32Array | null): number {
  let count = 0;
  for (let at = 0; at < out.length; at += 1) {
    const word = a[at]! & (c ? b[at]! | c[at]! : b[at]!);
    out[at] = word;
    if (word !== 0) count += popcount(word);
  }
  return count;
}

/** The set bits of `bits` (`count` of them), ascending. */
function bitsetMembers(bits: Int32Array, count: number): Int32Array {
  const members = new Int32Array(count);
  let at = 0;
  for (let word = 0; word < bits.length; word += 1) {
    for (let rest = bits[word]!; rest !== 0; rest &= rest - 1) members[at++] = (word << 5) + 31 - Math.clz32(rest & -rest);
  }
  return members;
}

/**
 * The first position at or after `from` in ascending `list` whose value is at least `target`, `list.length` if none:
 * an exponential search from `from`, then a binary search within the last leap.
 */
function gallop(list: ArrayLike<number>, from: number, target: number): number {
  let low = from;
  let high = from;
  for (let step = 1; high < list.length && list[high]! < target; step *= 2) {
    low = high + 1;
    high += step;
  }
  high = Math.min(high, list.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** No docs. */
const NONE: readonly number[] = [];

/** The list under `key` in `lists`, made empty when missing. */
function listAt<K, T>(lists: Map<K, T[]>, key: K): T[] {
  let list = lists.get(key);
  if (!list) lists.set(key, (list = []));
  return list;
}

/** A page's worth of ordered docs and the total they were taken from. */
type Ranked = { top: number[]; total: number };

/**
 * The first `limit` of `items` by `better` (true when a ranks before b), in order: a bounded heap holding the worst of
 * the best so far at its root, so ranking 20,000 matches for a page of 12 sorts 12, not 20,000.
 */
function bestOf(items: readonly number[], limit: number, better: (a: number, b: number) => boolean): number[] {
  if (limit >= items.length) return [...items].sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  const heap: number[] = [];
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && better(heap[worst]!, heap[left]!)) worst = left;
      if (right < heap.length && better(heap[worst]!, heap[right]!)) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
      at = worst;
    }
  };
  for (const item of items) {
    if (heap.length < limit) {
      heap.push(item);
      for (let at = heap.length - 1; at > 0; ) {
        const parent = (at - 1) >> 1;
        if (!better(heap[parent]!, heap[at]!)) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (limit > 0 && better(item, heap[0]!)) {
      heap[0] = item;
      siftDown(0);
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
}

/** Whether `phrase` occurs as consecutive words of `stems`, or `stems` joined contain it joined ('pull up' in 'Pull-Up'). */
function containsPhrase(stems: string[], phrase: string[]): boolean {
  if (phrase.length === 1) return stems.some((word) => word.startsWith(phrase[0]!)) || stems.join('').includes(phrase[0]!);
  // Plain loops: this runs for every candidate with all words in its name, thousands per search at 100,000 exercises.
  const first = phrase[0]!;
  for (let start = 0; start + phrase.length <= stems.length; start += 1) {
    if (!stems[start]!.startsWith(first)) continue;
    let offset = 1;
    while (offset < phrase.length && stems[start + offset]!.startsWith(phrase[offset]!)) offset += 1;
    if (offset === phrase.length) return true;
  }
  return false;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first position in sorted `list` whose value is ≥ `value`. */
function lowerBound(list: readonly string[], value: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
