import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getAlternativesQueryOptions } from '@/web/api/get-alternatives';
import { useActiveGym } from '@/web/api/get-gyms';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { SESSION_TEXT } from '../session-messages';
import type { PickedExercise } from './add-session-exercise-dialog';

/**
 * Swap exercise, during a session (docs/product.md#the-live-session): the exercise's alternatives (docs/product.md#alternatives)
 * at the active gym when there is one — the machine is taken, do this instead — best first with what each shares,
 * and 'Search the library' for any other. `onPick` answers whether the swap was taken (the dialog then closes).
 */
export function SwapSessionExerciseDialog({
  exercise,
  onOpenChange,
  onPick,
  onSearch,
}: {
  exercise: PickedExercise;
  onOpenChange: (open: boolean) => void;
  onPick: (exercise: PickedExercise) => Promise<boolean>;
  onSearch: () => void;
}) {
  const activeGym = useActiveGym();
  const [busy, setBusy] = useState<string | null>(null);
  const alternatives = useQuery({ ...getAlternativesQueryOptions(exercise.id, activeGym?.id ?? null), enabled: activeGym !== undefined });
  const pick = async (choice: PickedExercise) => {
    setBusy(choice.id);
    const taken = await onPick(choice);
    setBusy(null);
    if (taken) onOpenChange(false);
  };
  const items = alternatives.data?.items ?? [];
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[85dvh] flex-col sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{SESSION_TEXT.swapTitle(exercise.exerciseName)}</DialogTitle>
          <DialogDescription>{activeGym ? SESSION_TEXT.swapAtGym(activeGym.name) : SESSION_TEXT.swapDescription}</DialogDescription>
        </DialogHeader>
        <div className="-mx-1 min-h-32 overflow-y-auto px-1" aria-busy={alternatives.isFetching}>
          {alternatives.isPending ? (
            <p role="status" className="py-6 text-center text-sm text-muted-foreground">
              {SESSION_TEXT.pickerLoading}
            </p>
          ) : alternatives.isError || items.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">{SESSION_TEXT.swapNone}</p>
          ) : (
            <ul className="space-y-1" aria-label={SESSION_TEXT.swapList}>
              {items.map(({ exercise: choice, reason }) => (
                <li key={choice.id}>
                  <Button
                    variant="ghost"
                    className="h-auto min-h-11 w-full justify-start py-2 text-left whitespace-normal"
                    disabled={busy !== null}
                    onClick={() => void pick({ id: choice.id, exerciseName: choice.exerciseName })}
                  >
                    <span className="min-w-0">
                      <span className="block font-medium">{choice.exerciseName}</span>
                      <span className="block text-xs text-muted-foreground">{reason}</span>
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <Button variant="outline" className="h-11" onClick={onSearch}>
          {SESSION_TEXT.swapSearch}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
