/**
 * Typo tolerance of the library search (docs/product.md#search), the pure half: which catalogue words a misspelt search word may
 * have meant. The catalogue's vocabulary (search-vocabulary.ts) is the set of words in names, equipment, muscles and
 * tags; a search word that occurs in none of them (not even as part of one) is corrected to the vocabulary words
 * within a few edits, and the query then also looks for those words through the trigram indexes.
 *
 * Why not pg_trgm's `word <% search_text` per row: at 100,000 exercises it rechecks every candidate row's whole text
 * (0.4–3 s per query measured on PostgreSQL 15), while this costs well under a millisecond and adds only LIKE
 * patterns the GIN trigram indexes answer.
 */

/** The catalogue's words: lowercase, alphanumerics only, each once (search-vocabulary.ts loads them). */
export type Vocabulary = { words: readonly string[]; set: ReadonlySet<string> };

/** Builds a {@link Vocabulary} from words (duplicates dropped). */
export function toVocabulary(words: Iterable<string>): Vocabulary {
  const set = new Set(words);
  return { words: [...set], set };
}

/** Words shorter than this are never corrected: a 3-letter word is 1 edit from too many others. */
export const MIN_CORRECTED_LENGTH = 4;
/** At most this many corrections per word (closest first), to bound the query. */
export const MAX_CORRECTIONS = 5;

/** Edits allowed for a word of `length` letters, like Elasticsearch's fuzziness AUTO: 4–5 → 1, 6+ → 2. */
export function allowedEdits(length: number): number {
  if (length < MIN_CORRECTED_LENGTH) return 0;
  return length <= 5 ? 1 : 2;
}

/**
 * Optimal-string-alignment distance: insertions, deletions, substitutions and swaps of two neighbours each cost 1
 * ('sqaut' → 'squat' is 1). Stops early and returns `limit + 1` once the distance must exceed `limit`.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * How far `word` is from `candidate` or from the start of it (so 'dumbel' is 1 from 'dumbbells' through 'dumbbel'):
 * the least edit distance to a prefix of `candidate` whose length is within the allowed edits of the word's.
 */
function prefixDistance(word: string, candidate: string, limit: number): number {
  let best = limit + 1;
  const shortest = Math.max(1, word.length - limit);
  const longest = Math.min(candidate.length, word.length + limit);
  for (let length = shortest; length <= longest; length += 1) {
    best = Math.min(best, editDistance(word, candidate.slice(0, length), limit));
  }
  return best;
}

/**
 * The vocabulary words a search word may have meant (docs/product.md#search typo tolerance), closest first, at most
 * {@link MAX_CORRECTIONS}. None when the word is short, or when some vocabulary word contains one of its `forms`
 * (the word, or a singular form, alphanumerics only) — then it is no typo and the substring search finds it.
 * Example: (['dumbel'], a vocabulary of 'dumbbell', 'dumbbells', 'bell') → ['dumbbell', 'dumbbells'].
 *
 * @param forms the word's alphanumeric forms, longest (the word itself) last, as `SearchWord.compactForms` gives them.
 * @param vocabulary the catalogue's words, as search-vocabulary.ts loads them.
 */
export function typoCorrections(forms: readonly string[], vocabulary: Vocabulary): string[] {
  const word = forms.at(-1);
  if (!word || word.length < MIN_CORRECTED_LENGTH) return [];
  if (forms.some((form) => vocabulary.set.has(form))) return [];
  if (vocabulary.words.some((known) => forms.some((form) => known.includes(form)))) return [];
  const limit = allowedEdits(word.length);
  const shortestUseful = Math.max(MIN_CORRECTED_LENGTH, (forms[0] ?? word).length - limit);
  const scored: Array<{ known: string; distance: number }> = [];
  for (const known of vocabulary.words) {
    if (known.length < shortestUseful) continue;
    const distance = Math.min(...forms.map((form) => prefixDistance(form, known, allowedEdits(form.length))));
    if (distance <= limit) scored.push({ known, distance });
  }
  scored.sort((a, b) => a.distance - b.distance || a.known.length - b.known.length || (a.known < b.known ? -1 : 1));
  return scored.slice(0, MAX_CORRECTIONS).map((entry) => entry.known);
}
