import { useId, useState } from 'react';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { SearchBox } from '@/web/components/exercise/search-box';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import { useActiveGym } from '@/web/api/get-gyms';
import { useDebouncedSearch } from '@/web/hooks/use-debounced-search';
import { COMPARE_TEXT } from '../compare-messages';
import { ExerciseSearchResults } from './exercise-search-results';

interface AddExerciseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ids already compared (marked 'Added' in the list). */
  selectedIds: readonly string[];
  /** Adds an exercise; true when it was added (the dialog then closes), false after a refusal toast. */
  onAdd: (exercise: ExerciseSummary) => boolean;
  /** Where focus goes when the dialog closes (its trigger may be gone: the empty state's button after a first add). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The 'Add Exercise' dialog of the comparison tool (docs/product.md#screens): a search box and a list of results from the server-side
 * catalogue search (GET /api/exercises?q=…, the sample rule of docs/product.md#roles-and-access applied by the server). Choosing an exercise
 * adds it and closes the dialog; 'Already Added' and 'Limit Reached' (docs/product.md#validation) keep it open.
 */
export function AddExerciseDialog({ open, onOpenChange, selectedIds, onAdd, onCloseAutoFocus }: AddExerciseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="flex max-h-[min(85dvh,44rem)] flex-col gap-4 overflow-hidden sm:max-w-xl"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{COMPARE_TEXT.addExercise}</DialogTitle>
          <DialogDescription>{COMPARE_TEXT.dialogDescription}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open (Radix unmounts closed content): no search runs behind a closed dialog. */}
        <DialogSearch
          selectedIds={selectedIds}
          onAdd={(exercise) => {
            if (onAdd(exercise)) onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function DialogSearch({ selectedIds, onAdd }: { selectedIds: readonly string[]; onAdd: (exercise: ExerciseSummary) => void }) {
  const [search, setSearch] = useState({ q: '', page: 1 });
  const commit = (q: string) => setSearch({ q, page: 1 });
  const [draft, setDraft] = useDebouncedSearch(search.q, commit);
  // docs/product.md#my-gyms: the search follows the active gym, as the library does, until switched off.
  const activeGym = useActiveGym() ?? null;
  const [gymOnly, setGymOnly] = useState(true);
  const gymSwitchId = useId();

  return (
    <>
      <SearchBox value={draft} onChange={setDraft} label={COMPARE_TEXT.searchLabel} placeholder={COMPARE_TEXT.searchPlaceholder} />
      {activeGym && (
        <div className="flex items-center gap-2">
          <Switch
            id={gymSwitchId}
            checked={gymOnly}
            onCheckedChange={(on) => {
              setGymOnly(on);
              setSearch((current) => ({ ...current, page: 1 }));
            }}
          />
          <Label htmlFor={gymSwitchId}>{COMPARE_TEXT.gymOnly(activeGym.name)}</Label>
        </div>
      )}
      <ExerciseSearchResults
        q={search.q}
        page={search.page}
        gymId={gymOnly && activeGym ? activeGym.id : null}
        onPage={(page) => setSearch((current) => ({ ...current, page }))}
        selectedIds={selectedIds}
        onAdd={onAdd}
      />
    </>
  );
}
