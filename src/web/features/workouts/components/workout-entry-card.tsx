import { Info, Lock, StickyNote } from 'lucide-react';
import { Link } from 'react-router';
import type { Exercise } from '@/shared/schemas/exercise';
import type { WorkoutEntry } from '@/shared/schemas/workouts';
import { plannedWeightText } from '@/shared/training/planned';
import { Button } from '@/web/components/ui/button';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import { WORKOUTS_TEXT } from '../workouts-messages';
import { EquipmentLabel } from '@/web/components/exercise/equipment-label';
import { MissingEquipmentNote } from '@/web/components/exercise/missing-equipment-note';

interface WorkoutEntryCardProps {
  entry: WorkoutEntry;
  position: number;
  /** What the exercise requires that the active gym lacks (docs/product.md#my-gyms); none without a gym. */
  missingEquipment?: readonly string[];
  onViewDetails: (exercise: Exercise) => void;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold break-words text-slate-900">
        {value || (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not set</span>
          </>
        )}
      </dd>
    </div>
  );
}

/** The member's own plan for an entry: sets, reps and weight side by side, then the notes when there are any. */
function EntryPlan({ entry }: { entry: WorkoutEntry }) {
  return (
    <>
      <dl className="grid grid-cols-3 gap-2 sm:max-w-md">
        <Stat label={WORKOUTS_TEXT.sets} value={String(entry.sets)} />
        <Stat label={WORKOUTS_TEXT.reps} value={entry.reps} />
        <Stat label={WORKOUTS_TEXT.weight} value={entry.bodyweight ? WORKOUTS_TEXT.bodyweightStat : plannedWeightText(entry)} />
      </dl>
      {entry.notes && (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="break-words whitespace-pre-line">
            <span className="sr-only">{WORKOUTS_TEXT.notes}: </span>
            {entry.notes}
          </span>
        </p>
      )}
    </>
  );
}

/**
 * One entry of the read-only workout view (docs/product.md#workout-view): position, exercise, sets, reps, weight, notes and a button to
 * the exercise's details. A locked entry shows 'Locked exercise — subscribe to see it' and nothing of the exercise's
 * content, but still the member's own sets, reps, weight and notes (they are the member's, not the catalogue's).
 */
export function WorkoutEntryCard({ entry, position, missingEquipment, onViewDetails }: WorkoutEntryCardProps) {
  const { exercise } = entry;
  return (
    <li className="rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground"
        >
          {position}
        </span>
        {entry.locked || !exercise ? (
          <div className="min-w-0 flex-1 space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
              <h3 className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <Lock aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{position}. </span>
                {WORKOUTS_TEXT.locked}
              </h3>
              <Link to="/dashboard/subscription" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                {WORKOUTS_TEXT.subscribe}
              </Link>
            </div>
            <EntryPlan entry={entry} />
          </div>
        ) : (
          <div className="min-w-0 flex-1 space-y-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0 space-y-1.5">
                <h3 className="text-base leading-snug font-semibold break-words">
                  <span className="sr-only">{position}. </span>
                  {exercise.exerciseName}
                </h3>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                  <DifficultyBadge level={exercise.difficultyLevel} />
                  <EquipmentLabel equipment={exercise.equipmentType} />
                </p>
                <MissingEquipmentNote items={missingEquipment} />
              </div>
              <Button variant="outline" size="sm" onClick={() => onViewDetails(exercise)}>
                <Info aria-hidden="true" />
                {WORKOUTS_TEXT.viewDetails}
                <span className="sr-only"> for {exercise.exerciseName}</span>
              </Button>
            </div>
            <EntryPlan entry={entry} />
          </div>
        )}
      </div>
    </li>
  );
}
