import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

/** A spinning icon announced as a status; `label` is read by screen readers (and shown when `showLabel`). */
export function Spinner({
  className,
  label = 'Loading...',
  showLabel = false,
  ...props
}: ComponentProps<'div'> & { label?: string; showLabel?: boolean }) {
  return (
    <div role="status" data-slot="spinner" className={cn('inline-flex items-center gap-2 text-muted-foreground', className)} {...props}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      <span className={showLabel ? 'text-sm font-medium' : 'sr-only'}>{label}</span>
    </div>
  );
}
