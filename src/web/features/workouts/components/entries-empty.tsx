import { ListPlus, Plus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';
import { WORKOUTS_TEXT } from '../workouts-messages';

/** The builder before any exercise is added: what to do next, and the Add Exercise action. */
export function EntriesEmpty({ onAdd, invalid }: { onAdd: () => void; invalid: boolean }) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-10 text-center',
        invalid ? 'border-red-300' : 'border-slate-300',
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
        <ListPlus aria-hidden="true" className="size-5" />
      </span>
      <p className="mt-3 font-semibold">{WORKOUTS_TEXT.noEntriesTitle}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{WORKOUTS_TEXT.noEntriesDescription}</p>
      <Button variant="outline" className="mt-4" onClick={onAdd}>
        <Plus aria-hidden="true" />
        {WORKOUTS_TEXT.addExercise}
      </Button>
    </div>
  );
}
