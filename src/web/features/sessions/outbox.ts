import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import type { TrainingSession } from '@/shared/schemas/sessions';
import type { SessionWrite } from './session-writes';

/**
 * The training log's outbox (docs/decisions/0029-training-log-outbox.md, docs/product.md#offline): every change of a
 * live session is first stored in IndexedDB (through idb), then sent in the order it was made, each with its own
 * Idempotency-Key. A change the network lost stays stored and is sent again — when the page asks (after each change),
 * when the browser says it is back online, every {@link RETRY_MS} while some wait, and when a page with an open session
 * starts — so a set logged in a basement still lands, once, even after the tab was closed. Only the signed-in member's
 * changes are sent (another member may sign in on the same device). What the server refuses is dropped and reported.
 */

/** One stored change: the write, whose it is, and its place in the queue (IndexedDB's key, in the order stored). */
export type OutboxEntry = SessionWrite & { seq?: number; userId: string };

/**
 * What the page shows: how many changes wait, whether the last try found the network gone, and whether what waited
 * while offline has all been sent since (until the next change).
 */
export type OutboxState = { pending: number; offline: boolean; synced: boolean };

/** Waits between tries while changes wait and no 'online' event came. */
export const RETRY_MS = 10_000;

/** A session as the page last showed it, unsent changes included, kept for opening it again without a network. */
type SessionCopy = { userId: string; session: TrainingSession };

interface OutboxSchema extends DBSchema {
  writes: { key: number; value: OutboxEntry };
  sessions: { key: string; value: SessionCopy };
}

const DB_NAME = 'equipped-outbox';
let opened: Promise<IDBPDatabase<OutboxSchema>> | null = null;
const database = () =>
  (opened ??= openDB<OutboxSchema>(DB_NAME, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
      if (oldVersion < 2) db.createObjectStore('sessions');
    },
  }));

let state: OutboxState = { pending: 0, offline: false, synced: false };
const listeners = new Set<() => void>();
function setState(change: Partial<OutboxState>) {
  const next = { ...state, ...change };
  if (next.pending === state.pending && next.offline === state.offline && next.synced === state.synced) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The outbox's state now (for useSyncExternalStore). */
export const outboxState = (): OutboxState => state;

/** Calls `listener` on each change of {@link outboxState}; returns the unsubscribe. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Told of each stored change the server refused (4xx), after it is dropped. */
type RefusalListener = (entry: OutboxEntry, error: ApiError) => void;
const refusalListeners = new Set<RefusalListener>();

/** Calls `listener` for each refused change; returns the unsubscribe. */
export function onOutboxRefusal(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/** The callers waiting on a change sent from this page, by its Idempotency-Key. */
const waiting = new Map<string, { resolve: (answer: unknown) => void; reject: (error: unknown) => void }>();

/**
 * Stores `entry` and starts sending. Resolves with the server's answer once it is applied — which, offline, may be much
 * later — and rejects with the server's refusal (ApiError, 4xx).
 */
export async function enqueue<T>(entry: OutboxEntry): Promise<T> {
  const answer = new Promise<T>((resolve, reject) => waiting.set(entry.key, { resolve: resolve as (answer: unknown) => void, reject }));
  // IndexedDB numbers it: a `seq` present, even undefined, would be refused as a key.
  const { seq: _seq, ...stored } = entry;
  await (await database()).add('writes', stored);
  setState({ pending: state.pending + 1, synced: false });
  void flushOutbox(entry.userId);
  return answer;
}

let flushing: Promise<void> | null = null;
let askedAgain = false;

/**
 * Sends `userId`'s stored changes in order until none is left or the network fails; one flush at a time (a call during
 * one makes it look again when done). A 5xx or a lost connection keeps the change for the next try.
 */
export function flushOutbox(userId: string): Promise<void> {
  if (flushing) {
    askedAgain = true;
    return flushing;
  }
  flushing = (async () => {
    do {
      askedAgain = false;
      await drain(userId);
    } while (askedAgain);
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

async function drain(userId: string): Promise<void> {
  const db = await database();
  for (;;) {
    const mine = (await db.getAll('writes')).filter((entry) => entry.userId === userId);
    const next = mine[0];
    setState({ pending: mine.length });
    if (!next) {
      // "Synced" once what waited while offline has gone.
      if (state.offline) setState({ offline: false, synced: true });
      return;
    }
    try {
      const answer = await apiFetch<unknown>(next.path, { method: next.method, json: next.json, headers: { 'Idempotency-Key': next.key } });
      await db.delete('writes', next.seq!);
      waiting.get(next.key)?.resolve(answer);
      waiting.delete(next.key);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
        setState({ offline: !(error instanceof ApiError) || error.status === 0 });
        return;
      }
      await db.delete('writes', next.seq!);
      const waiter = waiting.get(next.key);
      waiting.delete(next.key);
      if (waiter) waiter.reject(error);
      else for (const listener of refusalListeners) listener(next, error);
    }
  }
}

/** Whether `userId` has stored changes not yet sent; with `pathPrefix`, only changes whose path starts with it. */
export async function hasPendingWrites(userId: string, pathPrefix = ''): Promise<boolean> {
  return (await (await database()).getAll('writes')).some((entry) => entry.userId === userId && entry.path.startsWith(pathPrefix));
}

/**
 * Keeps `session` as the page shows it (unsent changes included) in IndexedDB, under its member, so the session page
 * opens with it when the network is gone or changes still wait (docs/decisions/0030-installable-app.md). One copy per
 * session, replaced on each change.
 */
export async function keepSessionCopy(userId: string, session: TrainingSession): Promise<void> {
  await (await database()).put('sessions', { userId, session }, session.id);
}

/** `userId`'s kept copy of session `sessionId`, or undefined (none kept, or another member's). */
export async function readSessionCopy(userId: string, sessionId: string): Promise<TrainingSession | undefined> {
  const copy = await (await database()).get('sessions', sessionId);
  return copy?.userId === userId ? copy.session : undefined;
}

/** Drops the kept copy of `sessionId` (it was finished, discarded or deleted). */
export async function forgetSessionCopy(sessionId: string): Promise<void> {
  await (await database()).delete('sessions', sessionId);
}

/**
 * Keeps `userId`'s outbox flowing while a page with an open session is shown: a flush now, on each 'online' event and
 * every {@link RETRY_MS} while changes wait. Returns the stop.
 */
export function keepOutboxFlowing(userId: string): () => void {
  const flush = () => void flushOutbox(userId);
  flush();
  window.addEventListener('online', flush);
  const timer = window.setInterval(() => state.pending > 0 && flush(), RETRY_MS);
  return () => {
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
  };
}
