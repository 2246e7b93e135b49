import { useState } from 'react';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { Badge } from '@/web/components/ui/badge';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ExerciseGridSkeleton } from '@/web/components/exercise/exercise-card-skeleton';
import { ExerciseDetailsDialog } from '@/web/components/exercise/exercise-details-dialog';
import { ExerciseGrid } from '@/web/components/exercise/exercise-grid';
import { LoadError } from '@/web/components/exercise/library-states';
import { useErrorToast } from '@/web/hooks/use-error-toast';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useFavorites } from '@/web/api/get-favorites';
import { useSetFavorite } from '../api/set-favorite';
import { FavoriteButton } from '../components/favorite-button';
import { FavoritesEmptyState } from '../components/favorites-empty-state';
import { FAVORITES_TEXT, MY_FAVORITES_MESSAGES, favoritesCountLabel } from '../favorites-messages';

/**
 * /dashboard/my-favorites (docs/product.md#favourites): the member's saved exercises, newest first, as the library's cards.
 * The heart removes a favourite at once (optimistic, docs/product.md#behaviour) with the toasts of docs/product.md#messages.
 */
export function MyFavoritesPage() {
  useDocumentTitle(FAVORITES_TEXT.title);
  const favorites = useFavorites();
  const setFavorite = useSetFavorite(MY_FAVORITES_MESSAGES);
  const [selected, setSelected] = useState<ExerciseSummary | null>(null);
  useErrorToast(favorites.error, favorites.errorUpdatedAt, FAVORITES_TEXT.loadFailed);

  const exercises = favorites.data?.map((item) => item.exercise);

  let content;
  if (exercises && exercises.length > 0) {
    content = (
      <ExerciseGrid
        exercises={exercises}
        onViewDetails={setSelected}
        renderFavorite={(exercise) => <FavoriteButton isFavorite onToggle={() => setFavorite.mutate({ exercise, favorite: false })} />}
      />
    );
  } else if (exercises) {
    content = <FavoritesEmptyState />;
  } else if (favorites.isError) {
    content = (
      <LoadError
        title={FAVORITES_TEXT.loadFailed}
        detail={FAVORITES_TEXT.loadFailedDetail}
        onRetry={() => void favorites.refetch()}
        retrying={favorites.isFetching}
      />
    );
  } else {
    content = <ExerciseGridSkeleton label={FAVORITES_TEXT.loading} />;
  }

  return (
    <div className="@container mx-auto w-full max-w-7xl space-y-6">
      <header className="space-y-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{FAVORITES_TEXT.title}</h1>
          {exercises ? (
            <Badge variant="secondary" role="status" className="text-sm">
              {favoritesCountLabel(exercises.length)}
            </Badge>
          ) : (
            !favorites.isError && <Skeleton className="h-6 w-24 rounded-full" />
          )}
        </div>
        <p className="text-sm text-muted-foreground">{FAVORITES_TEXT.subtitle}</p>
      </header>
      {content}
      <ExerciseDetailsDialog history exercise={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
