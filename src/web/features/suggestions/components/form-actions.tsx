import { Button } from '@/web/components/ui/button';
import { SUGGESTIONS_TEXT } from '../suggestions-messages';

interface FormActionsProps {
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onClear: () => void;
}

/** The bar under an exercise form: Clear Form and the submit button ('Submitting...' / 'Saving...' while busy). */
export function FormActions({ submitLabel, busyLabel, busy, onClear }: FormActionsProps) {
  return (
    <div className="sticky bottom-0 z-30 -mx-4 flex gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:justify-end sm:px-6 lg:-mx-8 lg:px-8 [&>*]:flex-1 sm:[&>*]:flex-none">
      <Button type="button" variant="outline" onClick={onClear} disabled={busy}>
        {SUGGESTIONS_TEXT.clearForm}
      </Button>
      <Button type="submit" disabled={busy} className="sm:min-w-40">
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
