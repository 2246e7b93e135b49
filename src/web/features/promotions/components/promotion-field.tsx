import type { ReactNode } from 'react';
import { Label } from '@/web/components/ui/label';

/** The ids a control points at through aria-describedby: its hint and its error. */
export function fieldDescription(id: string, hint: boolean, error: string | undefined): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

interface PromotionFieldProps {
  /** The control's id: the label points at it; the hint and error ids derive from it. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

/** A labelled control of the promotions forms with an optional hint and its rule message (spec §5) under it. */
export function PromotionField({ id, label, required = false, hint, error, className, children }: PromotionFieldProps) {
  return (
    <div className={className ? `space-y-2 ${className}` : 'space-y-2'}>
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
