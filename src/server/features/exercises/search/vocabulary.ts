/**
 * What the search index knows of words before it holds any exercise (docs/product.md#search): the fields a term may
 * occur in and their weights, how well a term may match a search word, the field's abbreviations, and the words that
 * name muscles.
 */

import { MUSCLE_GROUPS, MUSCLE_OPTIONS, splitMuscles } from '@/shared/catalogue/muscles';
import { MUSCLE_VOCABULARY } from '@/shared/catalogue/muscle-vocabulary';
import { MECHANICS, MOVEMENT_PATTERNS } from '@/shared/catalogue/training';
import { stem, words } from './search-text';

// Fields a term may occur in, one bit each (a posting entry is `doc * 128 + field bits`, postings.ts).
/** The exercise's name. */
export const NAME = 1;
/** One of its aliases. */
export const ALIAS = 2;
/** Its primary equipment or another item it requires. */
export const EQUIPMENT = 4;
/** A primary muscle, or the option and group the muscle vocabulary gives it. */
export const PRIMARY_MUSCLE = 8;
/** A secondary muscle, the target muscle groups, or a muscle group it matches. */
export const MUSCLE = 16;
/** A tag, the movement pattern, the mechanic or a training goal. */
export const TAG = 32;
/** The description. */
export const DESCRIPTION = 64;
/** Every field bit: a match that may count in any field. */
export const ALL_FIELDS = 127;
/** The defining fields: the name, aliases, equipment and primary muscles (weight ≥ 4). */
export const STRONG_FIELDS = NAME | ALIAS | EQUIPMENT | PRIMARY_MUSCLE;

/** Each field's weight in the score (docs/product.md#search: name > aliases > equipment > … > description), best first. */
export const FIELD_WEIGHTS: ReadonlyArray<[number, number]> = [
  [NAME, 10],
  [ALIAS, 8],
  [EQUIPMENT, 5],
  [PRIMARY_MUSCLE, 4],
  [MUSCLE, 3],
  [TAG, 2],
  [DESCRIPTION, 1],
];

/** The best weight among the fields in `bits` (a mask of field bits), by mask. */
export const WEIGHT_OF_BITS = Array.from({ length: 128 }, (_, bits) => FIELD_WEIGHTS.find(([bit]) => bits & bit)?.[1] ?? 0);

// How well a term matches a search word, best highest (docs/product.md#search).
/** The term is the word (its stem, as typed, or what an abbreviation stands for). */
export const EXACT = 3;
/** The term starts with the word. */
export const PREFIX = 2;
/** A name or alias term contains the word ({@link MIN_INFIX_LENGTH} letters or more). */
export const INFIX = 1;
/** The share of a field's weight a match scores, by quality: exact 1, prefix 0.6, infix 0.3. */
export const QUALITY_FACTOR = [0, 0.3, 0.6, 1];

/** Shortest search word matched inside name and alias terms (docs/product.md#search). */
export const MIN_INFIX_LENGTH = 4;

/**
 * Phrases that mean one word of the vocabulary (docs/product.md#search), by their folded words joined with a space:
 * what a member types for "needs no equipment" is the Bodyweight equipment. A Map, as {@link ABBREVIATIONS}.
 */
export const PHRASES: ReadonlyMap<string, string> = new Map([
  ['no equipment', 'bodyweight'],
  ['without equipment', 'bodyweight'],
  ['equipment free', 'bodyweight'],
  ['body weight', 'bodyweight'],
]);

/** Longest phrase of {@link PHRASES}, in words. */
const PHRASE_WORDS_MAX = Math.max(...[...PHRASES.keys()].map((phrase) => phrase.split(' ').length));

/** `typed` with every phrase of {@link PHRASES} replaced by its word, longest phrase first, left to right. */
export function withPhrasesRead(typed: readonly string[]): string[] {
  const out: string[] = [];
  for (let at = 0; at < typed.length;) {
    let size = Math.min(PHRASE_WORDS_MAX, typed.length - at);
    for (; size >= 2; size -= 1) {
      const word = PHRASES.get(typed.slice(at, at + size).join(' '));
      if (word === undefined) continue;
      out.push(word);
      break;
    }
    if (size >= 2) at += size;
    else out.push(typed[at++]!);
  }
  return out;
}

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
  // Lifts as training logs write them: 'sumo DL', 'woodchopper'.
  ['dl', ['deadlift']],
  ['dls', ['deadlift']],
  ['woodchopper', ['woodchop']],
  ['woodchoppers', ['woodchop']],
]);

/** The stems of every word that names a muscle or muscle group (the muscle vocabulary, docs/product.md#muscle-vocabulary). */
export const MUSCLE_WORDS: ReadonlySet<string> = new Set(
  [
    ...MUSCLE_VOCABULARY.flatMap((muscle) => [muscle.name, muscle.option ?? '', muscle.group ?? '']),
    ...MUSCLE_GROUPS.flatMap((group) => [group.name, ...group.synonyms]),
  ].flatMap((text) => words(text).map(stem)),
);

/** The muscle option and group of each muscle of the vocabulary, by its name (docs/product.md#muscle-vocabulary). */
export const MUSCLE_BY_NAME: ReadonlyMap<string, { option: string | null; group: string | null }> = new Map(
  MUSCLE_VOCABULARY.map((muscle) => [muscle.name, { option: muscle.option, group: muscle.group }]),
);

// ---- what alternatives compare (alternatives.ts, docs/product.md#alternatives) --------------------------------------

const MUSCLE_BIT = new Map<string, number>(MUSCLE_VOCABULARY.map((muscle, bit) => [muscle.name, bit]));

/**
 * The muscles of the vocabulary among `names` as a bit mask (bit i: MUSCLE_VOCABULARY[i], 21 bits); a name outside
 * the vocabulary counts for nothing.
 */
export function muscleMask(names: readonly string[]): number {
  let mask = 0;
  for (const name of names) {
    const bit = MUSCLE_BIT.get(name);
    if (bit !== undefined) mask |= 1 << bit;
  }
  return mask;
}

/**
 * The lowercase word of each bit of a target mask ({@link targetMask}): the brief's sixteen muscle options, then the
 * vocabulary's muscles without one (Adductors, Hip Flexors).
 */
export const TARGET_BIT_NAMES: readonly string[] = [
  ...MUSCLE_OPTIONS,
  ...MUSCLE_VOCABULARY.filter((muscle) => muscle.option === null).map((muscle) => muscle.name),
].map((name) => name.toLowerCase());
// A vocabulary muscle written in the text counts as its option ('Lats' as Latissimus Dorsi): curated and imported
// exercises write options, the generated and hand-written ones either.
const TARGET_BIT = new Map<string, number>([
  ...MUSCLE_VOCABULARY.map((muscle): [string, number] => [
    muscle.name.toLowerCase(),
    TARGET_BIT_NAMES.indexOf((muscle.option ?? muscle.name).toLowerCase()),
  ]),
  ...TARGET_BIT_NAMES.map((name, bit): [string, number] => [name, bit]),
]);

/**
 * The muscles a `targetMuscleGroups` text names ('Chest, Triceps, Shoulders') as a bit mask over
 * {@link TARGET_BIT_NAMES}: each comma-separated term, ignoring case, that is an option or a vocabulary muscle; other
 * terms count for nothing. The weak signal of exercises that record no primary muscles.
 */
export function targetMask(text: string): number {
  let mask = 0;
  for (const term of splitMuscles(text)) {
    const bit = TARGET_BIT.get(term.toLowerCase());
    if (bit !== undefined) mask |= 1 << bit;
  }
  return mask;
}

/** A movement pattern as a small number: 1 + its place in MOVEMENT_PATTERNS; 0 for none or one outside the list. */
export const patternCode = (pattern: string | null) => MOVEMENT_PATTERNS.indexOf(pattern as (typeof MOVEMENT_PATTERNS)[number]) + 1;

/** A mechanic as a small number: 1 + its place in MECHANICS; 0 for none or one outside the list. */
export const mechanicCode = (mechanic: string | null) => MECHANICS.indexOf(mechanic as (typeof MECHANICS)[number]) + 1;
