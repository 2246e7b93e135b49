/**
 * The search index's data (docs/architecture.md#search-index): the exercises as numbered docs, their terms' postings,
 * their filter and ranking attributes, and how an exercise is added and removed. The order an index is best built in.
 */

import { DIFFICULTY_LEVELS } from '@/shared/catalogue/difficulty';
import { matchesMuscleGroup, MUSCLE_GROUP_NAMES } from '@/shared/catalogue/muscles';
import { musclesWorked } from '@/shared/catalogue/muscles-worked';
import { TRAINING_GOALS, type TrainingGoal } from '@/shared/catalogue/training';
import { POPULARITY } from '@/shared/catalogue/curated-exercise';
import type { Exercise } from '@/shared/schemas/exercise';
import { compare, listAt, type Posting } from './postings';
import { compactStem, compoundTerms, indexTerms, stem, words } from './search-text';
import { SharedValues } from './shared-values';
import { MIN_CORRECTED_LENGTH } from './typo-corrections';
import {
  ALIAS,
  DESCRIPTION,
  EQUIPMENT,
  mechanicCode,
  MIN_INFIX_LENGTH,
  MUSCLE,
  MUSCLE_BY_NAME,
  muscleMask,
  NAME,
  patternCode,
  PRIMARY_MUSCLE,
  TAG,
  targetMask,
} from './vocabulary';

/** An exercise as the index holds it: the API's DTO and the curated popularity (0–5). */
export type IndexedExercise = { exercise: Exercise; popularity: number };

/** A popularity as the index ranks by it: within 0–5, as the database checks (curated-exercise.ts POPULARITY). */
const rankedPopularity = (popularity: number) => Math.min(Math.max(Math.round(popularity), 0), POPULARITY.staple);

/**
 * The order to build an index in (a comparator): the popularity, highest first, then the order relevance breaks ties
 * in — the shorter name, then the name (code points), then the id. An index built in this order finds the best
 * matches of a search without ranking every match (page-scope.ts); any other order gives the same answers, more
 * slowly.
 */
export function indexOrder(a: IndexedExercise, b: IndexedExercise): number {
  return (
    rankedPopularity(b.popularity) - rankedPopularity(a.popularity) ||
    Math.min(a.exercise.exerciseName.length, 0xffff) - Math.min(b.exercise.exerciseName.length, 0xffff) ||
    compare(a.exercise.exerciseName, b.exercise.exerciseName) ||
    compare(a.exercise.id, b.exercise.id)
  );
}

/**
 * One held exercise: its DTO, popularity, the stems of its name, the ids of every equipment item it names (primary,
 * required in any group, optional: what the equipment filter matches) and the ids of its required groups (what a gym
 * must meet, each with one of its items; docs/decisions/0025-required-and-optional-equipment.md).
 */
export type Doc = {
  exercise: Exercise;
  popularity: number;
  nameStems: string[];
  equipment: number[];
  requiredGroups: number[];
};

/** The index's terms for prefix matching: the words, sorted, and the compounds by their first word, each list sorted. */
export type PrefixTerms = { plain: string[]; compoundsByHead: Map<string, string[]> };
/** The suffixes of name and alias words, sorted, and the word each comes from (IndexState.infixIndex). */
export type Infixes = { suffixes: string[]; words: string[] };

/**
 * The groups a gym must meet for `exercise` (docs/product.md#my-gyms): its required groups, and its primary equipment
 * as a group of its own should no group name it (a DTO the writers did not make whole).
 */
function requiredGroupsOf(exercise: Exercise): string[][] {
  const groups = exercise.requiredEquipment.length > 0 ? exercise.requiredEquipment : exercise.equipment.map((name) => [name]);
  return groups.some((group) => group.includes(exercise.equipmentType)) ? groups : [[exercise.equipmentType], ...groups];
}

/** Starts the key of a merged posting list: no search word folds to it, so it never meets a term of the vocabulary. */
export const LETTER_KEY = '\u0000';

/**
 * What the search index holds of one catalogue (docs/architecture.md#search-index): every exercise as a doc numbered
 * in the order it was added, its terms' postings, its filter and ranking attributes in typed arrays, and the views
 * built from them on first use (sorted terms, prefix and infix lists, name order) and the cached bitsets, all dropped
 * when a change makes them stale. Written only by {@link upsert}, {@link remove} and {@link compact} (and the merged
 * letter lists, {@link addLetterPosting}); the filters, the query reading and the ranking read it. Not thread-shared:
 * each server instance builds its own (search-index-store.ts).
 */
export class IndexState {
  /** The docs by number; a removed doc's slot stays null until the index is rebuilt. */
  readonly docs: Array<Doc | null> = [];
  private readonly byId = new Map<string, number>();
  /** Each term's postings, and the merged lists of one letter's words under {@link LETTER_KEY} keys. */
  readonly postings = new Map<string, Posting>();
  /** Terms that only occur as compounds of adjacent words, with their shortest first word. */
  private readonly compoundHead = new Map<string, number>();
  /** The keys of the merged posting lists of one letter's words in {@link postings} (query.ts letterPosting). */
  private readonly letterKeys = new Set<string>();
  /** A number per equipment name, as docs list the equipment they name. */
  readonly equipmentIds = new Map<string, number>();
  /** A number per distinct required group (its item ids in order, joined), as docs list the groups they require. */
  private readonly groupIds = new Map<string, number>();
  /** The item ids of each required group, by group number: a gym's filter tests each group once (filters.ts). */
  readonly groupItems: number[][] = [];
  /** One copy of each stem of the names: thousands of names share a few hundred stems. */
  private readonly stems = new SharedValues();
  private sortedTerms: string[] | null = null;
  private prefixes: PrefixTerms | null = null;
  private infixes: Infixes | null = null;
  private correctable: Map<number, string[]> | null = null;
  private byName: number[] | null = null;
  private ranks: Int32Array | null = null;
  private tombstones = 0;
  // Per-doc filter attributes in typed arrays, grown with the docs (replaced when they grow: read them afresh per
  // call); filters.ts turns them into cached bitsets.
  alive = new Uint8Array(0);
  sampleOf = new Uint8Array(0);
  difficultyOf = new Uint8Array(0);
  musclesOf = new Int32Array(0);
  // The primary muscles the Muscle filter reads (musclesWorked: the recorded list, else the text's first term) as a
  // mask over the vocabulary (vocabulary.ts muscleMask).
  filterPrimaryOf = new Int32Array(0);
  goalsOf = new Int32Array(0);
  // What ranking reads of every candidate, beside the postings: typed arrays, not a walk through the doc's objects.
  popularityOf = new Uint8Array(0);
  nameLengthOf = new Uint16Array(0);
  // What alternatives compare (alternatives.ts): the movement pattern and mechanic as codes (vocabulary.ts, 0: none),
  // the primary muscles, every muscle worked (primary and secondary) and the target-muscle text as bit masks.
  patternOf = new Uint8Array(0);
  mechanicOf = new Uint8Array(0);
  primaryOf = new Int32Array(0);
  workedOf = new Int32Array(0);
  targetOf = new Int32Array(0);
  /**
   * Each doc's name group: docs whose names, compacted and stemmed (search-text.ts compactStem), are the same share a
   * number — the same exercise under a repeated name, of which alternatives keep one.
   */
  nameGroupOf = new Int32Array(0);
  /**
   * Each doc's required groups as one number, the same for docs that require the same groups ({@link needsGroups}):
   * what a gym lacks for a doc depends on nothing else, so SearchIndex.unlocks counts docs per number, not per doc.
   */
  needsOf = new Int32Array(0);
  /** The required groups of each {@link needsOf} number (group ids, {@link groupItems}). */
  readonly needsGroups: number[][] = [];
  private readonly needsIds = new Map<string, number>();
  private readonly nameGroups = new Map<string, number>();
  /** Docs by their name compacted and stemmed, and by each alias so: those whose name (alias) *is* the search. */
  readonly nameKeys = new Map<string, number[]>();
  readonly aliasKeys = new Map<string, number[]>();
  /** Bitsets of docs per attribute value (filters.ts) and of long posting lists ({@link postingBits}), dropped on every change. */
  readonly bitsets = new Map<string, Int32Array>();
  /** Bitsets of the docs passing a combination of filters, oldest first, dropped on every change (filters.ts). */
  readonly filterCache = new Map<string, Int32Array>();
  /** Alive docs in orders other than the name's (alternatives.ts lowerOrder), dropped on every change. */
  readonly orders = new Map<string, Int32Array>();
  /**
   * How many docs from the first are in {@link indexOrder} (a bulk build in that order: all of them); docs added out
   * of order after them (an admin's edit) are always ranked in full.
   */
  ordered = 0;
  /** The last of the {@link ordered} docs, to extend the run. */
  private lastOrdered: IndexedExercise | null = null;

  /** How many exercises are held. */
  get size(): number {
    return this.byId.size;
  }

  /** The doc number of the exercise `id`, undefined when it is not held. */
  docOf(id: string): number | undefined {
    return this.byId.get(id);
  }

  /** Empty slots left by removals and replacements. */
  get wasted(): number {
    return this.tombstones;
  }

  /** Adds an exercise, or replaces the one with the same id. */
  upsert(item: IndexedExercise): void {
    this.remove(item.exercise.id);
    const index = this.docs.length;
    const { exercise } = item;
    const equipmentNames = [
      ...new Set([exercise.equipmentType, ...exercise.equipment, ...exercise.requiredEquipment.flat(), ...exercise.optionalEquipment]),
    ];
    const doc: Doc = {
      exercise,
      popularity: item.popularity,
      nameStems: words(exercise.exerciseName).map((word) => this.stems.value(stem(word))),
      equipment: equipmentNames.map((name) => this.equipmentId(name)),
      requiredGroups: requiredGroupsOf(exercise).map((group) => this.groupId(group.map((name) => this.equipmentId(name)))),
    };
    // The filter attributes live in typed arrays only (filters.ts reads them through cached bitsets).
    const muscleGroups = MUSCLE_GROUP_NAMES.reduce(
      (mask, group, bit) => (matchesMuscleGroup(exercise.targetMuscleGroups, group) ? mask | (1 << bit) : mask),
      0,
    );
    this.docs.push(doc);
    this.byId.set(exercise.id, index);
    this.bitsets.clear();
    this.orders.clear();
    this.filterCache.clear();
    this.growAttributes(index + 1);
    this.alive[index] = 1;
    this.sampleOf[index] = exercise.isSample ? 1 : 0;
    this.difficultyOf[index] = Math.max(0, DIFFICULTY_LEVELS.indexOf(exercise.difficultyLevel));
    this.musclesOf[index] = muscleGroups;
    this.filterPrimaryOf[index] = muscleMask(musclesWorked(exercise).primary);
    this.popularityOf[index] = rankedPopularity(item.popularity);
    this.needsOf[index] = this.needsId(doc.requiredGroups);
    if (this.ordered === index && (!this.lastOrdered || indexOrder(this.lastOrdered, item) <= 0)) {
      this.ordered = index + 1;
      this.lastOrdered = item;
    }
    this.nameLengthOf[index] = Math.min(exercise.exerciseName.length, 0xffff);
    this.patternOf[index] = patternCode(exercise.movementPattern);
    this.mechanicOf[index] = mechanicCode(exercise.mechanic);
    this.primaryOf[index] = muscleMask(exercise.primaryMuscles);
    this.workedOf[index] = this.primaryOf[index]! | muscleMask(exercise.secondaryMuscles);
    this.targetOf[index] = targetMask(exercise.targetMuscleGroups);
    const keys = this.keysOf(exercise);
    for (const [list, key] of keys) listAt(list, key).push(index);
    const nameKey = keys[0]![1];
    let group = this.nameGroups.get(nameKey);
    if (group === undefined) this.nameGroups.set(nameKey, (group = this.nameGroups.size));
    this.nameGroupOf[index] = group;
    this.goalsOf[index] = exercise.trainingGoals.reduce(
      (mask, goal) => mask | (1 << Math.max(0, TRAINING_GOALS.indexOf(goal as TrainingGoal))),
      0,
    );

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
    // The description's words; an exercise whose only text is its form steps (an import, docs/product.md#catalogue) is
    // found by its steps' words instead, with the same weight.
    add(exercise.description || exercise.formSteps.join(' '), DESCRIPTION);
    // A built name order takes the new doc at its place (one binary search and a splice, not a sort of them all).
    if (this.byName) this.byName.splice(this.namePosition(exercise), 0, index);
    this.ranks = null;
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
    this.orders.clear();
    this.filterCache.clear();
    this.byId.delete(id);
    this.tombstones += 1;
  }

  /**
   * Keeps `posting`, merged from the words starting with one letter, under `key` ({@link LETTER_KEY} and the letter)
   * until a word starting with that letter gets a posting.
   */
  addLetterPosting(key: string, posting: Posting): void {
    this.postings.set(key, posting);
    this.letterKeys.add(key);
  }

  // ---- views built on first use ----------------------------------------------------------------------------------

  /** Every term, sorted. */
  terms(): string[] {
    if (!this.sortedTerms) this.sortedTerms = [...this.postings.keys()].sort();
    return this.sortedTerms;
  }

  /** The terms split for prefix matching: words, sorted; compounds by their first word, sorted (query.ts wordMatches). */
  prefixTerms(): PrefixTerms {
    if (!this.prefixes) {
      const plain: string[] = [];
      const compoundsByHead = new Map<string, string[]>();
      for (const term of this.terms()) {
        const head = this.compoundHead.get(term);
        if (head === undefined) plain.push(term);
        else listAt(compoundsByHead, term.slice(0, head)).push(term);
      }
      this.prefixes = { plain, compoundsByHead };
    }
    return this.prefixes;
  }

  /**
   * Where letters inside a word may match: every suffix, from the second letter on and at least
   * {@link MIN_INFIX_LENGTH} long, of the words (not compounds) of some name or alias, sorted — so the words containing
   * a search word are those with a suffix it starts, found by binary search instead of a scan of every word.
   */
  infixIndex(): Infixes {
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
  correctableTerms(): Map<number, string[]> {
    if (!this.correctable) {
      const byFirst = new Map<number, string[]>();
      for (const term of this.terms()) {
        if (term.length >= MIN_CORRECTED_LENGTH - 1 && this.postings.get(term)!.rich.length > 0)
          listAt(byFirst, term.charCodeAt(0)).push(term);
      }
      this.correctable = byFirst;
    }
    return this.correctable;
  }

  /** Alive docs in name order (then id): sorted once, then kept in order by upsert and remove. */
  nameOrder(): number[] {
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
  nameRanks(): Int32Array {
    const order = this.nameOrder();
    if (!this.ranks) {
      this.ranks = new Int32Array(this.docs.length);
      order.forEach((index, at) => (this.ranks![index] = at));
    }
    return this.ranks;
  }

  /**
   * The cached bitset of the docs in one of `term`'s lists: `rich`, with the term in some field other than the
   * description alone, or `desc`, with it in the description only.
   */
  postingBits(term: string, list: keyof Posting): Int32Array {
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

  // ---- building ----------------------------------------------------------------------------------------------------

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
    this.filterPrimaryOf = grow(this.filterPrimaryOf, (length) => new Int32Array(length));
    this.goalsOf = grow(this.goalsOf, (length) => new Int32Array(length));
    this.popularityOf = grow(this.popularityOf, (length) => new Uint8Array(length));
    this.nameLengthOf = grow(this.nameLengthOf, (length) => new Uint16Array(length));
    this.patternOf = grow(this.patternOf, (length) => new Uint8Array(length));
    this.mechanicOf = grow(this.mechanicOf, (length) => new Uint8Array(length));
    this.primaryOf = grow(this.primaryOf, (length) => new Int32Array(length));
    this.workedOf = grow(this.workedOf, (length) => new Int32Array(length));
    this.targetOf = grow(this.targetOf, (length) => new Int32Array(length));
    this.nameGroupOf = grow(this.nameGroupOf, (length) => new Int32Array(length));
    this.needsOf = grow(this.needsOf, (length) => new Int32Array(length));
  }

  /** The keys `exercise` is found under in {@link nameKeys} and {@link aliasKeys}. */
  private keysOf(exercise: Exercise): Array<[Map<string, number[]>, string]> {
    const aliases = [...new Set(exercise.aliases.map(compactStem))];
    return [
      [this.nameKeys, compactStem(exercise.exerciseName)],
      ...aliases.map((key): [Map<string, number[]>, string] => [this.aliasKeys, key]),
    ];
  }

  private groupId(items: number[]): number {
    return internList(this.groupIds, this.groupItems, items);
  }

  private needsId(groups: number[]): number {
    return internList(this.needsIds, this.needsGroups, groups);
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
      if (this.compoundHead.delete(term)) this.prefixes = null;
      this.post(index, term, bit);
    }
  }

  /** Records a compound of adjacent words; `head` is its first word's length (see query.ts wordMatches). */
  private addCompound(index: number, term: string, head: number, bit: number): void {
    const known = this.compoundHead.get(term);
    if (!this.postings.has(term) || (known !== undefined && head < known)) {
      this.compoundHead.set(term, head);
      this.prefixes = null;
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
      this.prefixes = null;
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
}

/** The number of `list` among `lists` (by its values, keyed in `ids`), added at the end when it is new. */
function internList(ids: Map<string, number>, lists: number[][], list: number[]): number {
  const key = list.join(',');
  let id = ids.get(key);
  if (id === undefined) {
    ids.set(key, (id = lists.length));
    lists.push(list);
  }
  return id;
}
