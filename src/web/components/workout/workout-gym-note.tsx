import { CircleAlert } from 'lucide-react';
import type { WorkoutSummaryEntry } from '@/shared/schemas/workouts';
import { entriesNeedingEquipment } from '@/web/lib/gym-equipment';
import { cn } from '@/web/lib/utils';
import { workoutGymNote } from './workout-messages';

interface WorkoutGymNoteProps {
  /** The workout's entries the member may see (a workouts list card's `entries`). */
  entries: readonly WorkoutSummaryEntry[];
  /** The member's active gym; nothing is said without one. */
  gym: { name: string; equipment: readonly string[] } | null | undefined;
  id?: string;
  className?: string;
  /** A `span` inside a button (whose content must be phrasing content); a `p` elsewhere. */
  as?: 'p' | 'span';
}

/**
 * '2 exercises need equipment Home lacks' (docs/product.md#workouts): on a workouts list card and in the Add to workout
 * menu, when some of a workout's entries need equipment the active gym lacks. Worked out on the page from the card's
 * entries and the gym, so choosing another gym changes it at once. Nothing when the gym has it all or there is no gym.
 */
export function WorkoutGymNote({ entries, gym, id, className, as: Element = 'p' }: WorkoutGymNoteProps) {
  if (!gym) return null;
  const count = entriesNeedingEquipment(entries, gym.equipment);
  if (count === 0) return null;
  return (
    <Element id={id} className={cn('flex items-start gap-1.5 rounded-md bg-warning px-2 py-1 text-sm text-warning-foreground', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{workoutGymNote(count, gym.name)}</span>
    </Element>
  );
}
