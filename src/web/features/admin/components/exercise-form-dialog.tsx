import { toast } from 'sonner';
import type { Exercise } from '@/shared/schemas/exercise';
import { ExerciseForm, exerciseFormServerFields, useExerciseForm, type ExerciseContent } from '@/web/components/exercise-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { isApiError } from '@/web/lib/api-client';
import { applyServerErrors } from '@/web/lib/form-errors';
import { ADMIN_TOASTS, FORM_TEXT } from '../admin-messages';
import { useSaveExercise } from '../api/exercise-mutations';
import { reportError } from '@/web/lib/report-error';

interface ExerciseFormDialogProps {
  open: boolean;
  /** The exercise being edited, or null to create one. */
  exercise: Exercise | null;
  onClose: () => void;
}

/**
 * The exercise form (docs/product.md#exercise-form 'Exercise form (create and edit)', docs/product.md#exercise-form (admin)) in a dialog: 'Add New
 * Exercise' / 'Edit Exercise', 'Create Exercise' / 'Update Exercise' ('Saving...' while busy) and Cancel. Rule messages
 * show under their fields; the server's answers (a name that exists, a rule it enforces) land there too.
 */
export function ExerciseFormDialog({ open, exercise, onClose }: ExerciseFormDialogProps) {
  const save = useSaveExercise();
  const busy = save.isPending;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !busy && onClose()}>
      <DialogContent className="max-w-2xl p-0" onEscapeKeyDown={(event) => busy && event.preventDefault()}>
        {/* Remounted per exercise, so the fields always start from the chosen exercise (or blank). */}
        <AdminExerciseForm key={exercise?.id ?? 'new'} exercise={exercise} save={save} onDone={onClose} />
      </DialogContent>
    </Dialog>
  );
}

type Save = ReturnType<typeof useSaveExercise>;

function AdminExerciseForm({ exercise, save, onDone }: { exercise: Exercise | null; save: Save; onDone: () => void }) {
  const editing = exercise !== null;
  const controller = useExerciseForm('catalogue', exercise);
  const { setError } = controller.form;

  const submit = (content: ExerciseContent) =>
    save.mutate(
      { id: exercise?.id ?? null, content },
      {
        onSuccess: () => {
          toast.success(editing ? ADMIN_TOASTS.updated : ADMIN_TOASTS.created);
          onDone();
        },
        onError: (error) => {
          const failed = editing ? ADMIN_TOASTS.updateFailed : ADMIN_TOASTS.createFailed;
          reportError(failed, error);
          // The server's 409 (name taken) and 400/422 issues go under the fields they concern, the rest in the toast.
          if (applyServerErrors(error, setError, exerciseFormServerFields.catalogue, failed)) return;
          toast.error(failed);
          if (isApiError(error, 409)) setError('exerciseName', { type: 'server', message: error.message }, { shouldFocus: true });
        },
      },
    );

  return (
    <ExerciseForm
      controller={controller}
      onSubmit={submit}
      header={
        <DialogHeader className="border-b px-6 pt-6 pb-4">
          <DialogTitle>{editing ? FORM_TEXT.editTitle : FORM_TEXT.createTitle}</DialogTitle>
          <DialogDescription>{editing ? FORM_TEXT.editDescription : FORM_TEXT.createDescription}</DialogDescription>
        </DialogHeader>
      }
      actions={{
        submitLabel: editing ? FORM_TEXT.update : FORM_TEXT.create,
        busyLabel: FORM_TEXT.saving,
        busy: save.isPending,
        secondaryLabel: FORM_TEXT.cancel,
        onSecondary: onDone,
      }}
    />
  );
}
