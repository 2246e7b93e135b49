// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { press } from '@/test-support/press';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from './dialog';

function DialogBesideAToast() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Barbell Bench Press</DialogTitle>
        </DialogContent>
      </Dialog>
      {/* Where sonner puts its toasts: outside the dialog. */}
      <ol data-sonner-toaster="">
        <li data-sonner-toast="">
          <button type="button">Open workout</button>
        </li>
      </ol>
      <button type="button">Elsewhere</button>
    </>
  );
}

afterEach(cleanup);

describe('DialogContent', () => {
  it("keeps the dialog open when a toast's button is pressed, and closes it on any other press outside", async () => {
    render(<DialogBesideAToast />);
    // Radix listens for presses outside from the next task on.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    press(screen.getByText('Open workout'));
    expect(screen.getByRole('dialog', { name: 'Barbell Bench Press' })).toBeTruthy();

    press(screen.getByText('Elsewhere'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('dialog', { name: 'Barbell Bench Press' })).toBeNull();
  });

  it('renders nothing of a closed dialog until it first opens, then its content', () => {
    render(
      <Dialog>
        <DialogTrigger>Watch the video</DialogTrigger>
        <DialogContent>
          <DialogTitle>Goblet Squat</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByText('Goblet Squat')).toBeNull();
    expect(document.querySelector('[data-slot="dialog-content"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Watch the video' }));
    expect(screen.getByRole('dialog', { name: 'Goblet Squat' })).toBeTruthy();
  });
});
