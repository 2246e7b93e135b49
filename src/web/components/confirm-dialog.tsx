import { type RefObject, useLayoutEffect, useRef } from 'react';
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
  /**
   * Where focus goes when the dialog closes and the element that opened it is gone (a delete removed the card that
   * held the button); without it, focus returns to the opener only.
   */
  fallbackFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A destructive confirmation (docs/product.md#screens: 'Delete Workout', 'Delete Suggestion', 'Delete Exercise', 'Reject Suggestion').
 * It stays open with the pending label until the server answers, so the user sees the outcome before it closes; the
 * page closes it by setting `open` to false.
 *
 * On close it puts focus back itself (WAI-ARIA APG modal dialog: focus returns to the element that invoked it): on the
 * element that had focus when it opened if that is still on the page, else on `fallbackFocusRef`. Radix can only
 * return focus to an `AlertDialog.Trigger`, and these dialogs are opened by the page's own buttons.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  pending,
  onConfirm,
  onCancel,
  fallbackFocusRef,
}: ConfirmDialogProps) {
  const openerRef = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves focus into the dialog (its focus scope does so in a passive effect).
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      openerRef.current = document.activeElement;
  }, [open]);

  const restoreFocus = (event: Event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    const target = opener?.isConnected ? opener : fallbackFocusRef?.current;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => (next || pending ? undefined : onCancel())}>
      <AlertDialogContent onCloseAutoFocus={restoreFocus}>
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
