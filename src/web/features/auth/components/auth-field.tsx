import type { ComponentProps } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

/**
 * A labelled input with an optional rule shown before anything is typed (`hint`) and an optional inline error, both
 * announced through aria-describedby.
 */
export function AuthField({
  id,
  label,
  hint,
  error,
  ...props
}: ComponentProps<typeof Input> & { id: string; label: string; hint?: string | undefined; error?: string | undefined }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
