import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { toast } from 'sonner';
import type { FinishedSession, SessionExercisePatch, SessionSet, TrainingSession } from '@/shared/schemas/sessions';
import type { WeightUnit } from '@/shared/training/units';
import { sessionsKeys } from '@/web/api/open-session';
import { useRequiredMe } from '@/web/api/get-me';
import { getSession, sessionQueryOptions, takeEarlySessionRead } from '@/web/api/sessions';
import { ApiError } from '@/web/lib/api-client';
import {
  enqueue,
  flushOutbox,
  forgetSessionCopy,
  hasPendingWrites,
  keepOutboxFlowing,
  keepSessionCopy,
  onOutboxRefusal,
  readSessionCopy,
} from './outbox';
import { SESSION_TEXT } from './session-messages';
import { type SessionWrite, sendSessionWrite, sessionWrite } from './session-writes';

/** The page's view of one set as it is written: everything but the id. */
export type SetValues = Omit<SessionSet, 'id'>;

/**
 * One open session as the session page edits it (docs/product.md#the-live-session): the page shows the cached session at
 * once and changes it in place, and each change goes to the outbox (outbox.ts: stored on the device, then sent in the
 * order the member made them, each once by its Idempotency-Key), so a set logged offline is kept and lands later. A
 * change the server refuses says so and reloads the session as the server has it. Adding an exercise, finishing and
 * discarding need the server's answer: they wait for the outbox to empty and say so when the device is offline.
 */
export function useSessionLog(sessionId: string) {
  const queryClient = useQueryClient();
  const userId = useRequiredMe().user.id;
  const base = `/api/sessions/${encodeURIComponent(sessionId)}`;
  // Changes not yet sent live only in this cache and its copy on the device: a refetch on reconnect must not replace
  // them with the server's copy.
  const query = useQuery({
    ...sessionQueryOptions(sessionId),
    queryFn: ({ signal }) => readSession(userId, sessionId, base, signal),
    refetchOnReconnect: false,
  });
  const key = useMemo(() => sessionsKeys.detail(sessionId), [sessionId]);

  // What the page shows is kept on the device after each change, for opening it again without a network.
  useEffect(() => {
    if (query.data) void keepSessionCopy(userId, query.data).catch(() => undefined);
  }, [userId, query.data]);

  const refused = useCallback(
    (error: unknown, failure: string = SESSION_TEXT.saveFailed) => {
      toast.error(failure, { description: error instanceof ApiError ? error.message : undefined });
      void queryClient.invalidateQueries({ queryKey: key });
    },
    [queryClient, key],
  );

  // Changes stored before the page was (re)opened are sent now; one the server refuses reloads the session.
  useEffect(() => keepOutboxFlowing(userId), [userId]);
  useEffect(() => onOutboxRefusal((_, error) => refused(error)), [refused]);

  const update = useCallback(
    (change: (session: TrainingSession) => TrainingSession) =>
      queryClient.setQueryData<TrainingSession>(key, (old) => (old ? change(old) : old)),
    [queryClient, key],
  );

  /** Stores and sends `write`; a refusal toasts and reloads the session. Resolves with the answer, or undefined when refused. */
  const send = useCallback(
    <T>(write: SessionWrite, failure: string = SESSION_TEXT.saveFailed): Promise<T | undefined> =>
      enqueue<T>({ ...write, userId }).catch((error: unknown) => {
        refused(error, failure);
        return undefined;
      }),
    [userId, refused],
  );

  /**
   * Sends `write` once every stored change has gone, and answers the server's reply.
   * @throws ApiError NETWORK_ERROR (status 0) with {@link SESSION_TEXT.offlineNeeded} while changes cannot be sent; the server's refusal.
   */
  const sendAfterOutbox = useCallback(
    async <T>(write: SessionWrite): Promise<T> => {
      await flushOutbox(userId);
      if (await hasPendingWrites(userId)) throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: SESSION_TEXT.offlineNeeded });
      return sendSessionWrite<T>(write);
    },
    [userId],
  );

  const saveSet = useCallback(
    (entryId: string, set: SessionSet) => {
      update((session) => ({
        ...session,
        exercises: session.exercises.map((entry) =>
          entry.id === entryId ? { ...entry, sets: entry.sets.map((old) => (old.id === set.id ? set : old)) } : entry,
        ),
      }));
      const { id, ...values } = set;
      return send<SessionSet>(sessionWrite('PUT', `${base}/sets/${encodeURIComponent(id)}`, { sessionExerciseId: entryId, ...values }));
    },
    [base, send, update],
  );

  /** A new set after the last one, with its weight, reps and type (as Strong and Hevy do), not completed. */
  const addSet = useCallback(
    (entryId: string, unit: WeightUnit) => {
      const entry = queryClient.getQueryData<TrainingSession>(key)?.exercises.find((item) => item.id === entryId);
      if (!entry) return;
      const last = entry.sets.at(-1);
      const set: SessionSet = {
        id: crypto.randomUUID(),
        setIndex: (last?.setIndex ?? -1) + 1,
        setType: last?.setType === 'warmup' ? 'normal' : (last?.setType ?? 'normal'),
        weight: last?.weight ?? null,
        weightUnit: last?.weightUnit ?? unit,
        reps: last?.reps ?? null,
        rpe: null,
        completed: false,
      };
      update((session) => ({
        ...session,
        exercises: session.exercises.map((item) => (item.id === entryId ? { ...item, sets: [...item.sets, set] } : item)),
      }));
      const { id, ...values } = set;
      void send(sessionWrite('PUT', `${base}/sets/${encodeURIComponent(id)}`, { sessionExerciseId: entryId, ...values }));
    },
    [base, key, queryClient, send, update],
  );

  const removeSet = useCallback(
    (entryId: string, setId: string) => {
      update((session) => ({
        ...session,
        exercises: session.exercises.map((entry) =>
          entry.id === entryId ? { ...entry, sets: entry.sets.filter((set) => set.id !== setId) } : entry,
        ),
      }));
      void send(sessionWrite('DELETE', `${base}/sets/${encodeURIComponent(setId)}`));
    },
    [base, send, update],
  );

  const addExercise = useCallback(
    async (exerciseId: string) => {
      try {
        queryClient.setQueryData(key, await sendAfterOutbox<TrainingSession>(sessionWrite('POST', `${base}/exercises`, { exerciseId })));
        return true;
      } catch (error) {
        toast.error(SESSION_TEXT.saveFailed, { description: error instanceof ApiError ? error.message : undefined });
        return false;
      }
    },
    [base, key, queryClient, sendAfterOutbox],
  );

  const removeExercise = useCallback(
    (entryId: string) => {
      update((session) => ({ ...session, exercises: session.exercises.filter((entry) => entry.id !== entryId) }));
      void send(sessionWrite('DELETE', `${base}/exercises/${encodeURIComponent(entryId)}`));
    },
    [base, send, update],
  );

  /** Changes an exercise's note, rest time or superset group: on the page at once, then through the outbox. */
  const patchExercise = useCallback(
    (entryId: string, change: Pick<SessionExercisePatch, 'notes' | 'restSeconds' | 'supersetGroup'>) => {
      update((session) => ({
        ...session,
        exercises: session.exercises.map((entry) => (entry.id === entryId ? { ...entry, ...change } : entry)),
      }));
      void send(sessionWrite('PATCH', `${base}/exercises/${encodeURIComponent(entryId)}`, change));
    },
    [base, send, update],
  );

  /** Moves an exercise to `orderIndex` (0-based), the others keeping their order around it. */
  const moveExercise = useCallback(
    (entryId: string, orderIndex: number) => {
      update((session) => {
        const moving = session.exercises.find((entry) => entry.id === entryId);
        if (!moving) return session;
        const rest = session.exercises.filter((entry) => entry.id !== entryId);
        rest.splice(orderIndex, 0, moving);
        return { ...session, exercises: rest.map((entry, index) => ({ ...entry, orderIndex: index })) };
      });
      void send(sessionWrite('PATCH', `${base}/exercises/${encodeURIComponent(entryId)}`, { orderIndex }));
    },
    [base, send, update],
  );

  /**
   * Swaps an exercise for another, keeping its sets: the server names it and reads its last time and records, so this
   * needs the network (sendAfterOutbox). Answers whether it was swapped; a refusal is toasted.
   */
  const swapExercise = useCallback(
    async (entryId: string, exerciseId: string) => {
      try {
        const path = `${base}/exercises/${encodeURIComponent(entryId)}`;
        queryClient.setQueryData(key, await sendAfterOutbox<TrainingSession>(sessionWrite('PATCH', path, { exerciseId })));
        return true;
      } catch (error) {
        toast.error(SESSION_TEXT.saveFailed, { description: error instanceof ApiError ? error.message : undefined });
        return false;
      }
    },
    [base, key, queryClient, sendAfterOutbox],
  );

  /** The History page's list and training days read again (not this session: the page still shows it). */
  const refreshHistory = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [...sessionsKeys.all, 'list'] });
    void queryClient.invalidateQueries({ queryKey: [...sessionsKeys.all, 'calendar'] });
  }, [queryClient]);

  /** Finishes the session after every stored change. @throws ApiError offline, or the server's refusal (e.g. nothing completed). */
  const finish = useCallback(async (): Promise<FinishedSession> => {
    const answer = await sendAfterOutbox<FinishedSession>(sessionWrite('POST', `${base}/finish`));
    queryClient.setQueryData(key, answer.session);
    void queryClient.invalidateQueries({ queryKey: sessionsKeys.open() });
    refreshHistory();
    return answer;
  }, [base, key, queryClient, refreshHistory, sendAfterOutbox]);

  // A finished session is the server's: its copy on the device is no longer needed to open it offline.
  const finished = Boolean(query.data?.finishedAt);
  useEffect(() => {
    if (finished) void forgetSessionCopy(sessionId).catch(() => undefined);
  }, [finished, sessionId]);

  /**
   * Discards the session. Its cached copy is left to expire once no page shows it: removing it while the page still
   * shows it would only make the page ask the server for it again.
   * @throws ApiError when the server refuses.
   */
  const discard = useCallback(async () => {
    await sendAfterOutbox<void>(sessionWrite('DELETE', base));
    void forgetSessionCopy(sessionId).catch(() => undefined);
    queryClient.setQueryData(sessionsKeys.open(), { session: null });
    refreshHistory();
  }, [base, queryClient, refreshHistory, sendAfterOutbox, sessionId]);

  return { query, saveSet, addSet, removeSet, addExercise, removeExercise, patchExercise, moveExercise, swapExercise, finish, discard };
}

export type SessionLog = ReturnType<typeof useSessionLog>;

/**
 * The session as the page should open it: the copy kept on the device while changes to it still wait in the outbox
 * (the server's would not have them yet), else the server's; when the network is gone, the kept copy if there is one
 * (docs/decisions/0030-installable-app.md).
 * @throws ApiError the server's refusal (404: not this member's), or NETWORK_ERROR offline with no copy kept.
 */
async function readSession(userId: string, sessionId: string, base: string, signal: AbortSignal): Promise<TrainingSession> {
  // A read the route started ahead of the page is the server's answer all the same; taken (and so forgotten) first.
  const early = takeEarlySessionRead(sessionId);
  const copy = await readSessionCopy(userId, sessionId).catch(() => undefined);
  if (copy && (await hasPendingWrites(userId, `${base}/`))) return copy;
  try {
    return await (early ?? getSession(sessionId, signal));
  } catch (error) {
    if (copy && error instanceof ApiError && error.status === 0) return copy;
    throw error;
  }
}
