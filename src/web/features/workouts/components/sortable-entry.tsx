import { ExerciseThumbnail } from '@/web/components/exercise/exercise-illustration';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowLeftRight, GripVertical, Lock, Trash2 } from 'lucide-react';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import { cn } from '@/web/lib/utils';
import { FIT_TEXT, WORKOUTS_TEXT } from '../workouts-messages';
import { EntryFields } from './entry-fields';
import { EquipmentLabel } from '@/web/components/exercise/equipment-label';
import { MissingEquipmentNote } from '@/web/components/exercise/missing-equipment-note';

interface SortableEntryProps {
  /** The sortable id (react-hook-form's field id). */
  id: string;
  index: number;
  /** The entry's exercise; null when locked (docs/product.md#workout-builder: no content of it is shown). */
  exercise: ExerciseSummary | null;
  name: string;
  /** What the exercise requires that the active gym lacks (docs/product.md#my-gyms); none without a gym. */
  missingEquipment?: readonly string[];
  onRemove: () => void;
  /** Opens 'Swap {name}' (docs/product.md#workout-builder); absent for a locked entry, whose alternatives the member may not see. */
  onSwap?: () => void;
}

/**
 * One entry of the builder's sortable list (docs/product.md#workout-builder): a drag handle ('Reorder {name}', pointer and
 * keyboard through dnd-kit), its position, the exercise, what the active gym lacks for it, the entry fields, 'Swap {name}'
 * and 'Remove {name}'. A locked entry shows 'Locked exercise — subscribe to see it' instead of the exercise (nothing of
 * its content) and keeps its fields: it can be edited, moved or removed, not swapped.
 */
export function SortableEntry({ id, index, exercise, name, missingEquipment, onRemove, onSwap }: SortableEntryProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative rounded-xl border bg-card shadow-sm',
        isDragging && 'z-20 border-emerald-400 shadow-lg ring-2 ring-emerald-500/30',
      )}
    >
      <div className="flex items-start gap-2 p-3 pb-0 sm:gap-3 sm:px-4 sm:pt-4">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Reorder ${name}`}
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>

        <span
          aria-hidden="true"
          className="mt-1 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
        >
          {index + 1}
        </span>
        {exercise && <ExerciseThumbnail illustration={exercise.illustration} exerciseName={exercise.exerciseName} className="size-12" />}

        <div className="min-w-0 flex-1 pt-0.5">
          {exercise ? (
            <>
              <h3 className="leading-snug font-semibold break-words">
                <span className="sr-only">{index + 1}. </span>
                {exercise.exerciseName}
              </h3>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                <DifficultyBadge level={exercise.difficultyLevel} />
                <EquipmentLabel equipment={exercise.equipmentType} />
              </p>
              <MissingEquipmentNote items={missingEquipment} className="mt-2" />
            </>
          ) : (
            <h3 className="flex items-center gap-2 pt-1 text-sm font-medium text-slate-700">
              <Lock aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{index + 1}. </span>
              {WORKOUTS_TEXT.locked}
            </h3>
          )}
        </div>

        {onSwap && (
          // The label on wider screens; the icon alone on a phone, where the name stays readable beside it.
          <Button
            variant="ghost"
            onClick={onSwap}
            aria-label={FIT_TEXT.swapTitle(name)}
            data-swap-index={index}
            className="size-9 shrink-0 px-0 text-slate-600 sm:w-auto sm:px-3"
          >
            <ArrowLeftRight aria-hidden="true" />
            <span className="hidden sm:inline">{FIT_TEXT.swap}</span>
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={`Remove ${name}`}
          className="shrink-0 text-slate-600 hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {/* Full width on phones; aligned under the exercise name from the small breakpoint up. A locked entry keeps its
          fields too: the sets, reps, weight and notes are the member's own plan, and the server accepts the kept entry. */}
      <div className="p-3 sm:pr-16 sm:pb-4 sm:pl-[6.5rem]">
        <EntryFields index={index} name={name} />
      </div>
    </li>
  );
}
