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
import { deleteSuggestionQuestion, SUGGESTIONS_TEXT } from '../suggestions-messages';

interface DeleteSuggestionDialogProps {
  open: boolean;
  /** The suggestion's name (kept after closing, so the text does not change while the dialog fades out). */
  name: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (Radix's default returns it to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The 'Delete Suggestion' confirmation (spec §2 My Suggestions), naming the suggestion. It stays open reading
 * 'Deleting...' until the server answers, so the member sees the outcome before it closes.
 */
export function DeleteSuggestionDialog({ open, name, pending, onConfirm, onCancel, onCloseAutoFocus }: DeleteSuggestionDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next || pending ? undefined : onCancel())}>
      <AlertDialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{SUGGESTIONS_TEXT.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{deleteSuggestionQuestion(name)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>{SUGGESTIONS_TEXT.cancel}</AlertDialogCancel>
          <AlertDialogAction
            disabled={pending}
            onClick={(event) => {
              // Keep the dialog open until the delete settles; the page closes it.
              event.preventDefault();
              onConfirm();
            }}
          >
            {pending ? SUGGESTIONS_TEXT.deleting : SUGGESTIONS_TEXT.delete}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
