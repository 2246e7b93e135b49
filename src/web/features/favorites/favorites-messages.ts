import type { SetFavoriteMessages } from './api/set-favorite';

/**
 * Every user-visible string of the favourites feature, exactly as docs/product.md#screens and docs/product.md#messages write them (docs/architecture.md#strings).
 */
export const FAVORITES_TEXT = {
  title: 'My Favorites',
  subtitle: 'The exercises you saved, newest first.',
  loadFailed: 'Failed to load favorite exercises',
  loadFailedDetail: 'Something went wrong while loading your favorites.',
  loading: 'Loading favorites...',
  emptyTitle: 'No favorites yet',
  emptyDescription: 'Tap the heart on any exercise in the library to save it here.',
  browse: 'Browse Exercises',
  addLabel: 'Add to favorites',
  removeLabel: 'Remove from favorites',
} as const;

/** Toasts of the hearts in the Exercise Library (docs/product.md#messages). */
export const LIBRARY_FAVORITE_MESSAGES: SetFavoriteMessages = {
  added: { title: 'Added to favorites', description: 'Exercise saved to your favorites' },
  removed: { title: 'Removed from favorites', description: 'Exercise removed from your favorites' },
  failed: 'Failed to update favorite. Please try again.',
};

/** Toasts of removing a favourite on My Favorites (docs/product.md#messages 'Success: Exercise removed from favorites'). */
export const MY_FAVORITES_MESSAGES: SetFavoriteMessages = {
  added: { title: 'Added to favorites', description: 'Exercise saved to your favorites' },
  removed: { title: 'Success', description: 'Exercise removed from favorites' },
  failed: 'Failed to remove favorite',
};

/** '1 favorite' / '3 favorites' for the count badge. */
export function favoritesCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'favorite' : 'favorites'}`;
}
