import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

/** A pulsing placeholder block; decorative, so hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} {...props} />;
}
