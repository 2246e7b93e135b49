/** Query keys of the favourites feature (arrays, never built from strings: STYLE.md). */
export const favoritesKeys = {
  all: ['favorites'] as const,
  ids: () => [...favoritesKeys.all, 'ids'] as const,
  list: () => [...favoritesKeys.all, 'list'] as const,
};
