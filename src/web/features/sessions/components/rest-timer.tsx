import { Clock, MinusIcon, Plus, Vibrate, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useNow } from '@/web/hooks/use-now';
import { cn } from '@/web/lib/utils';
import { clockText, SESSION_TEXT } from '../session-messages';

const VIBRATE_KEY = 'equipped:rest-vibrate';

/** Whether the member wants the phone to vibrate when a rest ends (kept on this device). */
function readVibrate(): boolean {
  try {
    return localStorage.getItem(VIBRATE_KEY) === 'on';
  } catch {
    return false;
  }
}

/**
 * The rest timer (docs/product.md#the-live-session): a bar at the foot of the screen, in reach of a thumb on a phone,
 * counting down from when a set was completed. −15 s, +15 s and Skip change it; when it ends, a polite live region says
 * so to screen readers (the countdown itself is not announced each second) and the phone vibrates if the member
 * switched that on. `endsAt` null: no rest under way.
 */
export function RestTimer({ endsAt, onChange }: { endsAt: number | null; onChange: (endsAt: number | null) => void }) {
  const now = useNow(endsAt !== null);
  const [vibrate, setVibrate] = useState(readVibrate);
  const [announcement, setAnnouncement] = useState('');
  const ended = useRef<number | null>(null);
  // Whole seconds left, rounded down: the first tick's `now` may be a moment old, and 1:30 should not read 1:31.
  const remaining = endsAt === null ? 0 : Math.floor((endsAt - now) / 1000);

  useEffect(() => {
    if (endsAt === null || remaining > 0 || ended.current === endsAt) return;
    ended.current = endsAt;
    setAnnouncement(SESSION_TEXT.restOver);
    if (vibrate && typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
    onChange(null);
  }, [endsAt, remaining, vibrate, onChange]);

  const toggleVibrate = () => {
    const next = !vibrate;
    setVibrate(next);
    try {
      localStorage.setItem(VIBRATE_KEY, next ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts this page only.
    }
  };

  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {endsAt === null ? announcement : ''}
      </p>
      {endsAt !== null && remaining > 0 && (
        <div
          className={cn(
            'fixed inset-x-0 bottom-[var(--bottom-nav-space)] z-40 border-t bg-background/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur',
            'md:left-[var(--sidebar-width,0px)]',
          )}
        >
          <div className="mx-auto flex max-w-3xl items-center gap-2">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <div role="timer" aria-label={SESSION_TEXT.rest} className="min-w-16 text-2xl font-semibold tabular-nums">
              {clockText(remaining)}
            </div>
            <div className="ml-auto flex items-center gap-1">
              <Button
                variant="outline"
                size="icon"
                className="size-11"
                aria-label={SESSION_TEXT.restLess}
                onClick={() => onChange(Math.max(Date.now() + 1000, endsAt - 15_000))}
              >
                <MinusIcon aria-hidden="true" />
              </Button>
              <Button
                variant="outline"
                size="icon"
                className="size-11"
                aria-label={SESSION_TEXT.restMore}
                onClick={() => onChange(endsAt + 15_000)}
              >
                <Plus aria-hidden="true" />
              </Button>
              <Button
                variant={vibrate ? 'secondary' : 'ghost'}
                size="icon"
                className="size-11"
                aria-label="Vibrate when the rest ends"
                aria-pressed={vibrate}
                onClick={toggleVibrate}
              >
                <Vibrate aria-hidden="true" />
              </Button>
              <Button variant="ghost" className="h-11" onClick={() => onChange(null)}>
                <X aria-hidden="true" />
                {SESSION_TEXT.skipRest}
              </Button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
