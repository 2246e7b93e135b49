import { useId, type ReactNode } from 'react';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { LIBRARY_TEXT } from './exercise-messages';
import { DifficultyBadge } from './difficulty-badge';
import { MuscleBadges } from './muscle-badges';
import { EquipmentLabel } from './equipment-label';
import { MissingEquipmentNote } from './missing-equipment-note';
import { WatchVideoButton } from './exercise-video-dialog';
import { HighlightedText } from '@/web/components/highlighted-text';
import { ExerciseThumbnail } from './exercise-illustration';

interface ExerciseCardProps {
  exercise: ExerciseSummary;
  onViewDetails: (exercise: ExerciseSummary) => void;
  /** The favourite heart (the favourites feature provides it; this card only places it). */
  favoriteAction?: ReactNode;
  /** The Compare action beside 'View details' (the compare feature provides it; docs/product.md#compare). */
  compareAction?: ReactNode;
  /** The Add to workout menu after Compare (docs/product.md#add-to-workout; the page decides who is offered it). */
  workoutAction?: ReactNode;
  /** Words of the search to mark in the name (the answer's `matchedTerms`, docs/product.md#search); none by default. */
  highlightTerms?: readonly string[];
  /** What the exercise requires that the member's gym lacks ("Needs: Leg Press Machine", docs/product.md#my-gyms). */
  missingEquipment?: readonly string[];
}

/**
 * One exercise in a grid (docs/product.md#library, docs/product.md#favourites): name, difficulty, equipment, at most three target
 * muscles plus '+N more', the drawing of its start position when it has one (docs/product.md#illustrations) (the name's words the search matched on marked, docs/product.md#search), a short description, the heart, 'View details' and the page's actions (Compare, Add to workout); when the exercise has a video, a play button
 * beside the heart that opens the video dialog and shows at a glance that a video exists (docs/product.md#video-dialog).
 * An <article> named by its heading, so a screen reader (and an e2e test) can find a card by the exercise's name.
 */
export function ExerciseCard({
  exercise,
  onViewDetails,
  favoriteAction,
  compareAction,
  workoutAction,
  highlightTerms,
  missingEquipment,
}: ExerciseCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-exercise-card={exercise.id}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <ExerciseThumbnail illustration={exercise.illustration} exerciseName={exercise.exerciseName} />
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id={headingId} className="text-base leading-snug font-semibold break-words">
            <HighlightedText text={exercise.exerciseName} terms={highlightTerms} />
          </h2>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <DifficultyBadge level={exercise.difficultyLevel} />
            <EquipmentLabel equipment={exercise.equipmentType} className="text-sm text-muted-foreground" />
          </div>
        </div>
        <div className="flex shrink-0 items-center">
          <WatchVideoButton exercise={exercise} variant="icon" />
          {favoriteAction}
        </div>
      </div>
      <MissingEquipmentNote items={missingEquipment} />
      <MuscleBadges targetMuscleGroups={exercise.targetMuscleGroups} />
      {exercise.description && <p className="line-clamp-3 text-sm text-muted-foreground">{exercise.description}</p>}
      <div className="mt-auto flex gap-2">
        <Button variant="outline" className="min-w-0 flex-1" data-details-button onClick={() => onViewDetails(exercise)}>
          {LIBRARY_TEXT.viewDetails}
          <span className="sr-only"> for {exercise.exerciseName}</span>
        </Button>
        {compareAction}
        {workoutAction}
      </div>
    </article>
  );
}
