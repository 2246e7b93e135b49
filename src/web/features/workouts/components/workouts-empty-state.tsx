import { ClipboardList, Plus } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';
import { WORKOUTS_TEXT } from '../workouts-messages';

/** The list with no workout (docs/product.md#screens 'No Workouts Created Yet') and the Create Workout action. */
export function WorkoutsEmptyState({ onCreate }: { onCreate: () => void }) {
  return (
    <EmptyState
      icon={ClipboardList}
      title={WORKOUTS_TEXT.emptyTitle}
      description={WORKOUTS_TEXT.emptyDescription}
      wide
      action={
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          {WORKOUTS_TEXT.createWorkout}
        </Button>
      }
    />
  );
}
