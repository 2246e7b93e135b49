import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { PreviousSet, SessionExercise, SessionSet, TrainingSession } from '@/shared/schemas/sessions';
import { NO_RECORDS, personalRecords, type PersonalRecords } from '@/shared/training/records';
import type { SetType } from '@/shared/training/sets';
import type { WeightUnit } from '@/shared/training/units';
import type { Db } from '../../db/client';
import { exercises, trainingSessionExercises, trainingSessions, trainingSets, type TrainingSetRow } from '../../db/schema';
import type { SignedInViewer } from '../../auth/viewer';

/** A set row as the API sends it. */
export function toSessionSet(row: TrainingSetRow): SessionSet {
  return {
    id: row.id,
    setIndex: row.setIndex,
    setType: row.setType as SetType,
    weight: row.weight,
    weightUnit: row.weightUnit as WeightUnit,
    reps: row.reps,
    rpe: row.rpe,
    completed: row.completedAt !== null,
  };
}

/** The member's entries of `exerciseIds` in their finished sessions other than `sessionId` (joined with the sessions). */
function ofFinishedSessions(userId: string, exerciseIds: readonly string[], sessionId: string) {
  return and(
    eq(trainingSessionExercises.userId, userId),
    inArray(trainingSessionExercises.exerciseId, [...exerciseIds]),
    isNotNull(trainingSessions.finishedAt),
    ne(trainingSessions.id, sessionId),
  );
}

/**
 * Last time's numbers (docs/product.md#the-live-session): for each exercise id, the completed sets of the member's most
 * recent finished session that had it, other than `sessionId`, in set order.
 */
export async function previousSets(
  tx: Db,
  userId: string,
  exerciseIds: readonly string[],
  sessionId: string,
): Promise<Map<string, PreviousSet[]>> {
  const result = new Map<string, PreviousSet[]>();
  if (exerciseIds.length === 0) return result;
  const latest = await tx
    .selectDistinctOn([trainingSessionExercises.exerciseId], {
      id: trainingSessionExercises.id,
      exerciseId: trainingSessionExercises.exerciseId,
    })
    .from(trainingSessionExercises)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingSessionExercises.sessionId))
    .where(ofFinishedSessions(userId, exerciseIds, sessionId))
    .orderBy(trainingSessionExercises.exerciseId, sql`${trainingSessions.startedAt} desc`);
  if (latest.length === 0) return result;
  const exerciseOfEntry = new Map(latest.map((row) => [row.id, row.exerciseId!]));
  const sets = await tx
    .select()
    .from(trainingSets)
    .where(and(inArray(trainingSets.sessionExerciseId, [...exerciseOfEntry.keys()]), isNotNull(trainingSets.completedAt)))
    .orderBy(asc(trainingSets.setIndex));
  for (const set of sets) {
    const exerciseId = exerciseOfEntry.get(set.sessionExerciseId)!;
    const list = result.get(exerciseId) ?? [];
    list.push({ setType: set.setType as SetType, weight: set.weight, weightUnit: set.weightUnit as WeightUnit, reps: set.reps });
    result.set(exerciseId, list);
  }
  return result;
}

/**
 * The member's personal records of each exercise over their finished sessions other than `sessionId`
 * (docs/product.md#personal-records). Records are maxima, so each distinct (weight, unit, reps) of the counted sets is
 * read once, not every set.
 */
export async function recordsBefore(
  tx: Db,
  userId: string,
  exerciseIds: readonly string[],
  sessionId: string,
): Promise<Map<string, PersonalRecords>> {
  const result = new Map<string, PersonalRecords>();
  if (exerciseIds.length === 0) return result;
  const rows = await tx
    .selectDistinct({
      exerciseId: trainingSessionExercises.exerciseId,
      weight: trainingSets.weight,
      weightUnit: trainingSets.weightUnit,
      reps: trainingSets.reps,
    })
    .from(trainingSets)
    .innerJoin(trainingSessionExercises, eq(trainingSessionExercises.id, trainingSets.sessionExerciseId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainingSessionExercises.sessionId))
    .where(
      and(
        ofFinishedSessions(userId, exerciseIds, sessionId),
        isNotNull(trainingSets.completedAt),
        ne(trainingSets.setType, 'warmup'),
        sql`${trainingSets.reps} >= 1`,
      ),
    );
  const byExercise = new Map<string, Array<{ weight: number | null; weightUnit: WeightUnit; reps: number; setType: SetType }>>();
  for (const row of rows) {
    const list = byExercise.get(row.exerciseId!) ?? [];
    list.push({ weight: row.weight, weightUnit: row.weightUnit as WeightUnit, reps: row.reps!, setType: 'normal' });
    byExercise.set(row.exerciseId!, list);
  }
  for (const [exerciseId, sets] of byExercise) result.set(exerciseId, personalRecords(sets));
  return result;
}

/**
 * One of the viewer's sessions with its exercises and sets in order, each exercise with last time's numbers and its
 * records before this session. Null when the session is missing or another member's.
 */
export async function readSession(tx: Db, viewer: SignedInViewer, sessionId: string): Promise<TrainingSession | null> {
  const [session] = await tx
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, sessionId), eq(trainingSessions.userId, viewer.user.id)));
  if (!session) return null;
  const entries = await tx
    .select({ entry: trainingSessionExercises, isSample: exercises.isSample })
    .from(trainingSessionExercises)
    .leftJoin(exercises, eq(exercises.id, trainingSessionExercises.exerciseId))
    .where(eq(trainingSessionExercises.sessionId, session.id))
    .orderBy(asc(trainingSessionExercises.orderIndex));
  const entryIds = entries.map(({ entry }) => entry.id);
  const sets =
    entryIds.length === 0
      ? []
      : await tx.select().from(trainingSets).where(inArray(trainingSets.sessionExerciseId, entryIds)).orderBy(asc(trainingSets.setIndex));
  const setsOf = new Map<string, SessionSet[]>();
  for (const row of sets) {
    const list = setsOf.get(row.sessionExerciseId) ?? [];
    list.push(toSessionSet(row));
    setsOf.set(row.sessionExerciseId, list);
  }
  const exerciseIds = [...new Set(entries.flatMap(({ entry }) => (entry.exerciseId ? [entry.exerciseId] : [])))];
  // One after the other: inside a transaction both run on one connection anyway.
  const previous = await previousSets(tx, viewer.user.id, exerciseIds, session.id);
  const records = await recordsBefore(tx, viewer.user.id, exerciseIds, session.id);
  const sessionExercises: SessionExercise[] = entries.map(({ entry, isSample }) => ({
    id: entry.id,
    exerciseId: entry.exerciseId,
    exerciseName: entry.exerciseName,
    locked: entry.exerciseId === null || !(viewer.canSeeFullCatalogue || isSample === true),
    orderIndex: entry.orderIndex,
    supersetGroup: entry.supersetGroup,
    restSeconds: entry.restSeconds,
    notes: entry.notes,
    sets: setsOf.get(entry.id) ?? [],
    previous: (entry.exerciseId && previous.get(entry.exerciseId)) || [],
    records: (entry.exerciseId && records.get(entry.exerciseId)) || NO_RECORDS,
  }));
  return {
    id: session.id,
    name: session.name,
    workoutId: session.workoutId,
    notes: session.notes,
    startedAt: session.startedAt.toISOString(),
    finishedAt: session.finishedAt?.toISOString() ?? null,
    exercises: sessionExercises,
  };
}
