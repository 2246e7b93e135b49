/**
 * An exercise's address (docs/product.md#exercise-address): `/dashboard/exercises?exercise={id}` opens its details over
 * the library, beside whatever view (search, filters, page) the query string also holds. Pure: no React, no DOM beyond
 * URLSearchParams and URL.
 */

/** The query parameter naming the exercise whose details are open. */
export const EXERCISE_PARAM = 'exercise';

/** The library's path; an exercise's address is this path with {@link EXERCISE_PARAM}. */
export const LIBRARY_PATH = '/dashboard/exercises';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The exercise an address names, lower-cased, or null when it names none or something that cannot be an exercise's id
 * (catalogue ids are UUIDs: a hand-edited or cut-off link opens nothing instead of asking the server for it).
 */
export function exerciseIdOf(search: URLSearchParams): string | null {
  const value = search.get(EXERCISE_PARAM)?.trim() ?? '';
  return UUID.test(value) ? value.toLowerCase() : null;
}

/** `search` with the exercise `id` open (null: closed), every other parameter kept in its order. */
export function withExercise(search: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id) next.set(EXERCISE_PARAM, id);
  else next.delete(EXERCISE_PARAM);
  return next;
}

/**
 * The address to share for an exercise: the library at `origin` with only the exercise named, so whoever opens it sees
 * the exercise over their own library view, not the sharer's search. `origin` is e.g. `https://equipped.example`.
 */
export function exerciseShareUrl(origin: string, id: string): string {
  const url = new URL(LIBRARY_PATH, origin);
  url.searchParams.set(EXERCISE_PARAM, id);
  return url.toString();
}
