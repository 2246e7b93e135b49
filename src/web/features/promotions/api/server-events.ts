import { CHANGE_TOPICS, type ChangeTopic } from '@/shared/schemas/promotions';

/** What a subscriber hears: a changed topic, or 'reconnected' after a lost connection (refetch everything). */
export type ServerEvent = ChangeTopic | 'reconnected';
type Listener = (event: ServerEvent) => void;

/** Waits before reconnecting after a failure: 1, 2, 5, then every 10 s (spec §9 'reconnect delays 1, 2, 5, then 10 s'). */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

const EVENTS_URL = '/api/events';
const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
let connectedBefore = false;

const emit = (event: ServerEvent) => {
  for (const listener of [...listeners]) listener(event);
};

function open(): void {
  const next = new EventSource(EVENTS_URL);
  source = next;
  // The server sends 'ready' once it listens: from then on nothing is missed. After a reconnection, changes made while
  // the connection was down were missed, so everyone refetches.
  next.addEventListener('ready', () => {
    failures = 0;
    if (connectedBefore) emit('reconnected');
    connectedBefore = true;
  });
  for (const topic of CHANGE_TOPICS) next.addEventListener(topic, () => emit(topic));
  // EventSource would retry on its own at a fixed pace (and not at all after an HTTP error): back off as spec §9 says.
  next.addEventListener('error', () => {
    next.close();
    if (source !== next) return;
    source = null;
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (listeners.size > 0) open();
    }, delay);
  });
}

/**
 * Listens to the server's live changes on GET /api/events (issue 5 §2 'Live'). One EventSource is shared by every
 * subscriber of the page, opened with the first and closed with the last. Returns the unsubscribe function.
 */
export function subscribeToServerEvents(listener: Listener): () => void {
  listeners.add(listener);
  if (!source && !retryTimer && typeof EventSource !== 'undefined') open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    source?.close();
    source = null;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    failures = 0;
    connectedBefore = false;
  };
}
