import { Trophy } from 'lucide-react';
import type { FinishedSession } from '@/shared/schemas/sessions';
import { RECORD_LABELS } from '@/shared/training/records';
import { formatWeight, fromKilograms, type WeightUnit } from '@/shared/training/units';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { durationText, SESSION_TEXT } from '../session-messages';

/** A record's value as the member reads it: reps, or a weight in their unit. */
function recordValue(kind: string, value: number, unit: WeightUnit): string {
  return kind === 'mostReps' ? `${value} reps` : formatWeight(fromKilograms(value, unit), unit);
}

/**
 * The summary after Finish Workout (docs/product.md#finish-workout): duration, completed sets, volume (kg × reps, in the
 * member's unit) and the personal records the session set. Done leaves the page.
 */
export function FinishSummaryDialog({
  finished,
  unit,
  onDone,
}: {
  finished: FinishedSession | null;
  unit: WeightUnit;
  onDone: () => void;
}) {
  const summary = finished?.summary;
  return (
    <Dialog open={finished !== null} onOpenChange={(open) => !open && onDone()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{SESSION_TEXT.summaryTitle}</DialogTitle>
          <DialogDescription>{finished?.session.name}</DialogDescription>
        </DialogHeader>
        {summary && (
          <div className="space-y-4">
            <dl className="grid grid-cols-3 gap-2 text-center">
              <div className="rounded-lg bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{SESSION_TEXT.duration}</dt>
                <dd className="text-lg font-semibold tabular-nums">{durationText(summary.durationSeconds)}</dd>
              </div>
              <div className="rounded-lg bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{SESSION_TEXT.sets}</dt>
                <dd className="text-lg font-semibold tabular-nums">{summary.completedSets}</dd>
              </div>
              <div className="rounded-lg bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{SESSION_TEXT.volume}</dt>
                <dd className="text-lg font-semibold tabular-nums">
                  {formatWeight(Math.round(fromKilograms(summary.volumeKg, unit)), unit)}
                </dd>
              </div>
            </dl>
            <section aria-label={SESSION_TEXT.records}>
              <h3 className="mb-2 text-sm font-semibold">{SESSION_TEXT.records}</h3>
              {summary.records.length > 0 ? (
                <ul className="space-y-1.5">
                  {summary.records.map((record) => (
                    <li key={`${record.exerciseName}-${record.kind}`} className="flex items-center gap-2 text-sm">
                      <Trophy aria-hidden="true" className="size-4 shrink-0 text-amber-500" />
                      <span className="min-w-0">
                        <span className="font-medium">{record.exerciseName}</span>: {RECORD_LABELS[record.kind]}{' '}
                        {recordValue(record.kind, record.value, unit)}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{SESSION_TEXT.noRecords}</p>
              )}
            </section>
          </div>
        )}
        <DialogFooter>
          <Button className="h-11" onClick={onDone}>
            {SESSION_TEXT.done}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
