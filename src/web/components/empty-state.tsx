import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/utils';

/** The icon circle's colours: the brand accent, grey for "nothing matches your search", rose for favourites' heart. */
const TONES = {
  primary: 'bg-accent text-primary',
  muted: 'bg-muted text-slate-600',
  rose: 'bg-rose-50 text-rose-600',
} as const;

/** `default` fills a page's content area; `compact` sits inside a section of a page (a workout's entries). */
const SIZES = {
  default: { frame: 'py-14', circle: 'size-12', title: 'mt-4 text-lg font-semibold', action: 'mt-5' },
  compact: { frame: 'py-10', circle: 'size-11', title: 'mt-3 font-semibold', action: 'mt-4' },
} as const;

interface EmptyStateProps {
  /** A lucide icon, drawn decoratively (aria-hidden) in the circle. */
  icon: LucideIcon;
  /** The spec's empty-state title, verbatim. */
  title: string;
  description: string;
  /** A button or link under the description (Create Workout, Clear All Filters…); nothing when absent. */
  action?: ReactNode;
  /**
   * The title's element: `h2` (default) where the empty state stands for the page's content under its h1, `h3` under
   * an h2, `p` where the surrounding section already has its heading. e2e specs find titles by heading role and level.
   */
  titleAs?: 'h2' | 'h3' | 'p';
  /** The icon circle's colours (default `primary`). */
  tone?: keyof typeof TONES;
  /** Spacing and sizes (default `default`). */
  size?: keyof typeof SIZES;
  /** A long description gets the wider measure (max-w-md, not max-w-sm), so it wraps onto fewer lines. */
  wide?: boolean;
  /** Extra classes for the dashed frame (merged with `cn`, so a border colour can override the slate one). */
  className?: string;
}

/**
 * A list or page with nothing to show: a dashed card with an icon in a circle, the title, a muted description and an
 * optional action, centred. Used by the feature empty states (workouts, compare, library, favorites, suggestions,
 * admin grid); the features keep their strings in their `*-messages.ts` (docs/architecture.md#strings) and pass them in.
 */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  tone = 'primary',
  size = 'default',
  wide = false,
  className,
}: EmptyStateProps) {
  const sizes = SIZES[size];
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-card px-6 text-center',
        sizes.frame,
        className,
      )}
    >
      <span className={cn('flex items-center justify-center rounded-full', sizes.circle, TONES[tone])}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <Title className={sizes.title}>{title}</Title>
      <p className={cn('mt-1 text-sm text-muted-foreground', wide ? 'max-w-md' : 'max-w-sm')}>{description}</p>
      {action ? <div className={sizes.action}>{action}</div> : null}
    </div>
  );
}
