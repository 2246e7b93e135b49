import { Fragment, type ReactNode } from 'react';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { ExerciseCard } from './exercise-card';

interface ExerciseGridProps {
  exercises: ExerciseSummary[];
  onViewDetails: (exercise: ExerciseSummary) => void;
  /** The heart for one exercise (from the favourites feature). */
  renderFavorite?: (exercise: ExerciseSummary) => ReactNode;
  /** The Compare action for one exercise (from the compare feature; docs/product.md#compare). */
  renderCompare?: (exercise: ExerciseSummary) => ReactNode;
  /** The Add to workout menu for one exercise, or nothing for one the member may not add (docs/product.md#add-to-workout). */
  renderWorkoutAction?: (exercise: ExerciseSummary) => ReactNode;
  /**
   * Content placed between two cards, after the card at `index` (0-based); never after the last card. The seam for the
   * banner ads (docs/product.md#limits: one after every 4th card, not after the last). It fills the rest of its row, so no row is
   * left with a gap: with two columns the 4th card ends a row and it spans both; with three, the 4th card (and every
   * 4th after it, the ads included: 4 + 2 = 6 cells) sits in the first column and it spans the other two. On phones
   * (one column) it is one cell wide like a card. Content that renders nothing (an ad place while no ad is active) takes
   * no cell.
   */
  renderBetweenCards?: (index: number) => ReactNode;
  /**
   * True while a newer page is loading behind the shown one (announced through aria-busy; the page shows a spinner —
   * dimming the cards would break text contrast, which axe checks at any moment).
   */
  busy?: boolean;
  /** Words of the search to mark in the cards' names (the answer's `matchedTerms`, docs/product.md#search). */
  highlightTerms?: readonly string[];
  /** What each exercise requires that the member's gym lacks, for its card's "Needs:" line (docs/product.md#my-gyms). */
  missingEquipment?: (exercise: ExerciseSummary) => readonly string[];
}

/**
 * The responsive card grid: one column on phones, two on tablets, three on desktops. Breakpoints are container
 * queries (the page sets `@container`), so the open sidebar is taken into account.
 */
export function ExerciseGrid({
  exercises,
  onViewDetails,
  renderFavorite,
  renderCompare,
  renderWorkoutAction,
  renderBetweenCards,
  busy = false,
  highlightTerms,
  missingEquipment,
}: ExerciseGridProps) {
  return (
    <ul aria-busy={busy} className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
      {exercises.map((exercise, index) => {
        const between = index < exercises.length - 1 ? renderBetweenCards?.(index) : null;
        return (
          <Fragment key={exercise.id}>
            <li>
              <ExerciseCard
                exercise={exercise}
                onViewDetails={onViewDetails}
                favoriteAction={renderFavorite?.(exercise)}
                compareAction={renderCompare?.(exercise)}
                workoutAction={renderWorkoutAction?.(exercise)}
                highlightTerms={highlightTerms}
                missingEquipment={missingEquipment?.(exercise)}
              />
            </li>
            {between ? <li className="@lg:col-span-2 empty:hidden">{between}</li> : null}
          </Fragment>
        );
      })}
    </ul>
  );
}
