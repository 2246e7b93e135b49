import type { ReactNode } from 'react';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/utils';

/** The ids a control points at through aria-describedby: its hint (`<id>-hint`) and its error (`<id>-error`). */
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
  /** The control's id: the label points at it; the hint and error ids derive from it (see {@link describedBy}). */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A labelled form control with an optional hint and its rule message under it (docs/product.md#validation rule messages under fields). */
export function FormField({ id, label, required = false, hint, error, className, children }: FormFieldProps) {
  return (
    <div className={cn('space-y-2', className)}>
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
