/**
 * How the library search reads text (docs/product.md#search), the same for the catalogue and for what is typed: folded
 * to lowercase ASCII letters and digits, split into words, plural words reduced to their singular stem, and adjacent
 * words joined so spacing and hyphenation do not matter ('pull up', 'pull-up' and 'pullup' meet).
 */

/** Lowercase, accents removed (NFKD), every run of characters other than a–z and 0–9 one space: 'Pull-Ups!' → 'pull ups'. */
export function foldText(text: string): string {
  // Most catalogue text is printable ASCII: the Unicode normalisation (the slow step) only runs when it is not.
  const ascii = /^[ -~]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of `text` as {@link foldText} leaves them: 'Romanian Deadlift (RDL)' → ['romanian', 'deadlift', 'rdl']. */
export function words(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}

// Plurals the suffix rules below get wrong (docs/product.md#search: plural and singular are the same word). A Map: the
// key is any word a member or the catalogue uses, and a plain object would answer 'constructor' with Object itself.
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['calves', 'calf'],
  ['halves', 'half'],
  ['feet', 'foot'],
  ['teeth', 'tooth'],
]);

/**
 * The singular stem of a word (docs/product.md#search): 'squats' → 'squat', 'presses' → 'press', 'flies' → 'fly',
 * 'calves' → 'calf'; words of 3 letters or fewer, and words ending in 'ss', 'us' or 'is', are left alone ('abs',
 * 'press', 'bus'). Applied to the catalogue and to the search alike, so both meet on the same stem.
 */
export function stem(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  if (word.length < 4) return word;
  if (word.length >= 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length >= 5 && /(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Longest run of adjacent words joined into one compound term ('lat pull down' → 'latpulldown'). */
export const MAX_COMPOUND_WORDS = 3;

/**
 * The terms a catalogue text is indexed under: each word's stem ('Barbell Bench Presses' → barbell, bench, press).
 */
export function indexTerms(text: string): string[] {
  return words(text).map(stem);
}

/**
 * The compounds of a catalogue text: the stems of 2 and 3 adjacent words joined, the last one stemmed ('Barbell Bench
 * Presses' → barbellbench, benchpress, barbellbenchpress), each with the length of its first word (`head`), so a search
 * typed without spaces finds it.
 */
export function compoundTerms(text: string): Array<{ term: string; head: number }> {
  const list = words(text);
  const compounds: Array<{ term: string; head: number }> = [];
  for (let start = 0; start < list.length; start += 1) {
    for (let size = 2; size <= MAX_COMPOUND_WORDS && start + size <= list.length; size += 1) {
      compounds.push({ term: stem(list.slice(start, start + size).join('')), head: list[start]!.length });
    }
  }
  return compounds;
}

/** The whole text as one stemmed compound, for comparing a name with a search: 'Pull-Ups' and 'pull up' → 'pullup'. */
export function compactStem(text: string): string {
  return stem(words(text).join(''));
}
