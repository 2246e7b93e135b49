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
import { deleteWorkoutQuestion, WORKOUTS_TEXT } from '../workouts-messages';

interface DeleteWorkoutDialogProps {
  open: boolean;
  /** The workout's name (kept after closing, so the text does not change while the dialog fades out). */
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (Radix's default returns it to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The 'Delete Workout' confirmation (spec §2 Workouts list), naming the workout. It stays open reading 'Deleting...'
 * until the server answers, so the member sees the outcome before it closes.
 */
export function DeleteWorkoutDialog({ open, name, pending, onConfirm, onCancel, onCloseAutoFocus }: DeleteWorkoutDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next || pending ? undefined : onCancel())}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{WORKOUTS_TEXT.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{deleteWorkoutQuestion(name)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{WORKOUTS_TEXT.cancel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Keep the dialog open until the delete settles; the page closes it.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending ? WORKOUTS_TEXT.deleting : WORKOUTS_TEXT.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
