import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { exercisesQueryKey, getExercises } from '@/web/api/get-exercises';
import { useActiveGym } from '@/web/api/get-gyms';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Input } from '@/web/components/ui/input';
import { EMPTY_LIBRARY_PARAMS } from '@/web/lib/library-params';
import { SESSION_TEXT } from '../session-messages';

/** What the picker hands back: the exercise chosen. */
export type PickedExercise = { id: string; exerciseName: string };

/**
 * Add exercise, during a session (docs/product.md#the-live-session): the library's search (typo-tolerant, the sample rule
 * for non-subscribers) limited to the active gym when there is one, the first 12 matches as buttons. Exercises already
 * in the session are offered too: a second round of one exercise is a real thing. `title` retitles it for another use
 * (an import's mapping, docs/product.md#import-from-strong-or-hevy), which searches the whole library (`wholeLibrary`).
 * `onPick` answers whether the choice was taken (the dialog then closes).
 */
export function AddSessionExerciseDialog({
  open,
  onOpenChange,
  onPick,
  title = SESSION_TEXT.pickerTitle,
  wholeLibrary = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (exercise: PickedExercise) => Promise<boolean>;
  title?: string;
  wholeLibrary?: boolean;
}) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const gymInUse = useActiveGym();
  const activeGym = wholeLibrary ? null : gymInUse;
  const searchId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const gym = activeGym?.id ?? null;
  const results = useQuery({
    queryKey: [...exercisesQueryKey, 'session-picker', { q, gym }] as const,
    queryFn: ({ signal }) => getExercises({ ...EMPTY_LIBRARY_PARAMS, q, gym }, signal),
    enabled: open && activeGym !== undefined,
    placeholderData: keepPreviousData,
  });
  const items = results.data?.items ?? [];

  const pick = async (exercise: PickedExercise) => {
    setBusy(exercise.id);
    const added = await onPick({ id: exercise.id, exerciseName: exercise.exerciseName });
    setBusy(null);
    if (added) {
      setText('');
      onOpenChange(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[85dvh] flex-col sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{activeGym ? `At ${activeGym.name}` : 'From the whole library'}</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <label htmlFor={searchId} className="sr-only">
            {SESSION_TEXT.pickerSearch}
          </label>
          <Input
            id={searchId}
            type="search"
            className="h-11 pl-9"
            placeholder={SESSION_TEXT.pickerSearch}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="-mx-1 min-h-40 overflow-y-auto px-1" aria-busy={results.isFetching}>
          {results.isPending ? (
            <p role="status" className="py-6 text-center text-sm text-muted-foreground">
              {SESSION_TEXT.pickerLoading}
            </p>
          ) : items.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{SESSION_TEXT.pickerEmpty}</p>
          ) : (
            <ul className="space-y-1">
              {items.map((exercise) => (
                <li key={exercise.id}>
                  <Button
                    variant="ghost"
                    className="h-auto min-h-11 w-full justify-start py-2 text-left whitespace-normal"
                    disabled={busy !== null}
                    onClick={() => void pick(exercise)}
                  >
                    <span className="min-w-0">
                      <span className="block font-medium">{exercise.exerciseName}</span>
                      <span className="block text-xs text-muted-foreground">{exercise.equipmentType}</span>
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
