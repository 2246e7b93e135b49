import { isDifficultyLevel, type DifficultyLevel } from '@/shared/catalogue/difficulty';
import type { Suggestion } from '@/shared/schemas/suggestions';

/** My Suggestions' view: search text and one difficulty or all (docs/product.md#my-suggestions), kept in the URL. */
export interface SuggestionFilters {
  q: string;
  difficulty: DifficultyLevel | null;
}

export const NO_SUGGESTION_FILTERS: SuggestionFilters = { q: '', difficulty: null };

/** Reads `?q=…&difficulty=…`; an unknown difficulty means all levels. */
export function parseSuggestionFilters(params: URLSearchParams): SuggestionFilters {
  const difficulty = params.get('difficulty');
  return { q: params.get('q') ?? '', difficulty: isDifficultyLevel(difficulty) ? difficulty : null };
}

/** The query string of a view, without empty values ('' for no filter). */
export function toSuggestionSearch(filters: SuggestionFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim() !== '') params.set('q', filters.q);
  if (filters.difficulty) params.set('difficulty', filters.difficulty);
  return params.toString();
}

/** True when the view narrows the list (decides between the two empty states of docs/product.md#screens). */
export function isFiltered(filters: SuggestionFilters): boolean {
  return filters.q.trim() !== '' || filters.difficulty !== null;
}

/**
 * The suggestions the view shows, in the order given (newest first from the server). The search matches, case-
 * insensitively, every word of `q` somewhere in the name, description, equipment, target muscles or tags (as the
 * library's search does, docs/product.md#limits); the difficulty must be equal when one is chosen. Both filters combine with AND.
 *
 * Filtering runs in the browser: the list is one member's own suggestions, which the rate limit keeps small, and it
 * changes instantly as they type (docs/product.md#my-suggestions).
 */
export function filterSuggestions(items: readonly Suggestion[], filters: SuggestionFilters): Suggestion[] {
  const words = filters.q
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  return items.filter((item) => {
    if (filters.difficulty && item.difficultyLevel !== filters.difficulty) return false;
    if (words.length === 0) return true;
    const haystack = [item.exerciseName, item.description, item.equipmentType, item.targetMuscleGroups, ...(item.tags ?? [])]
      .join('\n')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
