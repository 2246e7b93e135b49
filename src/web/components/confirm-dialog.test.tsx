// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

afterEach(cleanup);

/** A list whose Delete button opens the dialog; confirming removes the row (and its button) like a real delete. */
function Harness() {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const fallbackRef = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <button ref={fallbackRef} type="button">
        Create
      </button>
      {!deleted && (
        <button type="button" onClick={() => setOpen(true)}>
          Delete row
        </button>
      )}
      <ConfirmDialog
        open={open}
        title="Delete Row"
        question="Delete this row?"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        cancelLabel="Cancel"
        pending={false}
        onConfirm={() => {
          setDeleted(true);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        fallbackFocusRef={fallbackRef}
      />
    </div>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Delete row' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('ConfirmDialog focus', () => {
  it('moves focus into the dialog, then back to the button that opened it when cancelled', async () => {
    render(<Harness />);
    const opener = openDialog();
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));

    fireEvent.click(cancel);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus to the fallback when the confirmed action removed the opener', async () => {
    render(<Harness />);
    openDialog();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Delete row' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create' }));
  });
});
