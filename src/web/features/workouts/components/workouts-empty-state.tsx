import { ClipboardList, Plus } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { WORKOUTS_TEXT } from '../workouts-messages';

/** The list with no workout (spec §2 'No Workouts Created Yet') and the Create Workout action. */
export function WorkoutsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-primary">
        <ClipboardList aria-hidden="true" className="size-5" />
      </span>
      <h2 className="mt-4 text-lg font-semibold">{WORKOUTS_TEXT.emptyTitle}</h2>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">{WORKOUTS_TEXT.emptyDescription}</p>
      <Button className="mt-5" onClick={onCreate}>
        <Plus aria-hidden="true" />
        {WORKOUTS_TEXT.createWorkout}
      </Button>
    </div>
  );
}
