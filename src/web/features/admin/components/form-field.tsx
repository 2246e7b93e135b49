import type { ReactNode } from 'react';
import { Label } from '@/web/components/ui/label';

/** The ids a control points at through aria-describedby: its hint and its error. */
export function describedBy(id: string, hint: boolean, error: string | undefined): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface FormFieldProps {
  /** The control's id: the label points at it; the hint and error ids derive from it. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}

/** A labelled control with an optional hint and its rule message (spec §5) under it. */
export function FormField({ id, label, required = false, hint, error, children }: FormFieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        )}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
