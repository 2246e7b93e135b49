import { muscleTermsForDisplay, splitMuscles } from '@/shared/catalog/muscles';
import { CARD_MUSCLES_SHOWN } from '@/shared/limits';
import { Badge } from '@/web/components/ui/badge';

interface MuscleBadgesProps {
  targetMuscleGroups: string;
  /** Show every muscle (details dialog) instead of the card's first three plus '+N more' (spec §9). */
  all?: boolean;
}

/** Target muscles as badges; on cards at most three plus '+N more' (spec §2, §9). */
export function MuscleBadges({ targetMuscleGroups, all = false }: MuscleBadgesProps) {
  const { shown, more } = all
    ? { shown: splitMuscles(targetMuscleGroups), more: 0 }
    : muscleTermsForDisplay(targetMuscleGroups, CARD_MUSCLES_SHOWN);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Target muscles">
      {/* Index keys: imported data may repeat a term, and the list never reorders. */}
      {shown.map((muscle, index) => (
        <li key={index}>
          <Badge variant="outline" className="font-normal">
            {muscle}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="secondary" className="font-normal">
            +{more} more
          </Badge>
        </li>
      )}
    </ul>
  );
}
