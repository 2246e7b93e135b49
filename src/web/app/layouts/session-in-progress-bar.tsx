import { Dumbbell } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { OpenSession } from '@/shared/schemas/sessions';
import { useRequiredMe } from '@/web/api/get-me';
import { sessionPath } from '@/web/api/open-session';
import { keepOutboxFlowing } from '@/web/features/sessions/outbox';
import { useNow } from '@/web/hooks/use-now';

/** 12:34 or 1:02:03 since `startedAt`. */
function sinceText(startedAt: string, now: number): string {
  const s = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/**
 * "Workout in progress" (docs/product.md#start-a-session): the bar with the open session's name and time since it
 * started, which leads back to it; while it shows, the session's changes kept on the device are sent (outbox.ts).
 * Loaded by `SessionInProgressSlot` only when there is an open session.
 */
export function SessionInProgressBar({ open }: { open: NonNullable<OpenSession['session']> }) {
  const now = useNow();
  const userId = useRequiredMe().user.id;
  // Changes of the session kept on this device (docs/product.md#offline) are sent from any dashboard page.
  useEffect(() => keepOutboxFlowing(userId), [userId]);
  return (
    <Link
      to={sessionPath(open.id)}
      className="flex items-center gap-3 bg-emerald-600 px-4 py-2.5 text-sm font-medium text-white hover:bg-emerald-700 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none sm:px-6 lg:px-8"
    >
      <Dumbbell aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 truncate">
        Workout in progress · <span className="font-semibold">{open.name}</span>
      </span>
      <span className="tabular-nums">{sinceText(open.startedAt, now)}</span>
      <span className="rounded-md bg-white/15 px-2 py-1">Resume</span>
    </Link>
  );
}
