/**
 * How the search index reads a search (docs/product.md#search): the words, each with the catalogue terms it matches.
 *
 * Per search word (every word must match):
 * - a term *is* the word (exact), or *starts with* it (prefix), in any field;
 * - from {@link MIN_INFIX_LENGTH} letters, a name or alias term *contains* it (infix: 'down' meets 'pulldown');
 * - plural and singular are one stem; adjacent words joined are terms too (search-text.ts);
 * - the field's abbreviations ({@link ABBREVIATIONS}) count as the words they stand for;
 * - a word found in too few exercises ({@link TOO_FEW_MATCHES}) is corrected to the closest catalogue term when typo
 *   correction is allowed, and the answer says so (`correctedQuery`).
 */

import { compileFilter } from './filters';
import { type IndexState, LETTER_KEY } from './index-state';
import { type Filter, lowerBound, visibleCount } from './postings';
import { MAX_COMPOUND_WORDS, stem, words } from './search-text';
import { allowedEdits, editDistance } from './typo-corrections';
import {
  ABBREVIATIONS,
  ALIAS,
  ALL_FIELDS,
  EXACT,
  INFIX,
  MIN_INFIX_LENGTH,
  MUSCLE_WORDS,
  NAME,
  PREFIX,
  withPhrasesRead,
} from './vocabulary';

/** Edits a correction to the start of a longer term counts beyond its own: 'sqat' is 'squat' before 'stat(ic)'. */
export const PARTIAL_PENALTY = 0.5;

/** How much a correction's popularity offsets its edits: 0.6 edits per tenfold more exercises using the term. */
export const FREQUENCY_WEIGHT = 0.6;

/**
 * A search word found in fewer exercises than this is "too little" (docs/product.md#search): it is corrected when a
 * close catalogue term exists ('dumbel' only starts the misspelt 'dumbell' of two descriptions → 'dumbbell').
 */
export const TOO_FEW_MATCHES = 3;

/** Search words read from one search; the rest are ignored. */
const MAX_WORDS = 8;

/** While merging postings ({@link letterPosting}): the doc has a word in its description only. */
const DESCRIPTION_ONLY = 128;

/** One way a search word matches: a term, how well (vocabulary.ts EXACT, PREFIX, INFIX), and the field bits it may count in. */
export type TermMatch = { term: string; quality: number; mask: number };

/**
 * One search word: as read (or corrected), the alternatives looked up for it (stem, abbreviations), the terms it
 * matches, and whether it names a muscle (then it counts in a name or alias only where the exercise works that muscle).
 */
export type Word = { text: string; alternatives: string[]; matches: TermMatch[]; muscle: boolean };

/**
 * A search as read: its words (null: nothing to search for), the words joined and stemmed (what a name or alias that
 * *is* the search is keyed by), the corrected text when a word was corrected, and every term looked up.
 */
export type ParsedQuery = { words: Word[] | null; compact: string; corrected: string | null; terms: string[] };

/**
 * The search words of `q` (the first {@link MAX_WORDS}) with the terms each matches; adjacent words whose join is a
 * term match it too ('pull up' → 'pullup', 'chin ups' → 'chinup'). A word found too rarely is corrected (unless
 * `exact`) to the closest correctable term; when none is close, the word stays as typed (a word nothing matches gives
 * no result). Both the count and the correction read only exercises the caller may see (`samplesOnly`: the samples;
 * docs/product.md#roles-and-access), so a correction never names a word of the paid catalogue.
 */
export function parse(state: IndexState, q: string, exact: boolean, samplesOnly: boolean): ParsedQuery {
  const typed = withPhrasesRead(words(q)).slice(0, MAX_WORDS);
  if (typed.length === 0) return { words: null, compact: '', corrected: null, terms: [] };
  // Adjacent words whose join is a term also match through it ('pull up' meets 'Pullup', 'chin ups' meets 'Chin-Up').
  const joined: string[][] = typed.map(() => []);
  for (let start = 0; start < typed.length; start += 1) {
    for (let size = 2; size <= MAX_COMPOUND_WORDS && start + size <= typed.length; size += 1) {
      const term = stem(typed.slice(start, start + size).join(''));
      if (state.postings.has(term)) for (let at = start; at < start + size; at += 1) joined[at]!.push(term);
    }
  }
  let corrected = false;
  const visible = compileFilter(state, { equipment: [], difficulty: [], muscle: [], goal: [], samplesOnly });
  const list = typed.map((text, at) => {
    const word = wordMatches(state, text, joined[at]!);
    if (exact || visibleTotal(state, word, visible, TOO_FEW_MATCHES) >= TOO_FEW_MATCHES) return word;
    const correction = correctionOf(state, text, visible, samplesOnly);
    // A rare word's closest term may be the word itself (its stem, an abbreviation's expansion): nothing to correct.
    if (!correction || word.alternatives.includes(correction)) return word;
    corrected = true;
    return wordMatches(state, correction, []);
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
function wordMatches(state: IndexState, text: string, joined: readonly string[]): Word {
  const alternatives = [...new Set([text, stem(text), ...(ABBREVIATIONS.get(text) ?? [])])];
  const best = new Map<string, TermMatch>();
  const add = (term: string, quality: number, mask: number) => {
    const known = best.get(term);
    if (!known || known.quality < quality) best.set(term, { term, quality, mask });
  };
  const { plain, compoundsByHead } = state.prefixTerms();
  const prefixOf = (terms: readonly string[], alternative: string) => {
    for (let at = lowerBound(terms, alternative); at < terms.length && terms[at]!.startsWith(alternative); at += 1) {
      if (terms[at] !== alternative) add(terms[at]!, PREFIX, ALL_FIELDS);
    }
  };
  const muscle = alternatives.some((alternative) => MUSCLE_WORDS.has(alternative));
  for (const alternative of alternatives) {
    if (state.postings.has(alternative)) add(alternative, EXACT, ALL_FIELDS);
    // One letter starts hundreds of words: their merged list ranks and counts the same, once (not for a muscle word,
    // whose name matches are judged term by term).
    if (alternative.length === 1 && !muscle) add(letterPosting(state, alternative), PREFIX, ALL_FIELDS);
    else prefixOf(plain, alternative);
    // A compound whose first word is at least as long as the alternative holds a word the alternative already
    // starts ('dead' → 'deadlift' covers 'deadliftwithband'): only compounds it runs past the first word of count,
    // looked up under each first word the alternative runs past.
    for (let head = 1; head < alternative.length; head += 1) {
      const compounds = compoundsByHead.get(alternative.slice(0, head));
      if (compounds) prefixOf(compounds, alternative);
    }
    if (alternative.length >= MIN_INFIX_LENGTH) {
      const { suffixes, words: owners } = state.infixIndex();
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
 * one by one would. Dropped when a word starting with the letter gets a posting (IndexState).
 */
function letterPosting(state: IndexState, letter: string): string {
  const key = `${LETTER_KEY}${letter}`;
  if (!state.postings.has(key)) {
    const { plain } = state.prefixTerms();
    const fields = new Uint8Array(state.docs.length);
    for (let at = lowerBound(plain, letter); at < plain.length && plain[at]!.startsWith(letter); at += 1) {
      if (plain[at] === letter) continue;
      const { rich, desc } = state.postings.get(plain[at]!)!;
      for (const entry of rich) fields[entry >>> 7]! |= entry & ALL_FIELDS;
      for (const index of desc) fields[index]! |= DESCRIPTION_ONLY;
    }
    const rich: number[] = [];
    const desc: number[] = [];
    fields.forEach((bits, index) => {
      if (bits & ALL_FIELDS) rich.push(index * 128 + (bits & ALL_FIELDS));
      else if (bits) desc.push(index);
    });
    state.addLetterPosting(key, { rich: Int32Array.from(rich), desc: Int32Array.from(desc) });
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
function correctionOf(state: IndexState, text: string, visible: Filter, samplesOnly: boolean): string | undefined {
  const limit = allowedEdits(text.length);
  if (limit === 0) return undefined;
  let best: { term: string; cost: number } | undefined;
  // Typos keep the first letter (spell checkers' usual assumption), which spares most of the edit distances.
  for (const term of state.correctableTerms().get(text.charCodeAt(0)) ?? []) {
    if (term.length < text.length - limit) continue;
    // A whole term is likelier than the start of a longer one: the word being corrected is usually complete.
    const whole = editDistance(text, term, limit);
    const start = editDistance(text, term, limit, text.length) + PARTIAL_PENALTY;
    const distance = Math.min(whole, start);
    if (distance > limit) continue;
    // Only a word of an exercise the caller may see; its popularity counted among those (all of a term's entries for
    // a full-catalogue viewer: the same up to removed exercises, without a pass over long lists).
    const { rich } = state.postings.get(term)!;
    const uses = samplesOnly ? visibleCount(rich, visible, Infinity, 7) : visibleCount(rich, visible, 1, 7) > 0 ? rich.length : 0;
    if (uses === 0) continue;
    const cost = distance - FREQUENCY_WEIGHT * Math.log10(uses);
    if (!best || cost < best.cost || (cost === best.cost && term < best.term)) best = { term, cost };
  }
  return best?.term;
}

/**
 * How many postings of the word's matches (in any field, a doc once per term) belong to docs in `visible`, counted
 * only up to `cap`.
 */
function visibleTotal(state: IndexState, word: Word, visible: Filter, cap: number): number {
  let total = 0;
  for (const match of word.matches) {
    const posting = state.postings.get(match.term)!;
    total += visibleCount(posting.rich, visible, cap - total, 7);
    if (total >= cap) return total;
    total += visibleCount(posting.desc, visible, cap - total, 0);
    if (total >= cap) return total;
  }
  return total;
}
