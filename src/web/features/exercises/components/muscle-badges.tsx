import { muscleTermsForDisplay, splitMuscles } from '@/shared/catalog/muscles';
import { CARD_MUSCLES_SHOWN } from '@/shared/limits';
import { Badge } from '@/web/components/ui/badge';
import { cn } from '@/web/lib/utils';

interface MuscleBadgesProps {
  targetMuscleGroups: string;
  /** Show every muscle (details dialog) instead of the card's first three plus '+N more' (spec §9). */
  all?: boolean;
}

/**
 * Target muscles as badges; on cards at most three plus '+N more' (spec §2, §9). With a '+N more' chip the badges stay
 * on one line: the muscle names shrink (ellipsis, the full name in `title`; the details dialog lists them all) and the
 * chip never does, so it cannot wrap onto a line of its own. Without it, long names wrap as usual.
 */
export function MuscleBadges({ targetMuscleGroups, all = false }: MuscleBadgesProps) {
  const { shown, more } = all
    ? { shown: splitMuscles(targetMuscleGroups), more: 0 }
    : muscleTermsForDisplay(targetMuscleGroups, CARD_MUSCLES_SHOWN);
  if (shown.length === 0) return null;
  const oneLine = more > 0;
  return (
    <ul className={cn('flex gap-1.5', oneLine ? 'min-w-0 flex-nowrap' : 'flex-wrap')} aria-label="Target muscles">
      {/* Index keys: imported data may repeat a term, and the list never reorders. */}
      {shown.map((muscle, index) => (
        <li key={index} className={oneLine ? 'flex min-w-0' : undefined}>
          <Badge variant="outline" className={cn('font-normal', oneLine && 'block max-w-full shrink truncate')} title={oneLine ? muscle : undefined}>
            {muscle}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li className="shrink-0">
          <Badge variant="secondary" className="font-normal">
            +{more} more
          </Badge>
        </li>
      )}
    </ul>
  );
}
