import { Dumbbell } from 'lucide-react';
import { cn } from '@/web/lib/utils';

/** The Equipped wordmark: a dumbbell tile plus the name; `tone="light"` for dark backgrounds. */
export function Logo({
  className,
  nameClassName,
  tone = 'dark',
  showName = true,
}: {
  className?: string;
  nameClassName?: string;
  tone?: 'dark' | 'light';
  showName?: boolean;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-lg shadow-sm',
          tone === 'dark' ? 'bg-primary text-white' : 'bg-white text-primary',
        )}
      >
        <Dumbbell className="size-4.5" strokeWidth={2.25} />
      </span>
      {showName ? (
        <span className={cn('text-lg font-bold tracking-tight', tone === 'dark' ? 'text-foreground' : 'text-white', nameClassName)}>
          Equipped
        </span>
      ) : (
        <span className="sr-only">Equipped</span>
      )}
    </span>
  );
}
