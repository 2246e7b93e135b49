/** One piece of a text split by {@link highlightSegments}: `match` marks a piece that matched a search term. */
export interface HighlightSegment {
  text: string;
  match: boolean;
}

/** Terms of at least this many letters also match inside a word ('down' in 'Pulldown'); shorter ones only at a word's start. */
export const INNER_MATCH_MIN_LENGTH = 4;

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
/** Hyphens are ignored when matching, as the search ignores them (docs/product.md#search: 'pullup' finds 'Pull-Up'). */
const isIgnored = (char: string) => char === '-';

/**
 * Splits `text` (an exercise name) into consecutive segments whose concatenation is `text`, marking with `match: true`
 * the parts that match one of `terms` (the `matchedTerms` of a library answer, docs/product.md#search).
 *
 * A term matches case-insensitively, ignoring hyphens on both sides, at the start of any word of `text` ('pull' in
 * 'Pull-Up', 'up' in 'Pull-Up', 'pullup' over the whole of 'Pull-Up'); a term of {@link INNER_MATCH_MIN_LENGTH} letters
 * or more also matches inside a word ('down' in 'Pulldown'). Overlapping and touching matches merge into one segment.
 * Blank terms are ignored; no terms (or no match) gives one unmarked segment, and an empty `text` gives none.
 * Pure, for the library cards and the search box's autocomplete.
 */
export function highlightSegments(text: string, terms: readonly string[]): HighlightSegment[] {
  if (text === '') return [];
  // The text without hyphens, lowercased one character at a time so each kept character maps back to its index.
  let folded = '';
  const origin: number[] = [];
  const wordStart: boolean[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (isIgnored(char)) continue;
    const lower = char.toLowerCase();
    folded += lower.length === 1 ? lower : char;
    origin.push(index);
    wordStart.push(isWordChar(char) && !isWordChar(text[index - 1]));
  }

  const marked = new Array<boolean>(text.length).fill(false);
  const needles = [
    ...new Set(
      terms.map((term) =>
        [...term.toLowerCase()]
          .filter((char) => !isIgnored(char))
          .join('')
          .trim(),
      ),
    ),
  ];
  for (const needle of needles) {
    if (needle === '') continue;
    const inner = needle.length >= INNER_MATCH_MIN_LENGTH;
    for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + 1)) {
      if (!inner && !wordStart[at]) continue;
      for (let index = origin[at]!; index <= origin[at + needle.length - 1]!; index += 1) marked[index] = true;
    }
  }

  const segments: HighlightSegment[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const last = segments.at(-1);
    if (last && last.match === marked[index]) last.text += text[index];
    else segments.push({ text: text[index]!, match: marked[index]! });
  }
  return segments;
}
