import { Check, Dumbbell, Plus } from 'lucide-react';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import type { PickerResults } from '../hooks/use-picker-results';
import { WORKOUTS_TEXT } from '../workouts-messages';

interface PickerListProps {
  results: PickerResults;
  isAdded: (exerciseId: string) => boolean;
  onAdd: (exercise: ExerciseSummary) => void;
}

/**
 * The Add Exercise dialog's results: one row per exercise (name, difficulty, equipment, muscles) whose button adds it.
 * An exercise already in the workout reads 'Added'; choosing it again gets the 'Already Added' toast (docs/product.md#validation).
 */
export function PickerList({ results, isAdded, onAdd }: PickerListProps) {
  return (
    <div className="space-y-3">
      <p role="status" className="text-xs text-muted-foreground">
        Showing {results.items.length} of {results.total}
        {results.sampleOnly ? ` ${WORKOUTS_TEXT.pickerSampleOnly}` : ''}
        {results.updating ? ' · updating...' : ''}
      </p>
      <ul aria-busy={results.updating} className="space-y-2">
        {results.items.map((exercise) => {
          const added = isAdded(exercise.id);
          return (
            <li key={exercise.id}>
              <button
                type="button"
                onClick={() => onAdd(exercise)}
                aria-label={`Add ${exercise.exerciseName}`}
                aria-describedby={added ? `added-${exercise.id}` : undefined}
                className="group flex w-full items-center gap-3 rounded-lg border bg-background p-3 text-left transition-colors hover:border-emerald-300 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="min-w-0 flex-1 space-y-1">
                  <span className="block font-medium break-words">{exercise.exerciseName}</span>
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
                    <DifficultyBadge level={exercise.difficultyLevel} />
                    <span className="inline-flex items-center gap-1">
                      <Dumbbell aria-hidden="true" className="size-3.5" />
                      {exercise.equipmentType}
                    </span>
                    <span className="line-clamp-1">{exercise.targetMuscleGroups}</span>
                  </span>
                </span>
                {added ? (
                  <span
                    id={`added-${exercise.id}`}
                    className="inline-flex shrink-0 items-center gap-1 rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground"
                  >
                    <Check aria-hidden="true" className="size-3.5" />
                    {WORKOUTS_TEXT.added}
                  </span>
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full border text-primary group-hover:border-primary group-hover:bg-primary group-hover:text-white"
                  >
                    <Plus className="size-4" />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {results.hasMore && (
        <Button variant="outline" className="w-full" onClick={results.loadMore} disabled={results.loadingMore}>
          {results.loadingMore ? WORKOUTS_TEXT.pickerLoading : WORKOUTS_TEXT.pickerMore}
        </Button>
      )}
    </div>
  );
}
