import { CircleCheck, CloudOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { outboxState, subscribeOutbox } from '../outbox';
import { SESSION_TEXT } from '../session-messages';

/**
 * The live session's connection line (docs/product.md#offline): 'Offline — 2 changes waiting' while changes are kept on
 * the device, then 'Synced' once they have all reached the server. A status region, so screen readers hear both.
 */
export function SyncStatus() {
  const { pending, offline, synced } = useSyncExternalStore(subscribeOutbox, outboxState);
  let content = null;
  if (offline && pending > 0)
    content = (
      <span className="inline-flex items-center gap-1.5 rounded-md bg-warning px-2 py-0.5 text-warning-foreground">
        <CloudOff aria-hidden="true" className="size-4" />
        {SESSION_TEXT.offlineWaiting(pending)}
      </span>
    );
  else if (synced && pending === 0)
    content = (
      <span className="inline-flex items-center gap-1.5 text-primary">
        <CircleCheck aria-hidden="true" className="size-4" />
        {SESSION_TEXT.synced}
      </span>
    );
  return (
    <p role="status" className="text-sm font-medium empty:hidden">
      {content}
    </p>
  );
}
