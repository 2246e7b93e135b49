import { exerciseCountLabel } from '@/web/components/exercise/exercise-messages';

/**
 * The user-visible strings of the library search's autocomplete, typo notice and zero-result hints (docs/product.md#search,
 * docs/architecture.md#strings). The empty state's own title and text stay LIBRARY_TEXT's (docs/product.md#library).
 */
export const SEARCH_TEXT = {
  autocompleteLabel: 'Exercise suggestions',
  showingResultsFor: 'Showing results for',
  searchInsteadFor: 'Search instead for',
} as const;

/** The notice of a search with nothing to look for (docs/product.md#search): emoji or symbols only. */
export const noWordsToSearch = (q: string) => `"${q}" has no letters or numbers to search for, so every exercise is shown.`;

/**
 * Whether the search text has a word to look for: a letter or a digit of any script (Unicode L and N). Text of emoji,
 * punctuation or symbols alone finds nothing to match, and the library shows everything (docs/product.md#search).
 */
export function hasSearchableText(q: string): boolean {
  return /[\p{L}\p{N}]/u.test(q);
}

/** 'Difficulty: Advanced' or 'Equipment: Barbells or Dumbbells': one filter in use, its values joined by 'or' (any of them matches). */
export const filterInUseLabel = (label: string, values: readonly string[]) => `${label}: ${values.join(' or ')}`;

/**
 * The zero-result sentence: `No exercises match "cable curl" with Difficulty: Advanced.`, or without search text
 * `No exercises match the filters Difficulty: Advanced and Goal: Power.` (docs/product.md#search).
 */
export function noMatchSentence(q: string, filters: readonly string[]): string {
  const joined = filters.join(' and ');
  return q ? `No exercises match "${q}" with ${joined}.` : `No exercises match the filters ${joined}.`;
}

/** One drop-a-filter hint, also its button's text: 'Remove the Difficulty filter to see 4 exercises'. */
export const relaxationHint = (label: string, total: number) => `Remove the ${label} filter to see ${exerciseCountLabel(total)}`;
