import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { exerciseIdOf, withExercise } from '@/web/lib/exercise-address';

/** The history entry's state when the page itself opened the exercise: closing then steps back instead of adding an entry. */
type OpenedHere = { exerciseOpenedHere: true };

const openedHere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<OpenedHere>).exerciseOpenedHere === true;

/** How {@link useExerciseAddress}'s `open` adds the exercise to the address. */
export interface OpenExerciseOptions {
  /** Replace the entry instead of adding one: an alternative opened from the dialog, so Back still closes it. */
  replace?: boolean;
}

/**
 * The exercise whose details are open, kept in the address (`?exercise={id}`, docs/product.md#exercise-address), so a
 * reload keeps it, a link shares it and Back closes it.
 *
 * - `exerciseId`: the open exercise's id, or null.
 * - `open(id)`: adds a history entry with the exercise (Back closes it again); `{ replace: true }` swaps the open one.
 * - `close()`: steps back when this page opened the exercise (the entry it added goes, so Forward can reopen it and
 *   Back does not); removes it from the address in place when the page was opened at the exercise's address (a
 *   shared link), so Back then leaves the page as it would have.
 */
export function useExerciseAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const exerciseId = useMemo(() => exerciseIdOf(searchParams), [searchParams]);
  const state: unknown = location.state;

  const open = useCallback(
    (id: string, options: OpenExerciseOptions = {}) => {
      const replace = options.replace === true && exerciseId !== null;
      setSearchParams((current) => withExercise(current, id), {
        replace,
        state: replace ? state : ({ exerciseOpenedHere: true } satisfies OpenedHere),
      });
    },
    [exerciseId, setSearchParams, state],
  );

  const close = useCallback(() => {
    if (openedHere(state)) void navigate(-1);
    else setSearchParams((current) => withExercise(current, null), { replace: true, state });
  }, [navigate, setSearchParams, state]);

  return { exerciseId, open, close };
}
