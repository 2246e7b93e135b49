import { muscleTermsForDisplay, splitMuscles } from '@/shared/catalogue/muscles';
import { CARD_MUSCLES_SHOWN } from '@/shared/limits';
import { Badge } from '@/web/components/ui/badge';

interface MuscleBadgesProps {
  targetMuscleGroups: string;
  /** Show every muscle (details dialog) instead of the card's first three plus '+N more' (docs/product.md#limits). */
  all?: boolean;
}

/**
 * Target muscles as badges; on cards at most three plus '+N more' (docs/product.md#screens, docs/product.md#limits). The '+N more' chip shares the last
 * muscle's list item, so when the badges wrap it moves to the next line together with that muscle and never sits on
 * a line of its own. Names are never cut short.
 */
export function MuscleBadges({ targetMuscleGroups, all = false }: MuscleBadgesProps) {
  const { shown, more } = all
    ? { shown: splitMuscles(targetMuscleGroups), more: 0 }
    : muscleTermsForDisplay(targetMuscleGroups, CARD_MUSCLES_SHOWN);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Target muscles">
      {/* Index keys: imported data may repeat a term, and the list never reorders. */}
      {shown.map((muscle, index) => {
        const withMore = more > 0 && index === shown.length - 1;
        return (
          <li key={index} className={withMore ? 'flex flex-nowrap items-center gap-1.5' : undefined}>
            <Badge variant="outline" className="font-normal">
              {muscle}
            </Badge>
            {withMore && (
              <Badge variant="secondary" className="font-normal" data-more-muscles="">
                {/* The space keeps the item's text 'Hamstrings +2 more' for screen readers. */}
                <span className="sr-only"> </span>+{more} more
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
