import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog';

interface ConfirmDialogProps {
  open: boolean;
  /** The dialog's accessible name ('Delete Workout', 'Reject Suggestion', …). */
  title: string;
  /** The question under the title, naming what is affected (keep it after closing so it does not change mid-fade). */
  question: string;
  confirmLabel: string;
  /** What the confirm button reads while the request runs ('Deleting...'). */
  pendingLabel: string;
  cancelLabel: string;
  /** True while the request runs: both buttons are disabled and Escape / outside clicks do not close. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (Radix returns it to the opening button, which a delete removes). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A destructive confirmation (spec §2: 'Delete Workout', 'Delete Suggestion', 'Delete Exercise', 'Reject Suggestion').
 * It stays open with the pending label until the server answers, so the user sees the outcome before it closes; the
 * page closes it by setting `open` to false.
 */
export function ConfirmDialog({ open, title, question, confirmLabel, pendingLabel, cancelLabel, pending, onConfirm, onCancel, onCloseAutoFocus }: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next || pending ? undefined : onCancel())}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              event.preventDefault(); // closed by the page once the request settles
              onConfirm();
            }}
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
