import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import {
  EXERCISE_HISTORY_RECENT,
  type ExerciseHistory,
  type PreviousSet,
  type SessionCalendar,
  type SessionList,
  type SessionSummary,
} from '@/shared/schemas/sessions';
import { E1RM_MAX_REPS, epleyE1rm, personalRecords } from '@/shared/training/records';
import { KG_PER_LB, toKilograms } from '@/shared/training/units';
import type { Database } from '../../db/client';
import { exercises, trainingSessions } from '../../db/schema';
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
  // One statement: the page's sessions first (the (user, started_at) index, limited before anything is added up), each
  // joined laterally to its entries in order, and each entry to one pass over its completed sets (both indexed) that
  // counts them and adds up their volume. The volume is setVolumeKg's rule in SQL — a completed set that is not a warm-up, with at least one rep, its weight in kg
  // (no weight counts 0) times its reps — which sessions.api.test.ts checks against it.
  const rows = await database.rows<{
    id: string;
    name: string;
    started_at: Date | string;
    finished_at: Date | string;
    exercises: string[] | null;
    completed_sets: number;
    volume_kg: number | null;
  }>(sql`
    select s.id, s.name, s.started_at, s.finished_at, x.exercises, x.completed_sets, x.volume_kg
    from (
      select id, name, started_at, finished_at from training_sessions
      where user_id = ${viewer.user.id} and finished_at is not null
        ${query.before ? sql`and started_at < ${new Date(query.before).toISOString()}::timestamptz` : sql``}
      order by started_at desc
      limit ${query.limit + 1}
    ) s
    cross join lateral (
      select array_agg(e.exercise_name order by e.order_index) as exercises,
        coalesce(sum(t.completed_sets), 0)::int as completed_sets, sum(t.volume_kg)::float8 as volume_kg
      from training_session_exercises e
      cross join lateral (
        select count(*) as completed_sets,
          sum(case when set_type <> 'warmup' and reps >= 1
            then coalesce(case weight_unit when 'kg' then weight else weight * ${sql.raw(String(KG_PER_LB))} end, 0) * reps
            else 0 end) as volume_kg
        from training_sets where session_exercise_id = e.id and completed_at is not null
      ) t
      where e.session_id = s.id
    ) x
    order by s.started_at desc`);
  const page = rows.slice(0, query.limit);
  const items: SessionSummary[] = page.map((session) => {
    const startedAt = new Date(session.started_at);
    const finishedAt = new Date(session.finished_at);
    return {
      id: session.id,
      name: session.name,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationSeconds: Math.max(0, Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000)),
      completedSets: Number(session.completed_sets),
      volumeKg: Math.round(Number(session.volume_kg ?? 0) * 100) / 100,
      exercises: session.exercises ?? [],
    };
  });
  return { items, nextBefore: rows.length > query.limit ? items.at(-1)!.startedAt : null };
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

/** One row of {@link exerciseHistory}'s statement: three JSON arrays built by PostgreSQL (null when empty). */
type ExerciseHistoryRow = {
  points: Array<{ sessionId: string; startedAtMs: number; volumeKg: number; bestE1rmKg: number | null }> | null;
  counted: Array<PreviousSet> | null;
  recent: Array<{ sessionId: string; sessionName: string; startedAtMs: number; rpe: number | null } & PreviousSet> | null;
};

/**
 * The viewer's history of one exercise (docs/product.md#exercise-history): a point per finished session with it, oldest
 * first (its best e1RM and volume, kg), the newest {@link EXERCISE_HISTORY_RECENT} sessions with their completed sets,
 * the records over all of them, and the best set (the best e1RM, or the most reps when none has load). An exercise the
 * viewer cannot see is not found, like anywhere else; one they logged and can no longer see is read from the sessions by
 * its id all the same — it is theirs.
 *
 * One statement (docs/architecture.md#performance): PostgreSQL reads the sets once and answers three JSON arrays — a
 * point per session (setVolumeKg's and epleyE1rm's rules in float8, the same IEEE arithmetic as the TypeScript), each
 * distinct counted set (type, weight, unit, reps) in the order it was first lifted, and the newest sessions' sets. The
 * records and the best set fold over the distinct sets: both keep maxima, and the first set to reach the best keeps the
 * best set, so they equal folding over every set. The answer carries the sets of five sessions, not of every one.
 *
 * @throws NotFound when `exerciseId` is not a uuid or names no exercise the viewer can see or has logged.
 */
export async function exerciseHistory(database: Database, viewer: SignedInViewer, exerciseId: string): Promise<ExerciseHistory> {
  if (!isUuid(exerciseId)) throw new NotFound('Exercise not found.');
  const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::float8`);
  const [row] = await database.rows<ExerciseHistoryRow>(sql`
    with logged as materialized (
      select s.id as session_id, s.name as session_name, s.started_at,
        row_number() over (order by s.started_at, e.order_index, t.set_index) as n,
        t.set_type, t.weight, t.weight_unit, t.reps, t.rpe,
        case when t.weight is null then null when t.weight_unit = 'kg' then t.weight::float8
          else t.weight::float8 * ${sql.raw(String(KG_PER_LB))}::float8 end as kg
      from training_session_exercises e
      join training_sessions s on s.id = e.session_id
      join training_sets t on t.session_exercise_id = e.id
      where e.user_id = ${viewer.user.id} and e.exercise_id = ${exerciseId}
        and s.finished_at is not null and t.completed_at is not null
    ), per_session as (
      select session_id, session_name, started_at, min(n) as first,
        sum(case when set_type <> 'warmup' and reps >= 1 then coalesce(kg, 0) * reps else 0 end) as volume_kg,
        max(case when set_type <> 'warmup' and kg > 0 and reps between 1 and ${sql.raw(String(E1RM_MAX_REPS))}
          then case when reps = 1 then kg else kg * (1 + reps::float8 / 30) end end) as best_e1rm_kg
      from logged group by session_id, session_name, started_at
    )
    select
      (select json_agg(json_build_object('sessionId', session_id, 'startedAtMs', ${epochMs('started_at')},
          'volumeKg', volume_kg, 'bestE1rmKg', best_e1rm_kg) order by first)
        from per_session) as points,
      (select json_agg(json_build_object('setType', set_type, 'weight', weight, 'weightUnit', weight_unit, 'reps', reps) order by first)
        from (select set_type, weight, weight_unit, reps, min(n) as first from logged
          where set_type <> 'warmup' and reps >= 1 group by set_type, weight, weight_unit, reps) distinct_sets) as counted,
      (select json_agg(json_build_object('sessionId', session_id, 'sessionName', session_name, 'startedAtMs', ${epochMs('started_at')},
          'setType', set_type, 'weight', weight, 'weightUnit', weight_unit, 'reps', reps, 'rpe', rpe) order by n)
        from logged where session_id in
          (select session_id from per_session order by first desc limit ${EXERCISE_HISTORY_RECENT})) as recent`);
  if (!row?.points) {
    const [exercise] = await database.db
      .select({ id: exercises.id, isSample: exercises.isSample })
      .from(exercises)
      .where(eq(exercises.id, exerciseId));
    if (!exercise || !(viewer.canSeeFullCatalogue || exercise.isSample)) throw new NotFound('Exercise not found.');
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  const points: ExerciseHistory['points'] = (row?.points ?? []).map((point) => ({
    sessionId: point.sessionId,
    startedAt: new Date(point.startedAtMs).toISOString(),
    bestE1rmKg: point.bestE1rmKg === null ? null : round(point.bestE1rmKg),
    volumeKg: round(point.volumeKg),
  }));
  const recent: ExerciseHistory['recent'] = [];
  for (const set of row?.recent ?? []) {
    let session = recent.at(-1);
    if (!session || session.sessionId !== set.sessionId) {
      session = { sessionId: set.sessionId, sessionName: set.sessionName, startedAt: new Date(set.startedAtMs).toISOString(), sets: [] };
      recent.push(session);
    }
    session.sets.push({ setType: set.setType, weight: set.weight, weightUnit: set.weightUnit, reps: set.reps, rpe: set.rpe });
  }
  recent.reverse();
  const counted = row?.counted ?? [];
  return { exerciseId, records: personalRecords(counted), bestSet: bestSetOf(counted), points, recent };
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
