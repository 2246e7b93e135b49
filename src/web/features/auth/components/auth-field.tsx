import type { ComponentProps } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

/** A labelled input with an optional inline error (announced through aria-describedby). */
export function AuthField({
  id,
  label,
  error,
  ...props
}: ComponentProps<typeof Input> & { id: string; label: string; error?: string | undefined }) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
