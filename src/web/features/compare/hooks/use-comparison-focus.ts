import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on the page when the control that had it disappears (WCAG 2.4.3 focus order): after a column's
 * remove button is pressed focus moves to the remove button now at that place (or the last one), and with no column
 * left, or after Clear All and the Add Exercise dialog, to the Add Exercise button. `settledKey` changes when the
 * shown exercises change; the move happens after that render.
 */
export function useComparisonFocus(settledKey: unknown) {
  const gridRef = useRef<HTMLDivElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<number | 'add' | null>(null);

  useEffect(() => {
    const target = pending.current;
    if (target === null) return;
    pending.current = null;
    const removeButtons = gridRef.current?.querySelectorAll<HTMLButtonElement>('[data-compare-remove]') ?? [];
    const next = target === 'add' ? undefined : removeButtons[Math.min(target, removeButtons.length - 1)];
    (next ?? addButtonRef.current)?.focus();
  }, [settledKey]);

  /** Call before removing the column at `index`. */
  const focusAfterRemove = useCallback((index: number) => {
    pending.current = index;
  }, []);
  /** Call before clearing the selection. */
  const focusAddAfterChange = useCallback(() => {
    pending.current = 'add';
  }, []);
  /** The dialog's onCloseAutoFocus: focus the Add Exercise button that exists now, not a trigger that may be gone. */
  const focusAddOnDialogClose = useCallback((event: Event) => {
    event.preventDefault();
    addButtonRef.current?.focus();
  }, []);

  return { gridRef, addButtonRef, focusAfterRemove, focusAddAfterChange, focusAddOnDialogClose };
}
