import { X } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { COMPARE_TAGS_SHOWN } from '@/shared/limits';
import type { DifficultyLevel } from '@/shared/catalogue/difficulty';
import type { Exercise } from '@/shared/schemas/exercise';
import { DifficultyBadge } from '@/web/components/exercise/difficulty-badge';
import { ExerciseDetailsDialog } from '@/web/components/exercise/exercise-details-dialog';
import { ExerciseThumbnail } from '@/web/components/exercise/exercise-illustration';
import { ExerciseMuscleMap } from '@/web/components/exercise/exercise-muscle-map';
import { WatchVideoButton } from '@/web/components/exercise/exercise-video-dialog';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { Switch } from '@/web/components/ui/switch';
import { cn } from '@/web/lib/utils';
import { COMPARE_TEXT, comparisonRegionLabel, removeFromComparisonLabel } from '../compare-messages';
import { compareRows, type CompareRow, type CompareRowKey } from '../compare-rows';
import { ClampedText } from './clamped-text';

/**
 * Each exercise's column is at least this wide (readable at 390 px: about two columns in view, the rest a sideways
 * scroll away) and, when the page has room, at most COLUMN_MAX wide, so one or two exercises do not stretch across a
 * desktop.
 */
const COLUMN_MIN_PX = 172;
const COLUMN_MAX_PX = 340;

const ROW_LABELS: Record<CompareRowKey, string> = {
  equipment: COMPARE_TEXT.equipment,
  helpfulEquipment: COMPARE_TEXT.helpfulEquipment,
  difficulty: COMPARE_TEXT.difficulty,
  primaryMuscles: COMPARE_TEXT.primaryMuscles,
  secondaryMuscles: COMPARE_TEXT.secondaryMuscles,
  muscleMap: COMPARE_TEXT.muscleMap,
  movementPattern: COMPARE_TEXT.movementPattern,
  mechanic: COMPARE_TEXT.mechanic,
  goals: COMPARE_TEXT.goals,
  description: COMPARE_TEXT.description,
  benefits: COMPARE_TEXT.benefits,
  considerations: COMPARE_TEXT.considerations,
  video: COMPARE_TEXT.videoGuide,
  tags: COMPARE_TEXT.tags,
};

const NoneListed = ({ text = COMPARE_TEXT.noneListed }: { text?: string }) => <p className="text-sm text-muted-foreground">{text}</p>;

/** A list of values as badges: those every exercise shares plainly, the others highlighted; `more` adds '+n more'. */
function ValueList({ values, shared, label, more = 0 }: { values: string[]; shared: ReadonlySet<string>; label: string; more?: number }) {
  if (values.length === 0) return <NoneListed />;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value} className="max-w-full">
          <Badge
            variant="outline"
            data-differs={shared.has(value) ? undefined : ''}
            className={cn(
              'max-w-full text-left font-normal break-words whitespace-normal',
              !shared.has(value) && 'border-sky-300 bg-sky-100 text-sky-950',
            )}
          >
            {value}
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

/** What one exercise shows in one row. */
function Cell({ row, index, exercise }: { row: CompareRow; index: number; exercise: Exercise }) {
  const values = row.values[index] ?? [];
  const label = ROW_LABELS[row.key];
  switch (row.key) {
    case 'difficulty':
      return <DifficultyBadge level={values[0] as DifficultyLevel} />;
    case 'muscleMap':
      return values.length > 0 ? <ExerciseMuscleMap exercise={exercise} size="compact" /> : <NoneListed />;
    case 'description':
    case 'benefits':
    case 'considerations':
      return values[0] ? <ClampedText text={values[0]} className="text-slate-800" /> : <NoneListed />;
    case 'video':
      return values.length > 0 ? (
        <WatchVideoButton exercise={exercise} variant="button" className="w-full" />
      ) : (
        <NoneListed text={COMPARE_TEXT.noVideo} />
      );
    case 'tags':
      // Up to three tags plus '+n more' (docs/product.md#limits).
      return values.length > 0 ? (
        <ValueList
          values={values.slice(0, COMPARE_TAGS_SHOWN)}
          shared={row.shared}
          label={label}
          more={Math.max(0, values.length - COMPARE_TAGS_SHOWN)}
        />
      ) : (
        <NoneListed text={COMPARE_TEXT.noTags} />
      );
    default:
      return <ValueList values={values} shared={row.shared} label={label} />;
  }
}

interface ComparisonTableProps {
  exercises: Exercise[];
  onRemove: (exercise: Exercise) => void;
  /** The scrolling region (the page moves focus among its remove buttons, `data-compare-remove`). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The compared exercises side by side (docs/product.md#compare): a real table, one column per exercise (at least
 * COLUMN_MIN_PX wide) under a header row that names each (its name opens the details dialog; a button removes it),
 * and a row per attribute whose label sits above the row and stays in view as the table scrolls sideways. The table
 * scrolls in one region (keyboard-focusable, named 'Comparison of n exercises'), sideways and down, so every column
 * moves together and the header row stays on top; the page itself never scrolls sideways. With two or more
 * exercises, values every exercise shares are plain and the others highlighted, a row the same for all says so, and
 * 'Show only differences' hides those rows.
 */
export function ComparisonTable({ exercises, onRemove, ref }: ComparisonTableProps) {
  const baseId = useId();
  const switchId = `${baseId}-only-differences`;
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [details, setDetails] = useState<Exercise | null>(null);
  const count = exercises.length;
  const several = count > 1;
  const rows = compareRows(exercises, { onlyDifferences });
  const columnId = (index: number) => `${baseId}-exercise-${index}`;
  const rowId = (key: CompareRowKey) => `${baseId}-row-${key}`;

  return (
    <div className="min-w-0 space-y-3">
      {several && (
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
          <div className="flex items-center gap-2">
            <Switch id={switchId} checked={onlyDifferences} onCheckedChange={setOnlyDifferences} />
            <label htmlFor={switchId} className="text-sm font-medium">
              {COMPARE_TEXT.onlyDifferences}
            </label>
          </div>
          <p className="flex items-center gap-2 text-xs text-muted-foreground">
            <span aria-hidden="true" className="inline-block size-3 shrink-0 rounded-sm border border-sky-300 bg-sky-100" />
            {COMPARE_TEXT.differenceLegend}
          </p>
        </div>
      )}
      <div
        ref={ref}
        role="region"
        aria-label={comparisonRegionLabel(count)}
        tabIndex={0}
        data-compare-scroller=""
        // Tall enough to read several rows, short enough that the header row stays in view with the page's own bars.
        className="max-h-[calc(100svh-12rem)] min-h-72 overflow-auto overscroll-x-contain rounded-xl border bg-card shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:max-h-[calc(100svh-9rem)]"
      >
        <table
          className="table-fixed border-separate border-spacing-0 text-sm"
          style={{ width: `max(${count * COLUMN_MIN_PX}px, min(100%, ${count * COLUMN_MAX_PX}px))` }}
        >
          <thead className="sticky top-0 z-20">
            <tr>
              {exercises.map((exercise, index) => (
                <th
                  key={exercise.id}
                  id={columnId(index)}
                  scope="col"
                  className={cn(
                    'border-b bg-card px-3 py-3 text-left align-top font-normal shadow-[0_1px_0_var(--color-border)]',
                    index > 0 && 'border-l',
                  )}
                >
                  <div className="flex items-start gap-2">
                    <ExerciseThumbnail illustration={exercise.illustration} exerciseName={exercise.exerciseName} className="size-10" />
                    <button
                      type="button"
                      onClick={() => setDetails(exercise)}
                      title={COMPARE_TEXT.viewDetails}
                      aria-haspopup="dialog"
                      className="min-w-0 flex-1 rounded-sm text-left text-sm leading-snug font-semibold break-words text-foreground underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {exercise.exerciseName}
                    </button>
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      onClick={() => onRemove(exercise)}
                      data-compare-remove
                      aria-label={removeFromComparisonLabel(exercise.exerciseName)}
                      title={COMPARE_TEXT.removeTitle}
                      className="-mt-1 -mr-2 shrink-0 text-slate-600 hover:bg-red-50 hover:text-red-700"
                    >
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          {rows.map((row) => (
            <tbody key={row.key} data-compare-row={row.key}>
              <tr>
                <th id={rowId(row.key)} scope="rowgroup" colSpan={count} className="border-b bg-slate-50 p-0 text-left font-normal">
                  {/* Sticky inside the full-width cell: the label stays at the left edge while the columns scroll. */}
                  <div className="sticky left-0 flex w-fit items-baseline gap-2 px-3 py-1.5">
                    <span className="text-xs font-semibold tracking-wide text-slate-700 uppercase">{ROW_LABELS[row.key]}</span>
                    {several && row.same && (
                      <>
                        {' '}
                        <span className="text-xs text-muted-foreground">{COMPARE_TEXT.sameForAll}</span>
                      </>
                    )}
                  </div>
                </th>
              </tr>
              <tr>
                {exercises.map((exercise, index) => (
                  <td
                    key={exercise.id}
                    headers={`${columnId(index)} ${rowId(row.key)}`}
                    className={cn('min-w-0 border-b px-3 py-3 align-top', index > 0 && 'border-l')}
                  >
                    <Cell row={row} index={index} exercise={exercise} />
                  </td>
                ))}
              </tr>
            </tbody>
          ))}
        </table>
        {rows.length === 0 && <p className="p-4 text-sm text-muted-foreground">{COMPARE_TEXT.noDifferences}</p>}
      </div>
      <ExerciseDetailsDialog exercise={details} onClose={() => setDetails(null)} />
    </div>
  );
}

/** Placeholders for `count` columns while the selection loads, with a status line for screen readers. */
export function ComparisonTableSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-live="polite" className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <span className="sr-only">{COMPARE_TEXT.loading}</span>
      <div className="flex" style={{ width: `max(${count * COLUMN_MIN_PX}px, 100%)` }}>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={cn('flex min-w-0 flex-1 flex-col gap-4 p-3', i > 0 && 'border-l')}>
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-20 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}
