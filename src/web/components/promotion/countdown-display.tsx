import { cn } from '@/web/lib/utils';
import { countdownParts, twoDigits } from '@/web/lib/countdown';
import { useNow } from '@/web/hooks/use-now';
import { COUNTDOWN_TEXT } from './promotion-messages';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

interface CountdownDisplayProps {
  /** The target instant (ISO 8601). */
  end: string;
  /** 'inverse' on the dark announcement bar, 'default' on a light card. */
  tone?: 'default' | 'inverse';
  className?: string;
}

/**
 * Days, hours, minutes and seconds until `end`, ticking every second; renders nothing once `end` is reached (docs/product.md#screens
 * countdown, docs/product.md#limits). A `timer` role: assistive technology does not read every tick aloud.
 */
export function CountdownDisplay({ end, tone = 'default', className }: CountdownDisplayProps) {
  const now = useNow();
  const parts = countdownParts(end, now);
  if (!parts) return null;
  return (
    <div role="timer" aria-label={COUNTDOWN_TEXT.label} className={cn('flex items-center gap-1.5', className)}>
      {/* The spaces keep "1 day 03 hours" apart for screen readers; flex layout does not show them. */}
      {UNITS.map((unit) => {
        const value = parts[unit];
        const label = value === 1 ? COUNTDOWN_TEXT.unitOne[unit] : COUNTDOWN_TEXT.units[unit];
        return (
          <span
            key={unit}
            data-unit={unit}
            className={cn(
              'flex min-w-11 flex-col items-center rounded-md px-1.5 py-0.5 leading-tight',
              tone === 'inverse' ? 'bg-white/15 text-white' : 'border border-emerald-200 bg-white text-emerald-950',
            )}
          >
            {/* A server-rendered page hydrates a moment after it was rendered: the browser keeps the server's figures
                until the next tick rather than report the difference (react.dev/reference/react-dom/client/hydrateRoot,
                suppressHydrationWarning). */}
            <span className="text-sm font-bold tabular-nums" suppressHydrationWarning>
              {unit === 'days' ? value : twoDigits(value)}
            </span>{' '}
            <span className="text-[0.65rem] font-medium" suppressHydrationWarning>
              {label}
            </span>{' '}
          </span>
        );
      })}
    </div>
  );
}
