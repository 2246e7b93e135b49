import { and, asc, count, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  FinishedSession,
  OpenSession,
  SessionRecord,
  SessionExercisePatch,
  SessionSetInput,
  TrainingPreferences,
  TrainingPreferencesInput,
  TrainingSession,
} from '@/shared/schemas/sessions';
import { TRAINING_MESSAGES } from '@/shared/training/messages';
import { DEFAULT_BAR_WEIGHT, DEFAULT_PLATES } from '@/shared/training/plates';
import { parsePlannedReps } from '@/shared/training/planned';
import { RECORD_KINDS, personalRecords, recordsBeaten, setVolumeKg, type RecordKind } from '@/shared/training/records';
import { SESSION_EXERCISES_MAX, SESSION_SETS_MAX } from '@/shared/training/sets';
import type { WeightUnit } from '@/shared/training/units';
import type { Database, Db } from '../../db/client';
import {
  exercises,
  trainingPreferences,
  trainingSessionExercises,
  trainingSessions,
  trainingSets,
  user,
  workoutExercises,
  workouts,
} from '../../db/schema';
import { AppError, Conflict, Invalid, LimitReached, NotFound, Unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { SignedInViewer } from '../../auth/viewer';
import { visibleTo } from '../exercises/exercises.service';
import { readSession, toSessionSet } from './session-read';

/**
 * The training log (docs/product.md#training-log): a member's sessions, their exercises and sets. Every function takes
 * the signed-in viewer and touches only that member's rows; another member's session answers exactly like a missing one
 * (404). Writes take the transaction `applyOnce` opened (idempotency.ts), so a write and its Idempotency-Key commit
 * together. Only an open session takes new sets; a finished one may still be corrected (its sets edited or removed).
 */

const sessionNotFound = () => new NotFound(TRAINING_MESSAGES.sessionNotFound);

/** The entry a set already belongs to, joined beside the entry a write names. */
const setEntries = alias(trainingSessionExercises, 'set_entries');

/** The unit the member logs in (docs/product.md#training-log): kg unless they chose lb. */
export async function weightUnitOf(tx: Db, userId: string): Promise<WeightUnit> {
  const [row] = await tx
    .select({ unit: trainingPreferences.weightUnit })
    .from(trainingPreferences)
    .where(eq(trainingPreferences.userId, userId));
  return (row?.unit as WeightUnit | undefined) ?? 'kg';
}

/** The preferences as the API answers them: the unit's standard bar and plates where the member chose none. */
function resolvedPreferences(
  row: { weightUnit: string; barWeight: number | null; plates: number[] | null } | undefined,
): TrainingPreferences {
  const weightUnit: WeightUnit = row?.weightUnit === 'lb' ? 'lb' : 'kg';
  return {
    weightUnit,
    barWeight: row?.barWeight ?? DEFAULT_BAR_WEIGHT[weightUnit],
    plates: [...(row?.plates ?? DEFAULT_PLATES[weightUnit])].sort((a, b) => b - a),
  };
}

/** GET /api/training-preferences: the unit, bar and plates (docs/product.md#plate-calculator). */
export async function getTrainingPreferences(database: Database, viewer: SignedInViewer): Promise<TrainingPreferences> {
  const [row] = await database.db.select().from(trainingPreferences).where(eq(trainingPreferences.userId, viewer.user.id));
  return resolvedPreferences(row);
}

/**
 * PUT /api/training-preferences: stores the member's unit, bar and plates (trainingPreferencesInputSchema says which
 * are kept when left out). Logged sets keep the unit they were entered in.
 */
export async function setTrainingPreferences(
  tx: Db,
  viewer: SignedInViewer,
  input: TrainingPreferencesInput,
): Promise<TrainingPreferences> {
  const [current] = await tx.select().from(trainingPreferences).where(eq(trainingPreferences.userId, viewer.user.id)).for('update');
  const unitChanged = (current?.weightUnit ?? 'kg') !== input.weightUnit;
  const values = {
    weightUnit: input.weightUnit,
    barWeight: input.barWeight !== undefined ? input.barWeight : unitChanged ? null : (current?.barWeight ?? null),
    plates: input.plates !== undefined ? input.plates : unitChanged ? null : (current?.plates ?? null),
  };
  const [row] = await tx
    .insert(trainingPreferences)
    .values({ userId: viewer.user.id, ...values })
    .onConflictDoUpdate({ target: trainingPreferences.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return resolvedPreferences(row);
}

/** The viewer's session row, locked for the rest of the transaction. @throws NotFound when missing or not theirs. */
async function lockSession(tx: Db, viewer: SignedInViewer, sessionId: string) {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const [session] = await tx
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, sessionId), eq(trainingSessions.userId, viewer.user.id)))
    .for('update');
  if (!session) throw sessionNotFound();
  return session;
}

/** {@link lockSession}, and it must be open. @throws Conflict when the session is finished. */
async function lockOpenSession(tx: Db, viewer: SignedInViewer, sessionId: string) {
  const session = await lockSession(tx, viewer, sessionId);
  if (session.finishedAt !== null) throw new Conflict(TRAINING_MESSAGES.sessionFinished);
  return session;
}

/** The session as read back inside the write's transaction. */
async function reread(tx: Db, viewer: SignedInViewer, sessionId: string): Promise<TrainingSession> {
  return (await readSession(tx, viewer, sessionId))!;
}

/**
 * Starts a session (docs/product.md#start-a-session): from one of the viewer's workouts, with each entry the viewer may
 * see in order and its planned sets prefilled (sets × reps read by parsePlannedReps, and the planned weight in its unit), or
 * empty (Quick Start). Entries the viewer can no longer see are left out. `id` may be chosen by the client.
 *
 * @throws Conflict (409 SESSION_IN_PROGRESS) when the viewer has an open session.
 * @throws NotFound when `workoutId` names no workout of the viewer.
 */
export async function startSession(
  tx: Db,
  viewer: SignedInViewer,
  input: { id?: string; workoutId: string | null },
): Promise<TrainingSession> {
  const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, viewer.user.id)).for('no key update');
  if (!owner) throw new Unauthorized();
  const [open] = await tx
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.userId, owner.id), isNull(trainingSessions.finishedAt)));
  if (open) throw new SessionInProgress();
  if (input.id) {
    const [taken] = await tx.select({ id: trainingSessions.id }).from(trainingSessions).where(eq(trainingSessions.id, input.id));
    if (taken) throw new Conflict('This session id is already in use.');
  }

  let name = 'Quick workout';
  let plan: Array<{ exerciseId: string; exerciseName: string; sets: number; reps: string; weight: number | null; weightUnit: string }> = [];
  if (input.workoutId !== null) {
    const [workout] = await tx
      .select({ id: workouts.id, name: workouts.name })
      .from(workouts)
      .where(and(eq(workouts.id, input.workoutId), eq(workouts.userId, owner.id)));
    if (!workout) throw new NotFound('Workout not found.');
    name = workout.name;
    plan = await tx
      .select({
        exerciseId: workoutExercises.exerciseId,
        exerciseName: exercises.exerciseName,
        sets: workoutExercises.sets,
        reps: workoutExercises.reps,
        weight: workoutExercises.weight,
        weightUnit: workoutExercises.weightUnit,
      })
      .from(workoutExercises)
      .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
      .where(and(eq(workoutExercises.workoutId, workout.id), visibleTo(viewer)))
      .orderBy(asc(workoutExercises.orderIndex));
  }
  const unit = await weightUnitOf(tx, owner.id);
  const [session] = await tx
    .insert(trainingSessions)
    .values({ ...(input.id ? { id: input.id } : {}), userId: owner.id, workoutId: input.workoutId, name })
    .returning({ id: trainingSessions.id });
  if (plan.length > 0) {
    const inserted = await tx
      .insert(trainingSessionExercises)
      .values(
        plan.map((entry, orderIndex) => ({
          sessionId: session!.id,
          userId: owner.id,
          exerciseId: entry.exerciseId,
          exerciseName: entry.exerciseName,
          orderIndex,
        })),
      )
      .returning({ id: trainingSessionExercises.id, orderIndex: trainingSessionExercises.orderIndex });
    const sets = inserted.flatMap(({ id, orderIndex }) => {
      const entry = plan[orderIndex]!;
      const reps = parsePlannedReps(entry.reps);
      return Array.from({ length: entry.sets }, (_, setIndex) => ({
        sessionExerciseId: id,
        setIndex,
        weight: entry.weight,
        weightUnit: entry.weight === null ? unit : (entry.weightUnit as WeightUnit),
        reps,
      }));
    });
    if (sets.length > 0) await tx.insert(trainingSets).values(sets);
  }
  return reread(tx, viewer, session!.id);
}

/** 409 SESSION_IN_PROGRESS: the member has an open session; GET /api/sessions/open names it (docs/product.md#start-a-session). */
export class SessionInProgress extends AppError {
  constructor() {
    super(409, 'SESSION_IN_PROGRESS', TRAINING_MESSAGES.sessionInProgress);
  }
}

/** The viewer's open session, if any (the "Workout in progress" bar). */
export async function openSession(database: Database, viewer: SignedInViewer): Promise<OpenSession> {
  const [open] = await database.db
    .select({ id: trainingSessions.id, name: trainingSessions.name, startedAt: trainingSessions.startedAt })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.userId, viewer.user.id), isNull(trainingSessions.finishedAt)));
  return { session: open ? { id: open.id, name: open.name, startedAt: open.startedAt.toISOString() } : null };
}

/** One of the viewer's sessions. @throws NotFound when missing or not theirs. */
export async function getSession(database: Database, viewer: SignedInViewer, sessionId: string): Promise<TrainingSession> {
  if (!isUuid(sessionId)) throw sessionNotFound();
  const session = await readSession(database.db, viewer, sessionId);
  if (!session) throw sessionNotFound();
  return session;
}

/** Renames a session or changes its notes. @throws NotFound when missing or not the viewer's. */
export async function patchSession(
  tx: Db,
  viewer: SignedInViewer,
  sessionId: string,
  input: { name?: string; notes?: string },
): Promise<TrainingSession> {
  const session = await lockSession(tx, viewer, sessionId);
  await tx
    .update(trainingSessions)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(trainingSessions.id, session.id));
  return reread(tx, viewer, session.id);
}

/**
 * Discards an open session or deletes a finished one, with its exercises and sets (ON DELETE CASCADE).
 * @throws NotFound when missing or not the viewer's.
 */
export async function deleteSession(tx: Db, viewer: SignedInViewer, sessionId: string): Promise<void> {
  const session = await lockSession(tx, viewer, sessionId);
  await tx.delete(trainingSessions).where(eq(trainingSessions.id, session.id));
}

/**
 * Appends an exercise the viewer may see to an open session, with one empty set in the member's unit.
 *
 * @throws NotFound when the session or the exercise is missing, not the viewer's, or not visible to them.
 * @throws Conflict when the session is finished; LimitReached at {@link SESSION_EXERCISES_MAX} exercises.
 */
export async function addSessionExercise(
  tx: Db,
  viewer: SignedInViewer,
  sessionId: string,
  input: { id?: string; exerciseId: string },
): Promise<TrainingSession> {
  const session = await lockOpenSession(tx, viewer, sessionId);
  const [exercise] = await tx
    .select({ id: exercises.id, name: exercises.exerciseName })
    .from(exercises)
    .where(and(eq(exercises.id, input.exerciseId), visibleTo(viewer)))
    .for('key share');
  if (!exercise) throw new NotFound('Exercise not found.');
  const [{ total, last } = { total: 0, last: null }] = await tx
    .select({ total: count(), last: max(trainingSessionExercises.orderIndex) })
    .from(trainingSessionExercises)
    .where(eq(trainingSessionExercises.sessionId, session.id));
  if (total >= SESSION_EXERCISES_MAX) throw new LimitReached(TRAINING_MESSAGES.tooManyExercises);
  if (input.id) {
    const [taken] = await tx
      .select({ id: trainingSessionExercises.id })
      .from(trainingSessionExercises)
      .where(eq(trainingSessionExercises.id, input.id));
    if (taken) throw new Conflict('This exercise entry id is already in use.');
  }
  const [entry] = await tx
    .insert(trainingSessionExercises)
    .values({
      ...(input.id ? { id: input.id } : {}),
      sessionId: session.id,
      userId: viewer.user.id,
      exerciseId: exercise.id,
      exerciseName: exercise.name,
      orderIndex: (last ?? -1) + 1,
    })
    .returning({ id: trainingSessionExercises.id });
  await tx.insert(trainingSets).values({ sessionExerciseId: entry!.id, setIndex: 0, weightUnit: await weightUnitOf(tx, viewer.user.id) });
  return reread(tx, viewer, session.id);
}

/** The viewer's session exercise in `session`. @throws NotFound. */
async function entryOf(tx: Db, sessionId: string, entryId: string) {
  if (!isUuid(entryId)) throw new NotFound(TRAINING_MESSAGES.exerciseNotInSession);
  const [entry] = await tx
    .select()
    .from(trainingSessionExercises)
    .where(and(eq(trainingSessionExercises.id, entryId), eq(trainingSessionExercises.sessionId, sessionId)));
  if (!entry) throw new NotFound(TRAINING_MESSAGES.exerciseNotInSession);
  return entry;
}

/**
 * Changes one exercise of a session (docs/product.md#the-live-session): its note, rest time and superset group; moves it
 * to `orderIndex` (the others keep their order around it); swaps it for `exerciseId`, keeping its sets, while none is
 * completed (the sets lifted were lifted on the other exercise).
 *
 * @throws NotFound when the session or entry is not the viewer's, or the exercise to swap in is not one they may see.
 * @throws Conflict when swapping in a finished session, or an exercise with completed sets.
 */
export async function patchSessionExercise(
  tx: Db,
  viewer: SignedInViewer,
  sessionId: string,
  entryId: string,
  input: SessionExercisePatch,
): Promise<TrainingSession> {
  const session = await lockSession(tx, viewer, sessionId);
  const entry = await entryOf(tx, session.id, entryId);
  const { orderIndex, exerciseId, ...fields } = input;
  const change: Partial<typeof trainingSessionExercises.$inferInsert> = { ...fields };
  if (exerciseId !== undefined && exerciseId !== entry.exerciseId) {
    if (session.finishedAt !== null) throw new Conflict(TRAINING_MESSAGES.sessionFinished);
    const [{ done } = { done: 0 }] = await tx
      .select({ done: count() })
      .from(trainingSets)
      .where(and(eq(trainingSets.sessionExerciseId, entry.id), isNotNull(trainingSets.completedAt)));
    if (done > 0) throw new Conflict(TRAINING_MESSAGES.swapCompleted);
    const [exercise] = await tx
      .select({ id: exercises.id, exerciseName: exercises.exerciseName })
      .from(exercises)
      .where(and(eq(exercises.id, exerciseId), visibleTo(viewer)));
    if (!exercise) throw new NotFound('Exercise not found.');
    change.exerciseId = exercise.id;
    change.exerciseName = exercise.exerciseName;
  }
  if (Object.keys(change).length > 0)
    await tx.update(trainingSessionExercises).set(change).where(eq(trainingSessionExercises.id, entry.id));
  if (orderIndex !== undefined) {
    const order = await tx
      .select({ id: trainingSessionExercises.id })
      .from(trainingSessionExercises)
      .where(eq(trainingSessionExercises.sessionId, session.id))
      .orderBy(asc(trainingSessionExercises.orderIndex));
    const ids = order.map((row) => row.id).filter((id) => id !== entry.id);
    ids.splice(Math.min(orderIndex, ids.length), 0, entry.id);
    for (const [index, id] of ids.entries()) {
      await tx.update(trainingSessionExercises).set({ orderIndex: index }).where(eq(trainingSessionExercises.id, id));
    }
  }
  return reread(tx, viewer, session.id);
}

/** Removes an exercise and its sets from a session. @throws NotFound. */
export async function removeSessionExercise(tx: Db, viewer: SignedInViewer, sessionId: string, entryId: string): Promise<void> {
  const session = await lockSession(tx, viewer, sessionId);
  const entry = await entryOf(tx, session.id, entryId);
  await tx.delete(trainingSessionExercises).where(eq(trainingSessionExercises.id, entry.id));
}

/**
 * Writes one set whole (docs/product.md#the-live-session): creates it when `setId` is new, replaces it otherwise — so a
 * retried write lands once whatever its key. The same set changed on two devices keeps the write the server received
 * last (docs/architecture.md#idempotent-writes). A set of an exercise the viewer can no longer see is refused; a set of a
 * finished session may be corrected but not added.
 *
 * @throws NotFound when the session, the exercise entry or (for a finished session) the set is missing or not the viewer's.
 * @throws Conflict when a new set would join a finished session; LimitReached beyond {@link SESSION_SETS_MAX} sets.
 * @throws Invalid (422) when a set of a finished session would be un-completed: a correction keeps it logged.
 */
export async function putSessionSet(
  tx: Db,
  viewer: SignedInViewer,
  sessionId: string,
  setId: string,
  input: SessionSetInput,
): Promise<{ created: boolean; set: ReturnType<typeof toSessionSet> }> {
  if (!isUuid(setId)) throw new NotFound(TRAINING_MESSAGES.setNotFound);
  if (!isUuid(sessionId)) throw sessionNotFound();
  if (!isUuid(input.sessionExerciseId)) throw new NotFound(TRAINING_MESSAGES.exerciseNotInSession);
  // One statement locks the session (as lockSession does) and reads the entry, whether its exercise is visible, and the
  // set with the entry it is in when that entry is this session's: the lock is held for this read, the write and the
  // commit only — a member's writes to one session queue on it.
  const [found] = await tx
    .select({
      finishedAt: trainingSessions.finishedAt,
      entryId: trainingSessionExercises.id,
      entryExerciseId: trainingSessionExercises.exerciseId,
      visibleExerciseId: exercises.id,
      existingId: trainingSets.id,
      existingEntryId: trainingSets.sessionExerciseId,
      existingCompletedAt: trainingSets.completedAt,
      existingEntryInSession: setEntries.id,
    })
    .from(trainingSessions)
    .leftJoin(
      trainingSessionExercises,
      and(eq(trainingSessionExercises.id, input.sessionExerciseId), eq(trainingSessionExercises.sessionId, trainingSessions.id)),
    )
    .leftJoin(exercises, and(eq(exercises.id, trainingSessionExercises.exerciseId), visibleTo(viewer)))
    .leftJoin(trainingSets, eq(trainingSets.id, setId))
    .leftJoin(setEntries, and(eq(setEntries.id, trainingSets.sessionExerciseId), eq(setEntries.sessionId, trainingSessions.id)))
    .where(and(eq(trainingSessions.id, sessionId), eq(trainingSessions.userId, viewer.user.id)))
    .for('update', { of: trainingSessions });
  if (!found) throw sessionNotFound();
  if (found.entryId === null) throw new NotFound(TRAINING_MESSAGES.exerciseNotInSession);
  if (found.entryExerciseId !== null && found.visibleExerciseId === null) throw new NotFound('Exercise not found.');
  const session = { finishedAt: found.finishedAt };
  const entry = { id: found.entryId };
  const existing = found.existingId === null ? undefined : { completedAt: found.existingCompletedAt };
  // A set of another session (another member's included) is not found here.
  if (existing && found.existingEntryInSession === null) throw new NotFound(TRAINING_MESSAGES.setNotFound);
  if (session.finishedAt !== null && !input.completed) throw new Invalid(TRAINING_MESSAGES.finishedSetsStayCompleted);
  if (!existing) {
    if (session.finishedAt !== null) throw new Conflict(TRAINING_MESSAGES.sessionFinished);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(trainingSets)
      .where(eq(trainingSets.sessionExerciseId, entry.id));
    if (total >= SESSION_SETS_MAX) throw new LimitReached(TRAINING_MESSAGES.tooManySets);
  }
  const values = {
    sessionExerciseId: entry.id,
    setIndex: input.setIndex,
    setType: input.setType,
    weight: input.weight,
    weightUnit: input.weightUnit,
    reps: input.reps,
    rpe: input.rpe,
    completedAt: input.completed ? (existing?.completedAt ?? sql`now()`) : null,
  };
  const [row] = existing
    ? await tx.update(trainingSets).set(values).where(eq(trainingSets.id, setId)).returning()
    : await tx
        .insert(trainingSets)
        .values({ id: setId, ...values })
        .returning();
  return { created: !existing, set: toSessionSet(row!) };
}

/** Removes a set. @throws NotFound when the session or set is missing or not the viewer's. */
export async function deleteSessionSet(tx: Db, viewer: SignedInViewer, sessionId: string, setId: string): Promise<void> {
  if (!isUuid(setId)) throw new NotFound(TRAINING_MESSAGES.setNotFound);
  const session = await lockSession(tx, viewer, sessionId);
  const deleted = await tx
    .delete(trainingSets)
    .where(
      and(
        eq(trainingSets.id, setId),
        sql`${trainingSets.sessionExerciseId} in (select id from training_session_exercises where session_id = ${session.id})`,
      ),
    )
    .returning({ id: trainingSets.id });
  if (deleted.length === 0) throw new NotFound(TRAINING_MESSAGES.setNotFound);
}

/**
 * Finishes an open session (docs/product.md#finish-workout): sets not completed are dropped, and exercises left without
 * sets; the summary gives the duration, completed sets, volume in kg × reps (warm-ups excluded) and the personal records
 * the session set, each at the session's best.
 *
 * @throws NotFound when missing or not the viewer's; Conflict when already finished.
 * @throws Invalid (422) when no set is completed (TRAINING_MESSAGES.nothingCompleted): finish or discard, not both.
 */
export async function finishSession(tx: Db, viewer: SignedInViewer, sessionId: string): Promise<FinishedSession> {
  const session = await lockOpenSession(tx, viewer, sessionId);
  const before = await reread(tx, viewer, session.id);
  const completed = before.exercises.flatMap((entry) => entry.sets.filter((set) => set.completed));
  if (completed.length === 0) throw new Invalid(TRAINING_MESSAGES.nothingCompleted);
  await tx.execute(
    sql`delete from training_sets where completed_at is null and session_exercise_id in (select id from training_session_exercises where session_id = ${session.id})`,
  );
  await tx.execute(
    sql`delete from training_session_exercises e where e.session_id = ${session.id} and not exists (select 1 from training_sets s where s.session_exercise_id = e.id)`,
  );
  await tx
    .update(trainingSessions)
    .set({ finishedAt: sql`greatest(now(), ${trainingSessions.startedAt})`, updatedAt: sql`now()` })
    .where(eq(trainingSessions.id, session.id));
  const finished = await reread(tx, viewer, session.id);

  const records: SessionRecord[] = [];
  for (const entry of before.exercises) {
    const sets = entry.sets.filter((set) => set.completed);
    // Each record at the best of the sets that beat it: a lighter set with more reps is no heaviest-weight record.
    const best = new Map<RecordKind, number>();
    for (const set of sets) {
      const mine = personalRecords([set]);
      const value: Record<RecordKind, number | null> = {
        heaviestWeight: mine.heaviestWeightKg,
        bestE1rm: mine.bestE1rmKg,
        mostReps: mine.mostReps,
        bestSetVolume: mine.bestSetVolumeKg,
      };
      for (const kind of recordsBeaten(entry.records, set)) best.set(kind, Math.max(best.get(kind) ?? 0, value[kind] ?? 0));
    }
    for (const kind of RECORD_KINDS) {
      const value = best.get(kind);
      if (value !== undefined) records.push({ exerciseName: entry.exerciseName, kind, value });
    }
  }
  const startedAt = Date.parse(finished.startedAt);
  const finishedAt = Date.parse(finished.finishedAt!);
  return {
    session: finished,
    summary: {
      durationSeconds: Math.max(0, Math.round((finishedAt - startedAt) / 1000)),
      completedSets: completed.length,
      volumeKg: Math.round(completed.reduce((sum, set) => sum + setVolumeKg(set), 0) * 100) / 100,
      records,
    },
  };
}
