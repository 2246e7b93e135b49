import type { ReactNode } from 'react';
import { Label } from '@/web/components/ui/label';

/** The ids a field's control points at: its hint and its error (for aria-describedby). */
export function describedBy(id: string, hint: boolean, error: string | undefined): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The rule message under a field, in red (announced through the control's aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** A red asterisk for sighted users; the control itself carries aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      *
    </span>
  );
}

interface FormFieldProps {
  /** The control's id; the label points at it, the hint and error derive theirs from it. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A labelled form control with an optional hint and its error message (spec §5 rule messages under the fields). */
export function FormField({ id, label, required = false, hint, error, children }: FormFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}
