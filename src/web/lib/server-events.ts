import { CHANGE_TOPICS, HEARTBEAT_EVENT, HEARTBEAT_TIMEOUT_MS, type ChangeTopic } from '@/shared/realtime';

/** What a subscriber hears: a changed topic, or 'reconnected' after a lost connection (refetch everything). */
export type ServerEvent = ChangeTopic | 'reconnected';
type Listener = (event: ServerEvent) => void;

/** Waits before reconnecting after a failure: 1, 2, 5, then every 10 s (docs/product.md#limits 'reconnect delays 1, 2, 5, then 10 s'). */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

const EVENTS_URL = '/api/events';
const listeners = new Set<Listener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let watchdog: ReturnType<typeof setTimeout> | null = null;
let failures = 0;
/**
 * True when changes may have been missed since the page last heard 'ready': a failed attempt (even the very first, whose
 * page fetches may have failed too), a silent stream, or a hidden tab. The next 'ready' then emits 'reconnected'.
 */
let refetchOnReady = false;

const emit = (event: ServerEvent) => {
  for (const listener of [...listeners]) listener(event);
};

function stopWatchdog(): void {
  if (watchdog) clearTimeout(watchdog);
  watchdog = null;
}

/**
 * Restarts the countdown to a lost connection (docs/product.md#live-updates 'Realtime: heartbeat timeout leads to reconnect'). The server sends
 * at least a heartbeat every HEARTBEAT_MS (src/shared/realtime.ts); a half-open connection (network switch, a proxy
 * dropping the flow silently) raises no error in EventSource, so silence is the only sign of it.
 */
function restartWatchdog(current: EventSource): void {
  if (source !== current) return;
  stopWatchdog();
  watchdog = setTimeout(() => fail(current), HEARTBEAT_TIMEOUT_MS);
}

/** Drops `failed` (after an error or a silence) and opens a new stream after the next back-off delay (docs/product.md#limits). */
function fail(failed: EventSource): void {
  failed.close();
  if (source !== failed) return;
  source = null;
  stopWatchdog();
  refetchOnReady = true;
  const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
  failures += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (listeners.size > 0) open();
  }, delay);
}

function open(): void {
  const next = new EventSource(EVENTS_URL);
  source = next;
  // Also armed while connecting: a request that hangs without an answer is as lost as a stream gone silent.
  restartWatchdog(next);
  // The server sends 'ready' once it listens: from then on nothing is missed. After a failure, changes made while the
  // connection was down were missed (or the page's own first fetch failed), so everyone refetches.
  next.addEventListener('ready', () => {
    restartWatchdog(next);
    failures = 0;
    if (refetchOnReady) emit('reconnected');
    refetchOnReady = false;
  });
  next.addEventListener(HEARTBEAT_EVENT, () => restartWatchdog(next));
  next.addEventListener('message', () => restartWatchdog(next));
  for (const topic of CHANGE_TOPICS) {
    next.addEventListener(topic, () => {
      restartWatchdog(next);
      emit(topic);
    });
  }
  // EventSource would retry on its own at a fixed pace (and not at all after an HTTP error): back off as docs/product.md#limits says.
  next.addEventListener('error', () => fail(next));
}

function disconnect(): void {
  source?.close();
  source = null;
  stopWatchdog();
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
    if (source || retryTimer) refetchOnReady = true;
    disconnect();
  } else if (!source && !retryTimer && listeners.size > 0) {
    open();
  }
}

const tabIsHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Listens to the server's live changes on GET /api/events (docs/product.md#live-updates). One EventSource is shared by every
 * subscriber of the page, opened with the first and closed with the last, and closed while the tab is hidden (reopened,
 * with a 'reconnected' event, once it is visible again). A stream that fails, or stays silent for
 * {@link HEARTBEAT_TIMEOUT_MS}, is reopened after the back-off of docs/product.md#limits, and its next 'ready' emits 'reconnected'.
 * Returns the unsubscribe function.
 */
export function subscribeToServerEvents(listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  if (listeners.size === 0 && typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibilityChange);
  listeners.add(listener);
  if (!source && !retryTimer) {
    // Subscribed in a hidden tab: the stream opens once it is shown, and what changed until then is refetched.
    if (tabIsHidden()) refetchOnReady = true;
    else open();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibilityChange);
    disconnect();
    refetchOnReady = false;
  };
}
