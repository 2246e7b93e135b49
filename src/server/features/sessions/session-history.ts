import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import {
  EXERCISE_HISTORY_RECENT,
  type ExerciseHistory,
  type PreviousSet,
  type SessionCalendar,
  type SessionList,
  type SessionSummary,
} from '@/shared/schemas/sessions';
import { epleyE1rm, personalRecords, setVolumeKg } from '@/shared/training/records';
import type { SetType } from '@/shared/training/sets';
import { KG_PER_LB, toKilograms, type WeightUnit } from '@/shared/training/units';
import type { Database } from '../../db/client';
import { exercises, trainingSessionExercises, trainingSessions, trainingSets } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { SignedInViewer } from '../../auth/viewer';

/**
 * What the member's finished sessions add up to (docs/product.md#history, docs/product.md#exercise-history). Reads only
 * the member's own rows, a page or one exercise at a time: a member with a thousand sessions reads twenty.
 */

/** Most training days the calendar strip asks for at once (a year of daily sessions). */
const CALENDAR_MAX = 400;

/**
 * A page of the viewer's finished sessions, newest first, started before `before` (the previous page's `nextBefore`).
 * Each with its duration, completed sets, volume (kg × reps, warm-ups left out) and exercise names in order.
 */
export async function listSessions(
  database: Database,
  viewer: SignedInViewer,
  query: { before?: string; limit: number },
): Promise<SessionList> {
  // One statement: each session of the page with its exercise names, completed sets and volume read by correlated
  // subqueries over the member's own rows (the entries by session, the sets by entry: both indexed). The volume is
  // setVolumeKg's rule in SQL — a completed set that is not a warm-up, with at least one rep, its weight in kg (no
  // weight counts 0) times its reps — which src/server/features/sessions/session-history.api.test.ts checks against it.
  const completed = and(
    eq(trainingSessionExercises.sessionId, trainingSessions.id),
    eq(trainingSets.sessionExerciseId, trainingSessionExercises.id),
    isNotNull(trainingSets.completedAt),
  );
  const rows = await database.db
    .select({
      id: trainingSessions.id,
      name: trainingSessions.name,
      startedAt: trainingSessions.startedAt,
      finishedAt: trainingSessions.finishedAt,
      exercises: sql<
        string[] | null
      >`(select array_agg(${trainingSessionExercises.exerciseName} order by ${trainingSessionExercises.orderIndex})
        from ${trainingSessionExercises} where ${eq(trainingSessionExercises.sessionId, trainingSessions.id)})`,
      completedSets: sql<number>`(select count(*)::int from ${trainingSessionExercises}, ${trainingSets} where ${completed})`,
      volumeKg: sql<string | null>`(select sum(case when ${trainingSets.setType} <> 'warmup' and ${trainingSets.reps} >= 1
          then coalesce(case ${trainingSets.weightUnit} when 'kg' then ${trainingSets.weight} else ${trainingSets.weight} * ${sql.raw(String(KG_PER_LB))} end, 0) * ${trainingSets.reps}
          else 0 end)
        from ${trainingSessionExercises}, ${trainingSets} where ${completed})`,
    })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.userId, viewer.user.id),
        isNotNull(trainingSessions.finishedAt),
        query.before ? lt(trainingSessions.startedAt, new Date(query.before)) : undefined,
      ),
    )
    .orderBy(desc(trainingSessions.startedAt))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const items: SessionSummary[] = page.map((session) => ({
    id: session.id,
    name: session.name,
    startedAt: session.startedAt.toISOString(),
    finishedAt: session.finishedAt!.toISOString(),
    durationSeconds: Math.max(0, Math.round((session.finishedAt!.getTime() - session.startedAt.getTime()) / 1000)),
    completedSets: Number(session.completedSets),
    volumeKg: Math.round(Number(session.volumeKg ?? 0) * 100) / 100,
    exercises: session.exercises ?? [],
  }));
  return { items, nextBefore: rows.length > query.limit ? page.at(-1)!.startedAt.toISOString() : null };
}

/** When each of the viewer's finished sessions since `since` started, oldest first (at most {@link CALENDAR_MAX}). */
export async function sessionCalendar(database: Database, viewer: SignedInViewer, since: string): Promise<SessionCalendar> {
  const rows = await database.db
    .select({ startedAt: trainingSessions.startedAt })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.userId, viewer.user.id),
        isNotNull(trainingSessions.finishedAt),
        gte(trainingSessions.startedAt, new Date(since)),
      ),
    )
    .orderBy(asc(trainingSessions.startedAt))
    .limit(CALENDAR_MAX);
  return { startedAt: rows.map((row) => row.startedAt.toISOString()) };
}

/**
 * The viewer's history of one exercise (docs/product.md#exercise-history): a point per finished session with it, oldest
 * first (its best e1RM and volume, kg), the newest {@link EXERCISE_HISTORY_RECENT} sessions with their completed sets,
 * the records over all of them, and the best set (the best e1RM, or the most reps when none has load). An exercise the
 * viewer cannot see is not found, like anywhere else; one they logged and can no longer see is read from the sessions by
 * its id all the same — it is theirs. One read of the sets, in order; the answer carries the sets of five sessions, not
 * of every one.
 *
 * @throws NotFound when `exerciseId` is not a uuid or names no exercise the viewer can see or has logged.
 */
export async function exerciseHistory(database: Database, viewer: SignedInViewer, exerciseId: string): Promise<ExerciseHistory> {
  if (!isUuid(exerciseId)) throw new NotFound('Exercise not found.');
  const db = database.db;
  const rows = await db
    .select({
      sessionId: trainingSessions.id,
      sessionName: trainingSessions.name,
      startedAt: trainingSessions.startedAt,
      setType: trainingSets.setType,
      weight: trainingSets.weight,
      weightUnit: trainingSets.weightUnit,
      reps: trainingSets.reps,
      rpe: trainingSets.rpe,
    })
    .from(trainingSessionExercises)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingSessionExercises.sessionId))
    .innerJoin(trainingSets, eq(trainingSets.sessionExerciseId, trainingSessionExercises.id))
    .where(
      and(
        eq(trainingSessionExercises.userId, viewer.user.id),
        eq(trainingSessionExercises.exerciseId, exerciseId),
        isNotNull(trainingSessions.finishedAt),
        isNotNull(trainingSets.completedAt),
      ),
    )
    .orderBy(asc(trainingSessions.startedAt), asc(trainingSessionExercises.orderIndex), asc(trainingSets.setIndex));
  if (rows.length === 0) {
    const [exercise] = await db
      .select({ id: exercises.id, isSample: exercises.isSample })
      .from(exercises)
      .where(eq(exercises.id, exerciseId));
    if (!exercise || !(viewer.canSeeFullCatalogue || exercise.isSample)) throw new NotFound('Exercise not found.');
  }
  const points: ExerciseHistory['points'] = [];
  const sessionSets: Array<ExerciseHistory['recent'][number]['sets']> = [];
  const names: string[] = [];
  const all: PreviousSet[] = [];
  for (const row of rows) {
    let point = points.at(-1);
    if (!point || point.sessionId !== row.sessionId) {
      point = { sessionId: row.sessionId, startedAt: row.startedAt.toISOString(), bestE1rmKg: null, volumeKg: 0 };
      points.push(point);
      sessionSets.push([]);
      names.push(row.sessionName);
    }
    const set = { setType: row.setType as SetType, weight: row.weight, weightUnit: row.weightUnit as WeightUnit, reps: row.reps };
    sessionSets.at(-1)!.push({ ...set, rpe: row.rpe });
    all.push(set);
    point.volumeKg += setVolumeKg(set);
    const e1rm =
      set.setType === 'warmup' || set.weight === null || set.reps === null
        ? null
        : epleyE1rm(toKilograms(set.weight, set.weightUnit), set.reps);
    if (e1rm !== null) point.bestE1rmKg = Math.max(point.bestE1rmKg ?? 0, e1rm);
  }
  for (const point of points) {
    point.volumeKg = Math.round(point.volumeKg * 100) / 100;
    if (point.bestE1rmKg !== null) point.bestE1rmKg = Math.round(point.bestE1rmKg * 100) / 100;
  }
  const recent: ExerciseHistory['recent'] = [];
  for (let index = points.length - 1; index >= 0 && recent.length < EXERCISE_HISTORY_RECENT; index -= 1) {
    recent.push({
      sessionId: points[index]!.sessionId,
      sessionName: names[index]!,
      startedAt: points[index]!.startedAt,
      sets: sessionSets[index]!,
    });
  }
  return { exerciseId, records: personalRecords(all), bestSet: bestSetOf(all), points, recent };
}

/** The set with the best e1RM; when none has load, the one with the most reps; null when none counts. */
function bestSetOf(sets: ReadonlyArray<PreviousSet>): PreviousSet | null {
  let best: PreviousSet | null = null;
  let bestScore = -1;
  for (const set of sets) {
    if (set.setType === 'warmup' || set.reps === null || set.reps < 1) continue;
    const e1rm = set.weight === null ? null : epleyE1rm(toKilograms(set.weight, set.weightUnit), set.reps);
    // Any loaded set outranks a bodyweight one; among bodyweight sets, reps decide.
    const score = e1rm === null ? set.reps / 10_000 : 1 + e1rm;
    if (score > bestScore) {
      bestScore = score;
      best = { setType: set.setType, weight: set.weight, weightUnit: set.weightUnit, reps: set.reps };
    }
  }
  return best;
}
