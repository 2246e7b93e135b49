import { ArrowDown, ArrowLeftRight, ArrowUp, Lock, MoreHorizontalIcon, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { SessionExercise, SessionSet } from '@/shared/schemas/sessions';
import { REST_SECONDS_DEFAULT } from '@/shared/training/sets';
import type { WeightUnit } from '@/shared/training/units';
import { Button } from '@/web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { clockText, PLATES_TEXT, SESSION_TEXT } from '../session-messages';
import { OptionSelect } from './option-select';
import { PlateCalculatorDialog } from './plate-calculator-dialog';
import { SET_GRID, SetRow } from './set-row';

/** The rest times a member may choose for an exercise, in seconds (0: no timer). */
const REST_OPTIONS = [0, 30, 60, 90, 120, 150, 180, 240, 300].map(
  (seconds) => [String(seconds), seconds === 0 ? SESSION_TEXT.restOff : clockText(seconds)] as const,
);

/**
 * One exercise of the live session (docs/product.md#the-live-session): a group named after the exercise, with its
 * options (move up or down, superset with the next, swap, rest timer, the plate calculator, remove), its sets under the Set / Previous / weight / Reps headings, Add set, and a note.
 * A locked exercise (the member can no longer see it) shows what was logged, read-only. In a finished session the sets
 * can be corrected (weight, reps, type, RPE, removed) but not added or un-completed.
 */
export function SessionExerciseCard({
  entry,
  unit,
  finished = false,
  onSaveSet,
  onAddSet,
  onRemoveSet,
  onSetCompleted,
  onPatch,
  onRemove,
  arrange = {},
  superset = null,
}: {
  entry: SessionExercise;
  unit: WeightUnit;
  /** A finished session: its sets may be corrected, not added, un-completed or timed. */
  finished?: boolean;
  onSaveSet: (set: SessionSet) => void;
  onAddSet: () => void;
  onRemoveSet: (setId: string) => void;
  onSetCompleted: (set: SessionSet) => void;
  onPatch: (change: { notes?: string; restSeconds?: number | null }) => void;
  onRemove: () => void;
  /** The options that move, group and swap it; each left out where it does not apply (the first cannot move up). */
  arrange?: { up?: () => void; down?: () => void; supersetNext?: () => void; leaveSuperset?: () => void; swap?: () => void };
  /** Its superset's label ('Superset A') when it is in one. */
  superset?: string | null;
}) {
  const headingId = useId();
  const noteId = useId();
  const [note, setNote] = useState(entry.notes);
  const rest = entry.restSeconds ?? REST_SECONDS_DEFAULT;
  const [platesOpen, setPlatesOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  /** A menu action that closes the menu first. */
  const act = (action?: () => void) =>
    action &&
    (() => {
      setMenuOpen(false);
      action();
    });
  // The calculator starts from the next set to do, else the last set.
  const nextSet = entry.sets.find((set) => !set.completed) ?? entry.sets.at(-1);
  return (
    <section
      role="group"
      aria-labelledby={headingId}
      className={`rounded-xl border bg-card p-3 shadow-sm sm:p-4 ${superset ? 'border-l-4 border-l-primary' : ''}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 pt-2">
          {superset && <p className="text-xs font-semibold tracking-wide text-primary uppercase">{superset}</p>}
          <h2 id={headingId} className="text-lg leading-tight font-semibold break-words text-primary">
            {entry.exerciseName}
          </h2>
        </div>
        {!finished && (
          <Popover open={menuOpen} onOpenChange={setMenuOpen}>
            <PopoverTrigger asChild>
              <Button variant="ghost" size="icon" className="size-11 shrink-0" aria-label={SESSION_TEXT.exerciseMenu(entry.exerciseName)}>
                <MoreHorizontalIcon aria-hidden="true" />
              </Button>
            </PopoverTrigger>
            <PopoverContent align="end" className="w-64 space-y-3">
              <OptionSelect
                label={SESSION_TEXT.restTimer}
                value={String(rest)}
                options={REST_OPTIONS}
                onChange={(value) => onPatch({ restSeconds: Number(value) })}
              />
              <div className="grid grid-cols-2 gap-2">
                <Button variant="outline" className="h-11" disabled={!arrange.up} onClick={act(arrange.up)}>
                  <ArrowUp aria-hidden="true" />
                  {SESSION_TEXT.moveUp}
                </Button>
                <Button variant="outline" className="h-11" disabled={!arrange.down} onClick={act(arrange.down)}>
                  <ArrowDown aria-hidden="true" />
                  {SESSION_TEXT.moveDown}
                </Button>
              </div>
              {arrange.supersetNext && (
                <Button variant="outline" className="h-11 w-full" onClick={act(arrange.supersetNext)}>
                  {SESSION_TEXT.supersetNext}
                </Button>
              )}
              {arrange.leaveSuperset && (
                <Button variant="outline" className="h-11 w-full" onClick={act(arrange.leaveSuperset)}>
                  {SESSION_TEXT.leaveSuperset}
                </Button>
              )}
              {arrange.swap && (
                <Button variant="outline" className="h-11 w-full" onClick={act(arrange.swap)}>
                  <ArrowLeftRight aria-hidden="true" />
                  {SESSION_TEXT.swap}
                </Button>
              )}
              <Button variant="outline" className="h-11 w-full" onClick={act(() => setPlatesOpen(true))}>
                {PLATES_TEXT.open}
              </Button>
              <Button variant="outline" className="h-11 w-full text-destructive" onClick={act(onRemove)}>
                {SESSION_TEXT.removeExercise}
              </Button>
            </PopoverContent>
          </Popover>
        )}
      </div>

      {entry.locked ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
          <Lock aria-hidden="true" className="size-4" />
          {SESSION_TEXT.locked}
        </p>
      ) : null}

      <div className={`${SET_GRID} mt-2 px-1 text-xs font-medium tracking-wide text-muted-foreground uppercase`} aria-hidden="true">
        <span className="text-center">{SESSION_TEXT.set}</span>
        <span>{SESSION_TEXT.previous}</span>
        <span className="text-center">{unit}</span>
        <span className="text-center">{SESSION_TEXT.reps}</span>
        <span className="text-center">✓</span>
      </div>
      <ol className="mt-1 space-y-1">
        {entry.sets.map((set, index) => (
          // Set N beside last time's set N, as Strong and Hevy line them up.
          <SetRow
            key={set.id}
            set={set}
            number={index + 1}
            previous={entry.previous[index]}
            unit={unit}
            disabled={entry.locked}
            finished={finished}
            onSave={onSaveSet}
            onRemove={() => onRemoveSet(set.id)}
            onCompleted={onSetCompleted}
          />
        ))}
      </ol>
      {!entry.locked && !finished && (
        <Button variant="secondary" className="mt-2 h-11 w-full" onClick={onAddSet}>
          <Plus aria-hidden="true" />
          {SESSION_TEXT.addSet}
        </Button>
      )}
      {platesOpen && <PlateCalculatorDialog open onOpenChange={setPlatesOpen} initialWeight={nextSet?.weight ?? null} />}
      <label htmlFor={noteId} className="sr-only">
        {SESSION_TEXT.noteLabel(entry.exerciseName)}
      </label>
      <textarea
        id={noteId}
        rows={1}
        maxLength={500}
        className="mt-2 w-full resize-y rounded-md border border-transparent bg-muted/50 px-2 py-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40"
        placeholder={SESSION_TEXT.notePlaceholder}
        value={note}
        readOnly={entry.locked}
        onChange={(event) => setNote(event.target.value)}
        onBlur={() => {
          if (note.trim() !== entry.notes) onPatch({ notes: note.trim() });
        }}
      />
    </section>
  );
}
