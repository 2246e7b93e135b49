import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import type { PreviousSet, SessionSet } from '@/shared/schemas/sessions';
import { TRAINING_MESSAGES } from '@/shared/training/messages';
import { isRpe, REPS_MAX, RPE_VALUES, SET_TYPE_LABELS, SET_TYPES, type SetType } from '@/shared/training/sets';
import { formatWeight, weightMax, type WeightUnit } from '@/shared/training/units';
import { Button } from '@/web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { cn } from '@/web/lib/utils';
import { SESSION_TEXT } from '../session-messages';
import { OptionSelect } from './option-select';

/** The grid the set rows and their header share: set, previous, weight, reps, done. */
export const SET_GRID =
  'grid grid-cols-[2.75rem_minmax(0,1fr)_4.75rem_4rem_2.75rem] items-center gap-1.5 sm:grid-cols-[3rem_minmax(6rem,9rem)_minmax(0,1fr)_minmax(0,1fr)_2.75rem] sm:gap-2';

/** '60 kg × 8', 'BW × 12', '—'. */
export function previousText(previous: PreviousSet | undefined): string {
  if (!previous || previous.reps === null) return SESSION_TEXT.noPrevious;
  return `${previous.weight === null ? 'BW' : formatWeight(previous.weight, previous.weightUnit)} × ${previous.reps}`;
}

/** What a weight box holds: '' for none, else the number with at most 2 decimals. */
const weightText = (weight: number | null) => (weight === null ? '' : String(Number(weight.toFixed(2))));
const repsText = (reps: number | null) => (reps === null ? '' : String(reps));

/** Reads a weight box (a decimal comma too): null when empty; undefined when it is not a weight the log accepts. */
export function readWeight(text: string, unit: WeightUnit): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= weightMax(unit) ? value : undefined;
}

/** Reads a reps box: null when empty; undefined when it is not a whole number from 0 to 1,000. */
export function readReps(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,4}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value <= REPS_MAX ? value : undefined;
}

const TYPE_MARK: Record<SetType, string> = { warmup: 'W', normal: '', drop: 'D', failure: 'F' };

/**
 * One set of the live session (docs/product.md#the-live-session): its number (or W, D, F for warm-up, drop and failure
 * sets) opening its options (type, RPE, remove), last time's numbers (pressing them copies them), weight and reps boxes
 * with numeric keyboards, and the Complete check. A box saves when it loses focus; what it cannot accept is said under
 * the row and not saved. Completing saves both boxes and tells the page (`onCompleted`), which starts the rest timer and
 * moves the focus on.
 */
export function SetRow({
  set,
  number,
  previous,
  unit,
  disabled,
  finished = false,
  onSave,
  onRemove,
  onCompleted,
}: {
  set: SessionSet;
  /** The set's place among the exercise's sets, from 1. */
  number: number;
  previous: PreviousSet | undefined;
  /** The member's unit, for a set without weight yet. */
  unit: WeightUnit;
  disabled: boolean;
  /** A set of a finished session: corrected, never un-completed. */
  finished?: boolean;
  onSave: (set: SessionSet) => void;
  onRemove: () => void;
  onCompleted: (set: SessionSet) => void;
}) {
  const [weight, setWeight] = useState(() => weightText(set.weight));
  const [reps, setReps] = useState(() => repsText(set.reps));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const setUnit = set.weightUnit ?? unit;

  // A box follows its value in the page's copy of the set when that value changes (e.g. the session was reloaded), and
  // only that box: a save of the weight re-renders the row after the member may already have typed the reps. Adjusted
  // while rendering, as React's "You Might Not Need an Effect" advises for state that follows a prop.
  const [shown, setShown] = useState({ weight: set.weight, reps: set.reps });
  if (shown.weight !== set.weight || shown.reps !== set.reps) {
    setShown({ weight: set.weight, reps: set.reps });
    if (shown.weight !== set.weight) setWeight(weightText(set.weight));
    if (shown.reps !== set.reps) setReps(repsText(set.reps));
  }

  /** The set with the boxes' values, or null (and the message shown) when a box holds what the log refuses. */
  const withBoxes = (): SessionSet | null => {
    const w = readWeight(weight, setUnit);
    if (w === undefined) {
      setError(TRAINING_MESSAGES.weightRange);
      return null;
    }
    const r = readReps(reps);
    if (r === undefined) {
      setError(TRAINING_MESSAGES.repsRange);
      return null;
    }
    setError(null);
    return { ...set, weight: w, reps: r };
  };

  const saveBoxes = () => {
    const next = withBoxes();
    if (next && (next.weight !== set.weight || next.reps !== set.reps)) onSave(next);
  };

  const toggleComplete = () => {
    const next = withBoxes();
    if (!next) return;
    const done = { ...next, completed: !set.completed };
    onSave(done);
    if (done.completed) onCompleted(done);
  };

  const copyPrevious = () => {
    if (!previous || previous.reps === null) return;
    const next = { ...set, weight: previous.weight, weightUnit: previous.weightUnit, reps: previous.reps };
    setWeight(weightText(previous.weight));
    setReps(repsText(previous.reps));
    setError(null);
    onSave(next);
  };

  const mark = TYPE_MARK[set.setType] || String(number);
  const last = previousText(previous);
  return (
    <li data-completed={set.completed} className={cn('rounded-md px-1 py-1', set.completed && 'bg-emerald-50 dark:bg-emerald-950/40')}>
      <div className={SET_GRID}>
        <Popover>
          <PopoverTrigger asChild>
            <Button
              variant="ghost"
              className={cn('h-11 w-11 px-0 font-semibold tabular-nums', set.setType !== 'normal' && 'text-amber-700')}
              aria-label={SESSION_TEXT.setMenu(number)}
              disabled={disabled}
            >
              {mark}
            </Button>
          </PopoverTrigger>
          <PopoverContent align="start" className="w-64 space-y-3">
            <SetOptions set={set} onSave={onSave} onRemove={onRemove} />
          </PopoverContent>
        </Popover>
        <button
          type="button"
          className="h-11 min-w-0 truncate rounded-md px-1 text-left text-sm text-muted-foreground tabular-nums hover:bg-muted disabled:hover:bg-transparent"
          onClick={copyPrevious}
          disabled={disabled || last === SESSION_TEXT.noPrevious}
          aria-label={last === SESSION_TEXT.noPrevious ? undefined : SESSION_TEXT.copyPrevious(number, last)}
        >
          {last}
        </button>
        <div className="relative">
          <input
            className="h-11 w-full rounded-md border border-input bg-background px-2 text-center text-base tabular-nums outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive"
            inputMode="decimal"
            enterKeyHint="next"
            autoComplete="off"
            data-set-weight=""
            aria-label={SESSION_TEXT.weightFor(number)}
            aria-invalid={error === TRAINING_MESSAGES.weightRange || undefined}
            aria-describedby={error ? errorId : undefined}
            value={weight}
            placeholder={setUnit}
            disabled={disabled}
            onChange={(event) => setWeight(event.target.value)}
            onBlur={saveBoxes}
          />
          {setUnit !== unit && weight !== '' && (
            <span className="pointer-events-none absolute right-1 bottom-0.5 text-[10px] text-muted-foreground">{setUnit}</span>
          )}
        </div>
        <input
          className="h-11 w-full rounded-md border border-input bg-background px-2 text-center text-base tabular-nums outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive"
          inputMode="numeric"
          enterKeyHint="done"
          autoComplete="off"
          aria-label={SESSION_TEXT.repsFor(number)}
          aria-invalid={error === TRAINING_MESSAGES.repsRange || undefined}
          aria-describedby={error ? errorId : undefined}
          value={reps}
          disabled={disabled}
          onChange={(event) => setReps(event.target.value)}
          onBlur={saveBoxes}
        />
        <Button
          variant={set.completed ? 'default' : 'outline'}
          className={cn('h-11 w-11 px-0', set.completed && 'bg-emerald-600 hover:bg-emerald-700')}
          role="checkbox"
          aria-checked={set.completed}
          aria-label={SESSION_TEXT.completeSet(number)}
          disabled={disabled || finished}
          onClick={toggleComplete}
        >
          <Check aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {set.rpe !== null && (
        <p className="pl-12 text-xs text-muted-foreground">
          {SESSION_TEXT.rpe} {set.rpe}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="pt-1 pl-12 text-sm text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}

const SET_TYPE_OPTIONS = SET_TYPES.map((type) => [type, SET_TYPE_LABELS[type]] as const);
const RPE_OPTIONS = [['', SESSION_TEXT.noRpe] as const, ...RPE_VALUES.map((value) => [String(value), String(value)] as const)];

/** A set's options: its type, its RPE (6–10 in halves), and Remove set. */
function SetOptions({ set, onSave, onRemove }: { set: SessionSet; onSave: (set: SessionSet) => void; onRemove: () => void }) {
  return (
    <>
      <OptionSelect
        label={SESSION_TEXT.setType}
        value={set.setType}
        options={SET_TYPE_OPTIONS}
        onChange={(value) => onSave({ ...set, setType: value as SetType })}
      />
      <OptionSelect
        label={SESSION_TEXT.rpe}
        value={set.rpe === null ? '' : String(set.rpe)}
        options={RPE_OPTIONS}
        onChange={(text) => {
          const value = text === '' ? null : Number(text);
          if (value === null || isRpe(value)) onSave({ ...set, rpe: value });
        }}
      />
      <Button variant="outline" className="h-11 w-full text-destructive" onClick={onRemove}>
        {SESSION_TEXT.removeSet}
      </Button>
    </>
  );
}
