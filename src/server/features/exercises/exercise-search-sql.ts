import { type AnyColumn, and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { DIFFICULTY_LEVELS, difficultyRank } from '@/shared/catalogue/difficulty';
import { type MuscleGroupName, muscleGroupSynonyms, UPPER_BODY_GROUPS } from '@/shared/catalogue/muscles';
import type { ExercisesQuery } from '@/shared/schemas/exercises-query';
import { exercises } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';
import type { Viewer } from '../../auth/viewer';
import { containsPattern, escapeLike, minimalForms, type SearchTerms, type SearchWord } from './search-terms';

/**
 * SQL pieces of the library query (docs/product.md#limits, docs/product.md#search). Every text condition is a LIKE over `search_text` or
 * `search_compact`, which the GIN trigram indexes answer (no per-row function call on the table's columns in WHERE).
 */

/** One key of an ORDER BY: an expression and its direction. */
export type OrderKey = { expr: SQL | AnyColumn; dir: 'asc' | 'desc' };

/** `column LIKE ANY (ARRAY[…])`: one GIN bitmap scan for several patterns. */
function likeAny(column: SQL | AnyColumn, patterns: readonly string[]): SQL {
  return sql`${column} like any (${textArray(patterns)})`;
}

/**
 * The sample rule (docs/product.md#who-it-is-for, docs/product.md#roles-and-access): viewers who cannot see the full catalogue (anonymous, members without an
 * active subscription) see only `is_sample` exercises. Undefined means no restriction.
 */
export function visibleTo(viewer: Viewer): SQL | undefined {
  return viewer.canSeeFullCatalogue ? undefined : eq(exercises.isSample, true);
}

/**
 * Equipment, difficulty, muscle-group and training-goal filters: a row passes a filter when it matches any selected
 * value, and must pass every filter (docs/product.md#limits).
 * - Equipment: the exercise uses the item, as its primary equipment or as one it requires (`equipment && array[…]`,
 *   over the GIN index; docs/product.md#equipment-taxonomy).
 * - Muscle group: one of its docs/product.md#limits synonyms is a case-insensitive substring of the comma-separated
 *   target muscles ('Lats' is in Back); Full Body also when they are in Legs and in an upper-body group (matchesMuscleGroup).
 * - Goal: the exercise serves the training goal (`training_goals && array[…]`; docs/product.md#training-vocabulary).
 */
export function filterConditions(query: Pick<ExercisesQuery, 'equipment' | 'difficulty' | 'muscle' | 'goal'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.equipment.length > 0) conditions.push(sql`${exercises.equipment} && ${textArray(query.equipment)}`);
  if (query.difficulty.length > 0) conditions.push(inArray(exercises.difficultyLevel, query.difficulty));
  if (query.muscle.length > 0) {
    // lower() + LIKE rather than ILIKE: the same for these ASCII synonyms, ~2.5× faster per row on PostgreSQL 15.
    const muscles = sql`lower(${exercises.targetMuscleGroups})`;
    const matching = (groups: readonly MuscleGroupName[]) => likeAny(muscles, [...new Set(groups.flatMap((group) => muscleGroupSynonyms(group)))].map(containsPattern));
    const alternatives = [matching(query.muscle)];
    if (query.muscle.includes('Full Body')) alternatives.push(sql`(${matching(['Legs'])} and ${matching(UPPER_BODY_GROUPS)})`);
    conditions.push(alternatives.length === 1 ? alternatives[0]! : sql`(${sql.join(alternatives, sql` or `)})`);
  }
  if (query.goal.length > 0) conditions.push(sql`${exercises.trainingGoals} && ${textArray(query.goal)}`);
  return conditions;
}

/** A search word with the vocabulary words it may be a typo of (typo-corrections.ts). */
export type CorrectedWord = SearchWord & { corrections: string[] };

/**
 * A row matches a word when `search_text` contains it or a singular form (case-insensitive substring over name,
 * equipment, muscles, description, tags: docs/product.md#limits), or `search_compact` contains its compact form ('pullup' meets
 * 'Pull-Up', 'benchpress' meets 'Bench Press'), or a typo correction of it.
 */
function wordCondition(word: CorrectedWord): SQL {
  const compactPatterns = minimalForms([...word.compactForms, ...word.corrections]).map(containsPattern);
  const compact = compactPatterns.length > 0 ? likeAny(exercises.searchCompact, compactPatterns) : undefined;
  // search_compact first: it is short, so PostgreSQL's left-to-right OR often skips the long search_text recheck.
  return or(compact, likeAny(exercises.searchText, word.textPatterns))!;
}

/**
 * The search condition (docs/product.md#search): every word must match (AND), or — for several words — the whole search compacted
 * must occur in `search_compact`, so 'pull up' also finds a name written 'Pullup'.
 */
export function searchCondition(terms: SearchTerms, words: CorrectedWord[]): SQL {
  const everyWord = and(...words.map(wordCondition))!;
  if (words.length < 2 || terms.compact === '') return everyWord;
  return or(everyWord, likeAny(exercises.searchCompact, [containsPattern(terms.compact)]))!;
}

const lowerName = sql`lower(${exercises.exerciseName})`;

/**
 * Relevance order for a search without an explicit sort (docs/product.md#search), best first:
 * 0 the name is the search; 1 the name starts with it (also compacted: 'pull up' → 'Pull-Up'); 2 the name contains it;
 * 3 the name contains every word (or a singular form or correction of it); 4 the rest (matched in equipment, muscles,
 * description or tags). Within a tier shorter names first — the closest matches, as trigram similarity would rank them,
 * without computing a similarity for every matching row — then by name.
 */
export function relevanceOrder(terms: SearchTerms, words: CorrectedWord[]): OrderKey[] {
  const prefix = `${escapeLike(terms.text)}%`;
  const compactPrefix = terms.compact === '' ? sql`false` : sql`${exercises.searchCompact} like ${`${escapeLike(terms.compact)}%`}`;
  const nameHasEveryWord = and(
    ...words.map((word) => likeAny(lowerName, [...word.textPatterns, ...minimalForms(word.corrections).map(containsPattern)])),
  );
  const tier = sql`case
    when ${lowerName} = ${terms.text} then 0
    when ${lowerName} like ${prefix} or ${compactPrefix} then 1
    when ${lowerName} like ${containsPattern(terms.text)} then 2
    when ${nameHasEveryWord} then 3
    else 4 end`;
  return [
    { expr: tier, dir: 'asc' },
    { expr: sql`length(${exercises.exerciseName})`, dir: 'asc' },
    { expr: exercises.exerciseName, dir: 'asc' },
    { expr: exercises.id, dir: 'asc' },
  ];
}

/** Difficulty rank (docs/product.md#limits: Beginner 1, Intermediate 2, Advanced 3) as SQL; the numbers are code constants. */
const difficultyRankSql = sql`case ${exercises.difficultyLevel} ${sql.join(
  DIFFICULTY_LEVELS.map((level) => sql`when ${sql.raw(`'${level}'`)} then ${sql.raw(String(difficultyRank[level]))}`),
  sql` `,
)} end`;

/**
 * An explicit sort (docs/product.md#limits): name, or difficulty by rank with ties by name; `dir` flips the key (docs/product.md#behaviour). The id
 * makes the order total, so pages never overlap.
 */
export function chosenOrder(sort: 'name' | 'difficulty', dir: 'asc' | 'desc'): OrderKey[] {
  const tieBreak: OrderKey[] = [{ expr: exercises.id, dir: 'asc' }];
  if (sort === 'name') return [{ expr: exercises.exerciseName, dir }, ...tieBreak];
  return [{ expr: difficultyRankSql, dir }, { expr: exercises.exerciseName, dir: 'asc' }, ...tieBreak];
}
