import { useQueryClient } from '@tanstack/react-query';
import { PackagePlus } from 'lucide-react';
import { toast } from 'sonner';
import type { GymUnlock } from '@/shared/schemas/exercises-query';
import type { Gym } from '@/shared/schemas/gyms';
import { EmptyState } from '@/web/components/empty-state';
import { Button } from '@/web/components/ui/button';
import { exercisesQueryKey } from '@/web/api/get-exercises';
import { reportError } from '@/web/lib/report-error';
import { useSaveGym } from '../api/save-gym';
import { GYM_TOASTS, GYMS_TEXT } from '../gyms-messages';

interface GymUnlockHintProps {
  gym: Gym;
  /** The item that would find the most (the answer's `gymUnlock`), or null when no single item would. */
  unlock: GymUnlock | null;
  onShowEverything: () => void;
}

/**
 * Nothing found in gym mode (docs/product.md#my-gyms): says which one item would unlock the most ('Add a Cable Machine
 * to Home: 85 more exercises'), adds it to the gym in one click, or shows everything instead.
 */
export function GymUnlockHint({ gym, unlock, onShowEverything }: GymUnlockHintProps) {
  const save = useSaveGym();
  const queryClient = useQueryClient();
  const addItem = (item: string) =>
    save.mutate(
      { id: gym.id, name: gym.name, equipment: [...gym.equipment, item] },
      {
        onSuccess: (saved) => {
          toast.success(GYM_TOASTS.saved(saved.name).title, { description: GYM_TOASTS.saved(saved.name).description });
          void queryClient.invalidateQueries({ queryKey: exercisesQueryKey });
        },
        onError: (error) => {
          reportError(GYM_TOASTS.saveFailed.description!, error);
          toast.error(GYM_TOASTS.saveFailed.title, { description: GYM_TOASTS.saveFailed.description });
        },
      },
    );
  return (
    <EmptyState
      icon={PackagePlus}
      tone="muted"
      title={GYMS_TEXT.nothingAtGym(gym.name)}
      description={unlock ? GYMS_TEXT.unlockHint(unlock.equipment, gym.name, unlock.total) : GYMS_TEXT.nothingAnywhere}
      wide
      action={
        <div className="flex flex-wrap justify-center gap-2">
          {unlock && (
            <Button onClick={() => addItem(unlock.equipment)} disabled={save.isPending}>
              {save.isPending ? GYMS_TEXT.saving : GYMS_TEXT.addItemTo(unlock.equipment, gym.name)}
            </Button>
          )}
          <Button variant="outline" onClick={onShowEverything}>
            {GYMS_TEXT.showEverything}
          </Button>
        </div>
      }
    />
  );
}
