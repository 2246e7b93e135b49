import { Fragment, type ReactNode } from 'react';
import type { Exercise } from '@/shared/schemas/exercise';
import { ExerciseCard } from './exercise-card';

interface ExerciseGridProps {
  exercises: Exercise[];
  onViewDetails: (exercise: Exercise) => void;
  /** The heart for one exercise (from the favourites feature). */
  renderFavorite?: (exercise: Exercise) => ReactNode;
  /** The Compare action for one exercise (from the compare feature; issue 3 §1). */
  renderCompare?: (exercise: Exercise) => ReactNode;
  /**
   * Content placed between two cards, after the card at `index` (0-based); never after the last card. The seam for the
   * banner ads (spec §9: one after every 4th card, not after the last). It takes one grid cell like a card, so a 3-column
   * row is never left with a lone card beside a gap.
   */
  renderBetweenCards?: (index: number) => ReactNode;
  /**
   * True while a newer page is loading behind the shown one (announced through aria-busy; the page shows a spinner —
   * dimming the cards would break text contrast, which axe checks at any moment).
   */
  busy?: boolean;
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
  renderBetweenCards,
  busy = false,
}: ExerciseGridProps) {
  return (
    <ul
      aria-busy={busy}
      className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3"
    >
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
              />
            </li>
            {between ? <li>{between}</li> : null}
          </Fragment>
        );
      })}
    </ul>
  );
}
