import { Heart } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { FAVORITES_TEXT } from '../favorites-messages';

interface FavoriteButtonProps {
  isFavorite: boolean;
  onToggle: () => void;
  className?: string;
}

/**
 * The heart on an exercise card: a toggle button (aria-pressed) whose label says what a press does
 * ('Add to favorites' / 'Remove from favorites'). The state change itself is optimistic (docs/product.md#behaviour, useSetFavorite).
 */
export function FavoriteButton({ isFavorite, onToggle, className }: FavoriteButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-pressed={isFavorite}
      aria-label={isFavorite ? FAVORITES_TEXT.removeLabel : FAVORITES_TEXT.addLabel}
      title={isFavorite ? FAVORITES_TEXT.removeLabel : FAVORITES_TEXT.addLabel}
      onClick={onToggle}
      className={cn('shrink-0 rounded-full text-slate-500 hover:bg-rose-50 hover:text-rose-700', isFavorite && 'text-rose-600', className)}
    >
      <Heart aria-hidden="true" className={cn('size-5 transition-transform', isFavorite && 'scale-110 fill-current')} />
    </Button>
  );
}
