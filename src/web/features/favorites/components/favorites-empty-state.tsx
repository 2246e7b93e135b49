import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { FAVORITES_TEXT } from '../favorites-messages';

/** My Favorites with nothing saved (spec §2 'No favorites yet'), pointing to the library. */
export function FavoritesEmptyState() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-600">
        <Heart aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{FAVORITES_TEXT.emptyTitle}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{FAVORITES_TEXT.emptyDescription}</p>
      <Button asChild className="mt-5">
        <Link to="/dashboard/exercises">{FAVORITES_TEXT.browse}</Link>
      </Button>
    </div>
  );
}
