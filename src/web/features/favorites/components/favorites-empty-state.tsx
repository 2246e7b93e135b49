import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';
import { FAVORITES_TEXT } from '../favorites-messages';

/** My Favorites with nothing saved (docs/product.md#screens 'No favorites yet'), pointing to the library. */
export function FavoritesEmptyState() {
  return (
    <EmptyState
      icon={Heart}
      tone="rose"
      title={FAVORITES_TEXT.emptyTitle}
      description={FAVORITES_TEXT.emptyDescription}
      action={
        <Button asChild>
          <Link to="/dashboard/exercises">{FAVORITES_TEXT.browse}</Link>
        </Button>
      }
    />
  );
}
