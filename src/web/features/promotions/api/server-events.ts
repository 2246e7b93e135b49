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

function disconnect(): void {
  source?.close();
  source = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
}

/**
 * Over HTTP/1.1 a browser opens at most 6 connections per origin, and every tab's stream holds one for good: a hidden
 * tab lets its connection go, and takes a new one when shown again. Its 'ready' then emits 'reconnected', so whatever
 * changed meanwhile is refetched.
 */
function onVisibilityChange(): void {
  if (document.visibilityState === 'hidden') {
    if (source || retryTimer) connectedBefore = true;
    disconnect();
  } else if (!source && !retryTimer && listeners.size > 0) {
    open();
  }
}

const tabIsHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Listens to the server's live changes on GET /api/events (issue 5 §2 'Live'). One EventSource is shared by every
 * subscriber of the page, opened with the first and closed with the last, and closed while the tab is hidden (reopened,
 * with a 'reconnected' event, once it is visible again). Returns the unsubscribe function.
 */
export function subscribeToServerEvents(listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  if (listeners.size === 0 && typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibilityChange);
  listeners.add(listener);
  if (!source && !retryTimer) {
    // Subscribed in a hidden tab: the stream opens once it is shown, and what changed until then is refetched.
    if (tabIsHidden()) connectedBefore = true;
    else open();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibilityChange);
    disconnect();
    connectedBefore = false;
  };
}
