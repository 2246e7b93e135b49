import { Button } from '@/web/components/ui/button';
import { DialogFooter } from '@/web/components/ui/dialog';
import type { ExerciseFormVariant } from './exercise-form-schema';

interface ExerciseFormActionsProps {
  variant: ExerciseFormVariant;
  submitLabel: string;
  /** Shown on the submit button while `busy` ('Saving...', 'Submitting...'). */
  busyLabel: string;
  busy: boolean;
  /** The other button: Cancel in the admin dialog, Clear Form on the pages. */
  secondaryLabel: string;
  onSecondary: () => void;
}

/**
 * The buttons under an exercise form: the secondary action and the submit button, both disabled while busy. In the
 * catalogue variant the dialog's sticky footer, in the options variant a sticky bar under the page's form.
 */
export function ExerciseFormActions({ variant, submitLabel, busyLabel, busy, secondaryLabel, onSecondary }: ExerciseFormActionsProps) {
  const buttons = (
    <>
      <Button type="button" variant="outline" onClick={onSecondary} disabled={busy}>
        {secondaryLabel}
      </Button>
      <Button type="submit" disabled={busy} className={variant === 'options' ? 'sm:min-w-40' : undefined}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </>
  );
  if (variant === 'catalogue') return <DialogFooter className="sticky bottom-0 border-t bg-background px-6 py-4">{buttons}</DialogFooter>;
  return (
    <div
      data-sticky-actions
      className="sticky bottom-[var(--bottom-nav-space)] z-30 -mx-4 flex gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:justify-end sm:px-6 lg:-mx-8 lg:px-8 [&>*]:flex-1 sm:[&>*]:flex-none"
    >
      {buttons}
    </div>
  );
}
