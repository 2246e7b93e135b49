import { useId, useState } from 'react';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { Switch } from '@/web/components/ui/switch';
import { SearchBox } from '@/web/components/exercise/search-box';
import { useDebouncedSearch } from '@/web/hooks/use-debounced-search';
import { useActiveGym } from '@/web/api/get-gyms';
import { hasPickerFilters, NO_PICKER_FILTERS, type PickerFilters } from '../exercise-search';
import { usePickerResults } from '../hooks/use-picker-results';
import { exerciseCountText, WORKOUTS_TEXT } from '../workouts-messages';
import { PickerFilterBar } from './picker-filter-bar';
import { PickerList } from './picker-list';

interface AddExerciseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** True when the exercise is already an entry (shown as 'Added'; choosing it again is refused by `onAdd`). */
  isAdded: (exerciseId: string) => boolean;
  onAdd: (exercise: ExerciseSummary) => void;
  entryCount: number;
}

/**
 * The builder's 'Add Exercise' dialog (docs/product.md#workout-builder): search by name, equipment and muscles (the server's
 * catalogue search, visibility rules included), the library's Equipment, Difficulty and Muscle Group filters, a
 * Favorites-only toggle, the active gym's 'Only my equipment' switch, and a list to add from. It stays open so
 * several exercises can be added in a row; Done closes it. A failed load says 'Failed to load exercises' with 'Try again'.
 */
export function AddExerciseDialog({ open, onOpenChange, isAdded, onAdd, entryCount }: AddExerciseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[min(44rem,calc(100dvh-2rem))] flex-col gap-4 overflow-hidden sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{WORKOUTS_TEXT.addExercise}</DialogTitle>
          <DialogDescription>Search the library by name, equipment or muscle and add exercises to your workout.</DialogDescription>
        </DialogHeader>
        {open && <PickerBody isAdded={isAdded} onAdd={onAdd} />}
        <DialogFooter className="flex-row items-center justify-between sm:justify-between">
          <p role="status" className="text-sm text-muted-foreground">
            {exerciseCountText(entryCount)} in this workout
          </p>
          <Button onClick={() => onOpenChange(false)} className="min-w-24">
            {WORKOUTS_TEXT.pickerDone}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({ isAdded, onAdd }: Pick<AddExerciseDialogProps, 'isAdded' | 'onAdd'>) {
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useDebouncedSearch(query, setQuery);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [filters, setFilters] = useState<PickerFilters>(NO_PICKER_FILTERS);
  // docs/product.md#my-gyms: the picker follows the active gym, as the library does, until switched off.
  const activeGym = useActiveGym() ?? null;
  const [gymOnly, setGymOnly] = useState(true);
  const switchId = useId();
  const gymSwitchId = useId();
  const results = usePickerResults(query, filters, favoritesOnly, true, gymOnly ? activeGym : null);
  const filtered = hasPickerFilters(filters);

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox value={draft} onChange={setDraft} />
        <div className="flex shrink-0 items-center gap-2">
          <Switch id={switchId} checked={favoritesOnly} onCheckedChange={setFavoritesOnly} />
          <Label htmlFor={switchId}>{WORKOUTS_TEXT.favoritesOnly}</Label>
        </div>
      </div>
      <PickerFilterBar filters={filters} onChange={setFilters} />
      {activeGym && (
        <div className="flex items-center gap-2">
          <Switch id={gymSwitchId} checked={gymOnly} onCheckedChange={setGymOnly} />
          <Label htmlFor={gymSwitchId}>{WORKOUTS_TEXT.gymOnly(activeGym.name)}</Label>
        </div>
      )}
      <div className="-mx-6 min-h-0 flex-1 overflow-y-auto border-y bg-slate-50/60 px-6 py-3">
        {results.loading ? (
          <div className="flex justify-center py-12">
            <Spinner label={WORKOUTS_TEXT.pickerLoading} showLabel />
          </div>
        ) : results.error ? (
          <div className="flex flex-col items-center py-12 text-center">
            <p role="alert" className="text-sm text-red-800">
              {WORKOUTS_TEXT.pickerLoadFailed}
            </p>
            <Button variant="outline" size="sm" className="mt-3" onClick={results.retry} disabled={results.retrying}>
              {results.retrying ? WORKOUTS_TEXT.pickerRetrying : WORKOUTS_TEXT.pickerRetry}
            </Button>
          </div>
        ) : results.items.length === 0 ? (
          <div className="flex flex-col items-center py-12 text-center">
            <p role="status" className="text-sm text-muted-foreground">
              {favoritesOnly ? WORKOUTS_TEXT.pickerNoFavorites : filtered ? WORKOUTS_TEXT.pickerEmptyFiltered : WORKOUTS_TEXT.pickerEmpty}
            </p>
            {filtered && (
              <Button variant="outline" size="sm" className="mt-3" onClick={() => setFilters(NO_PICKER_FILTERS)}>
                {WORKOUTS_TEXT.pickerClearFilters}
              </Button>
            )}
          </div>
        ) : (
          <PickerList results={results} isAdded={isAdded} onAdd={onAdd} />
        )}
      </div>
    </>
  );
}
