/** Query keys of the favourites feature (arrays, never built from strings: docs/architecture.md#query-keys). */
export const favoritesKeys = {
  all: ['favorites'] as const,
  ids: () => [...favoritesKeys.all, 'ids'] as const,
  list: () => [...favoritesKeys.all, 'list'] as const,
};
