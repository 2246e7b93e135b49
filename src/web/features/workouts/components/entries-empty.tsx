import { ListPlus, Plus } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';
import { WORKOUTS_TEXT } from '../workouts-messages';

/**
 * The builder before any exercise is added: what to do next, and the Add Exercise action. The frame turns red while
 * the form is refused for having no exercise.
 */
export function EntriesEmpty({ onAdd, invalid }: { onAdd: () => void; invalid: boolean }) {
  return (
    <EmptyState
      icon={ListPlus}
      title={WORKOUTS_TEXT.noEntriesTitle}
      description={WORKOUTS_TEXT.noEntriesDescription}
      titleAs="p"
      size="compact"
      className={invalid ? 'border-red-300' : undefined}
      action={
        <Button variant="outline" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {WORKOUTS_TEXT.addExercise}
        </Button>
      }
    />
  );
}
