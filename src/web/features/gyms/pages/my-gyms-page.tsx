import { Plus, Warehouse } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MAX_GYMS } from '@/shared/limits';
import type { Gym } from '@/shared/schemas/gyms';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { EmptyState } from '@/web/components/empty-state';
import { LoadError } from '@/web/components/exercise/library-states';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useGyms } from '@/web/api/get-gyms';
import { useSetActiveGym } from '@/web/api/set-active-gym';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { reportError } from '@/web/lib/report-error';
import { useDeleteGym } from '../api/save-gym';
import { GymCard } from '../components/gym-card';
import { GymFormDialog } from '../components/gym-form-dialog';
import { GYM_TOASTS, GYMS_TEXT } from '../gyms-messages';

/**
 * /dashboard/gyms (docs/product.md#my-gyms): the member's gyms with what each unlocks, New Gym (refused with the limit
 * toast at 10), Make Active, Edit, and Delete after confirmation; an empty state that explains the idea.
 */
export function MyGymsPage() {
  useDocumentTitle(GYMS_TEXT.title);
  const gyms = useGyms();
  const setActive = useSetActiveGym();
  const deleteGym = useDeleteGym();
  const [editing, setEditing] = useState<Gym | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [target, setTarget] = useState<Gym | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const newButtonRef = useRef<HTMLButtonElement>(null);
  const data = gyms.data;
  const atLimit = (data?.length ?? 0) >= MAX_GYMS;

  useEffect(() => {
    if (gyms.error) reportError(GYMS_TEXT.loadFailed, gyms.error);
  }, [gyms.error, gyms.errorUpdatedAt]);

  const openNew = () => {
    if (atLimit) {
      toast.error(GYM_TOASTS.limit.title, { description: GYM_TOASTS.limit.description });
      return;
    }
    setEditing(null);
    setFormOpen(true);
  };
  const activate = (gym: Gym) =>
    setActive.mutate(gym.id, {
      onSuccess: () => toast.success(GYM_TOASTS.activated(gym.name).title, { description: GYM_TOASTS.activated(gym.name).description }),
      onError: (error) => {
        reportError(GYM_TOASTS.activateFailed.description!, error);
        toast.error(GYM_TOASTS.activateFailed.title, { description: GYM_TOASTS.activateFailed.description });
      },
    });
  const confirmDelete = () => {
    if (!target) return;
    deleteGym.mutate(target.id, {
      onSuccess: () => toast.success(GYM_TOASTS.deleted(target.name).title, { description: GYM_TOASTS.deleted(target.name).description }),
      onError: (error) => {
        reportError(GYM_TOASTS.deleteFailed.description!, error);
        toast.error(GYM_TOASTS.deleteFailed.title, { description: GYM_TOASTS.deleteFailed.description });
      },
      onSettled: () => setConfirmOpen(false),
    });
  };

  let content;
  if (data && data.length > 0) {
    content = (
      <ul className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
        {data.map((gym) => (
          <li key={gym.id}>
            <GymCard
              gym={gym}
              activating={setActive.isPending}
              onActivate={activate}
              onEdit={(chosen) => {
                setEditing(chosen);
                setFormOpen(true);
              }}
              onDelete={(chosen) => {
                setTarget(chosen);
                setConfirmOpen(true);
              }}
            />
          </li>
        ))}
      </ul>
    );
  } else if (data) {
    content = (
      <EmptyState
        icon={Warehouse}
        title={GYMS_TEXT.emptyTitle}
        description={GYMS_TEXT.emptyDescription}
        wide
        action={
          <Button onClick={openNew}>
            <Plus aria-hidden="true" />
            {GYMS_TEXT.newGym}
          </Button>
        }
      />
    );
  } else if (gyms.isError) {
    content = (
      <LoadError
        title={GYMS_TEXT.loadFailed}
        detail={GYMS_TEXT.loadFailedDetail}
        onRetry={() => void gyms.refetch()}
        retrying={gyms.isFetching}
      />
    );
  } else {
    content = (
      <div role="status" aria-label={GYMS_TEXT.loading} className="grid grid-cols-1 gap-4 @lg:grid-cols-2 @4xl:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-48 rounded-xl" />
        ))}
      </div>
    );
  }

  return (
    <div className="@container mx-auto w-full max-w-7xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{GYMS_TEXT.title}</h1>
            {data ? (
              <Badge variant={atLimit ? 'warning' : 'secondary'} role="status" className="text-sm">
                {GYMS_TEXT.count(data.length)}
              </Badge>
            ) : (
              !gyms.isError && <Skeleton className="h-6 w-24 rounded-full" />
            )}
          </div>
          <p className="max-w-2xl text-sm text-muted-foreground">{GYMS_TEXT.subtitle}</p>
        </div>
        <Button ref={newButtonRef} onClick={openNew} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          {GYMS_TEXT.newGym}
        </Button>
      </header>

      {content}

      <GymFormDialog open={formOpen} gym={editing} activateNew={data?.length === 0} onOpenChange={setFormOpen} />
      <ConfirmDialog
        open={confirmOpen}
        title={GYMS_TEXT.deleteTitle}
        question={GYMS_TEXT.deleteQuestion(target?.name ?? '')}
        confirmLabel={GYMS_TEXT.delete}
        pendingLabel={GYMS_TEXT.deleting}
        cancelLabel={GYMS_TEXT.cancel}
        pending={deleteGym.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmOpen(false)}
        fallbackFocusRef={newButtonRef}
      />
    </div>
  );
}
