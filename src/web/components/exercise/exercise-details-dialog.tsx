import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Exercise, ExerciseSummary } from '@/shared/schemas/exercise';
import { isWholeExercise } from '@/shared/exercise-summary';
import { getExerciseQueryOptions } from '@/web/api/get-exercise';
import { Skeleton } from '@/web/components/ui/skeleton';
import { LoadError } from './library-states';
import { IllustrationViewer } from './exercise-illustration';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { DETAILS_TEXT, exerciseSourceLine, MECHANIC_LABELS, movementPatternLabel, TRAINING_GOAL_LABELS } from './exercise-messages';
import { DifficultyBadge } from './difficulty-badge';
import { hasVideo } from './exercise-video';
import { WatchVideoButton } from './exercise-video-dialog';
import { MuscleBadges } from './muscle-badges';
import { TagBadges } from './tag-badges';
import { equipmentGroupLabel, equipmentNeeds } from '@/shared/catalogue/required-equipment';
import { EquipmentLabel } from './equipment-label';

// The muscle map (its shapes and the reading of the muscles) loads with the first dialog opened, not with the library
// page (docs/architecture.md#performance). Its fallback holds the drawing's place so the dialog does not jump.
const ExerciseMuscleMap = lazy(() => import('./exercise-muscle-map').then((module) => ({ default: module.ExerciseMuscleMap })));
// The Alternatives section (docs/product.md#alternatives) likewise: the library page's first load does not carry it.
const ExerciseAlternatives = lazy(() => import('./exercise-alternatives').then((module) => ({ default: module.ExerciseAlternatives })));
// The member's history of the exercise (docs/product.md#exercise-history), its chart loaded later still.
const ExerciseHistorySection = lazy(() => import('./exercise-history').then((module) => ({ default: module.ExerciseHistorySection })));

/** The dialog's Alternatives section, when the page shows it: the gym to ask for, and actions for each row. */
export type DetailsAlternatives = {
  /** The gym whose exercises the page shows (docs/product.md#my-gyms), or null for the whole visible catalogue. */
  gym: { id: string; name: string } | null;
  /** Actions for each alternative, e.g. Compare. */
  renderActions?: (exercise: ExerciseSummary) => ReactNode;
};

interface ExerciseDetailsDialogProps {
  /**
   * The exercise to show; null closes the dialog. A summary (a library page's item) is shown at once and the rest is
   * read with GET /api/exercises/{id}; a whole Exercise (a favourite, a workout's entry) is shown as it is.
   */
  exercise: ExerciseSummary | Exercise | null;
  onClose: () => void;
  /** Actions for the shown exercise at the foot of the dialog, e.g. Compare (the caller's features provide them). */
  renderActions?: (exercise: ExerciseSummary) => ReactNode;
  /** Shows the Alternatives section (docs/product.md#alternatives); its rows open their details in this dialog. */
  alternatives?: DetailsAlternatives;
  /** Shows the member's own history of the exercise (docs/product.md#exercise-history): records, best set, chart. */
  history?: boolean;
  /**
   * Opens an alternative chosen in the Alternatives section, when the page keeps the open exercise itself (its address,
   * docs/product.md#exercise-address); without it the dialog shows the alternative in place of the page's exercise.
   */
  onOpenAlternative?: (exercise: ExerciseSummary) => void;
  /**
   * Where keyboard focus goes when the dialog closes (the card or the search box the exercise was opened from); null or
   * absent: back to what had focus before it opened (Radix's default).
   */
  returnFocus?: () => HTMLElement | null;
}

/** The card of `exerciseId` on the page (its 'View details' button), for focus to return to: src/web/components/exercise/exercise-card.tsx. */
export function exerciseCardButton(exerciseId: string): HTMLElement | null {
  for (const card of document.querySelectorAll<HTMLElement>('[data-exercise-card]')) {
    if (card.dataset.exerciseCard === exerciseId) return card.querySelector<HTMLElement>('[data-details-button]');
  }
  return null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Free text with its line breaks kept: imported descriptions are numbered steps separated by newlines. */
function Prose({ text }: { text: string }) {
  return <p className="text-sm leading-relaxed whitespace-pre-line text-slate-800">{text}</p>;
}

/** The lines of a benefits or considerations text (one per line), without blank ones. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);

/** Benefits or considerations: a bulleted list when there are several lines, the text as written when there is one. */
function PointList({ text, label }: { text: string; label: string }) {
  const lines = linesOf(text);
  if (lines.length < 2) return <Prose text={text} />;
  return (
    <ul aria-label={label} className="list-disc space-y-1 pl-5 text-sm leading-relaxed text-slate-800">
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * What the exercise needs, a group at a time, its primary equipment's group first ('Barbells, Flat Bench or Adjustable
 * Bench'), and what only helps (docs/product.md#equipment-taxonomy; older exercises need only their primary).
 */
const equipmentLines = (exercise: Exercise) => {
  const { requiredEquipment, optionalEquipment } = equipmentNeeds(exercise);
  return { needs: requiredEquipment.map(equipmentGroupLabel).join(', '), helpful: optionalEquipment.join(', ') };
};

/** A vocabulary value's readable label; a value outside the vocabulary (older data) as written. */
/** The label of a catalogue value, or the value itself; own keys only ('constructor' is a word, not Object). */
const labelOf = (labels: Readonly<Record<string, string>>, value: string) => (Object.hasOwn(labels, value) ? labels[value]! : value);

/** Movement pattern, mechanic and goals as a term list, with the entries the exercise has; null when it has none. */
function TrainingFacts({ exercise }: { exercise: Exercise }) {
  const facts: Array<[string, string]> = [];
  if (exercise.movementPattern) {
    facts.push([DETAILS_TEXT.movementPattern, movementPatternLabel(exercise.movementPattern)]);
  }
  if (exercise.mechanic) facts.push([DETAILS_TEXT.mechanic, labelOf(MECHANIC_LABELS, exercise.mechanic)]);
  if (exercise.trainingGoals.length > 0) {
    facts.push([DETAILS_TEXT.goals, exercise.trainingGoals.map((goal) => labelOf(TRAINING_GOAL_LABELS, goal)).join(', ')]);
  }
  if (facts.length === 0) return null;
  return (
    <Section title={DETAILS_TEXT.training}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="text-slate-800">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

/**
 * The details dialog (docs/product.md#screens, docs/product.md#exercise-details): name, aliases, difficulty, every required
 * equipment item, description and numbered form steps, movement pattern, mechanic and goals, Benefits (pros) and
 * Considerations (cons) or a line saying neither is written, all target muscles with their muscle map (the recorded
 * primary and secondary muscles when there are any), tags, the video (docs/product.md#validation rules) and where
 * imported content comes from; with `history`, the member's own history of it (records, best set, progress chart); with
 * `alternatives`, the exercises that train the same thing, each opening its own details here. Titled by the exercise name; Radix traps focus, closes on Escape and returns focus to the card's button.
 */
export function ExerciseDetailsDialog({
  exercise,
  onClose,
  renderActions,
  alternatives,
  history = false,
  onOpenAlternative,
  returnFocus,
}: ExerciseDetailsDialogProps) {
  // An alternative opened from the section replaces the page's exercise until the page opens another one.
  const [opened, setOpened] = useState<{ from: string; exercise: ExerciseSummary } | null>(null);
  const shown = exercise && opened && opened.from === exercise.id ? opened.exercise : exercise;
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {exercise && shown && (
        <DialogContent
          className="gap-6 sm:max-w-2xl"
          // The dialog opens on its title (read first by a screen reader; Tab then reaches the first control), not on
          // the first button, which may sit at its foot below the fold.
          onOpenAutoFocus={(event) => {
            const title = (event.target as HTMLElement).querySelector<HTMLElement>('[data-slot="dialog-title"]');
            if (!title) return;
            event.preventDefault();
            title.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          {isWholeExercise(shown) ? (
            <ExerciseDetails key={shown.id} exercise={shown} />
          ) : (
            <FetchedExerciseDetails key={shown.id} summary={shown} />
          )}
          {history && (
            <Suspense fallback={null}>
              <ExerciseHistorySection key={shown.id} exerciseId={shown.id} />
            </Suspense>
          )}
          {alternatives && (
            <Suspense fallback={null}>
              <ExerciseAlternatives
                exerciseId={shown.id}
                gym={alternatives.gym}
                onOpen={(next) => (onOpenAlternative ? onOpenAlternative(next) : setOpened({ from: exercise.id, exercise: next }))}
                renderActions={alternatives.renderActions}
              />
            </Suspense>
          )}
          {renderActions && <DialogFooter>{renderActions(shown)}</DialogFooter>}
        </DialogContent>
      )}
    </Dialog>
  );
}

/**
 * The dialog's title, focusable by script only: the dialog opens on it, and when the details replace their loading
 * state (or an alternative replaces the exercise) the new title takes the focus the old one had, instead of focus
 * falling to the dialog's frame (Radix's FocusScope moves it there only when it finds it on the document's body).
 */
function DetailsTitle({ name }: { name: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (document.activeElement === document.body) ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <DialogTitle ref={ref} tabIndex={-1} className="text-xl outline-none">
      {name}
    </DialogTitle>
  );
}

/**
 * A summary's details: the header and the description at once, placeholders for the rest while GET /api/exercises/{id}
 * answers, and a failed read (a network error, or the exercise deleted or no longer visible: 404) with a retry.
 */
function FetchedExerciseDetails({ summary }: { summary: ExerciseSummary }) {
  const query = useQuery(getExerciseQueryOptions(summary.id));
  if (query.data) return <ExerciseDetails exercise={query.data} />;
  return (
    <>
      <DialogHeader>
        <DetailsTitle name={summary.exerciseName} />
        <DialogDescription className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <DifficultyBadge level={summary.difficultyLevel} />
          <EquipmentLabel equipment={summary.equipmentType} />
        </DialogDescription>
      </DialogHeader>
      {summary.illustration && <IllustrationViewer illustration={summary.illustration} exerciseName={summary.exerciseName} />}
      {query.isError ? (
        <LoadError
          title={DETAILS_TEXT.loadFailed}
          detail={query.error instanceof Error ? query.error.message : DETAILS_TEXT.loadFailedDetail}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className="space-y-6" role="status" aria-label={DETAILS_TEXT.loading}>
          <Section title={DETAILS_TEXT.descriptionHeading}>
            {summary.description && <Prose text={summary.description} />}
            <div className="space-y-2 pt-1">
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-2/3" />
            </div>
          </Section>
          <div className="grid gap-4 sm:grid-cols-2">
            <Skeleton className="h-28 w-full" />
            <Skeleton className="h-28 w-full" />
          </div>
          <Section title={DETAILS_TEXT.targetMuscles}>
            <MuscleBadges targetMuscleGroups={summary.targetMuscleGroups} all />
          </Section>
        </div>
      )}
    </>
  );
}

/** The whole exercise's details: the dialog's header and sections (without its foot). */
function ExerciseDetails({ exercise }: { exercise: Exercise }) {
  const sourceLine = exerciseSourceLine(exercise.sourceName, exercise.sourceLicence);
  const equipment = equipmentLines(exercise);
  return (
    <>
      <DialogHeader>
        <DetailsTitle name={exercise.exerciseName} />
        {exercise.aliases.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {DETAILS_TEXT.alsoKnownAs}: {exercise.aliases.join(', ')}
          </p>
        )}
        <DialogDescription className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
          <DifficultyBadge level={exercise.difficultyLevel} />
          <EquipmentLabel equipment={DETAILS_TEXT.needs(equipment.needs)} />
          {equipment.helpful && <span>{DETAILS_TEXT.helpful(equipment.helpful)}</span>}
        </DialogDescription>
      </DialogHeader>

      {exercise.illustration && <IllustrationViewer illustration={exercise.illustration} exerciseName={exercise.exerciseName} />}

      <Section title={DETAILS_TEXT.descriptionHeading}>
        {exercise.formSteps.length > 0 ? (
          <>
            {exercise.description && <p className="text-sm leading-relaxed text-slate-800">{exercise.description}</p>}
            <ol aria-label={DETAILS_TEXT.formSteps} className="list-decimal space-y-1 pl-5 text-sm leading-relaxed text-slate-800">
              {exercise.formSteps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </>
        ) : (
          <Prose text={exercise.description} />
        )}
      </Section>

      <TrainingFacts exercise={exercise} />

      {exercise.pros || exercise.cons ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {exercise.pros && (
            <div className="rounded-lg border border-green-200 bg-green-50 p-4">
              <Section title={DETAILS_TEXT.benefits}>
                <PointList text={exercise.pros} label={DETAILS_TEXT.benefits} />
              </Section>
            </div>
          )}
          {exercise.cons && (
            <div className="rounded-lg border border-amber-200 bg-amber-50 p-4">
              <Section title={DETAILS_TEXT.considerations}>
                <PointList text={exercise.cons} label={DETAILS_TEXT.considerations} />
              </Section>
            </div>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{DETAILS_TEXT.noBenefitsOrConsiderations}</p>
      )}

      <Section title={DETAILS_TEXT.targetMuscles}>
        <MuscleBadges targetMuscleGroups={exercise.targetMuscleGroups} all />
        <Suspense fallback={<div className="aspect-[340/380] w-full max-w-72 sm:max-w-80" />}>
          <ExerciseMuscleMap exercise={exercise} className="pt-2" />
        </Suspense>
      </Section>

      {exercise.tags && exercise.tags.length > 0 && (
        <Section title={DETAILS_TEXT.tags}>
          <TagBadges tags={exercise.tags} label={DETAILS_TEXT.tags} />
        </Section>
      )}

      {hasVideo(exercise.videoUrl) && (
        <Section title={DETAILS_TEXT.video}>
          <WatchVideoButton exercise={exercise} variant="button" className="w-full sm:w-auto" />
        </Section>
      )}

      {sourceLine && <p className="text-xs text-muted-foreground">{sourceLine}</p>}
    </>
  );
}
