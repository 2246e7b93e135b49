import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { SetType } from '@/shared/training/sets';
import type { WeightUnit } from '@/shared/training/units';
import type { Database } from '../../db/client';
import { trainingSessionExercises, trainingSessions, trainingSets } from '../../db/schema';
import type { SignedInViewer } from '../../auth/viewer';
import { type ExportSession, writeStrongCsv } from './csv/training-csv';
import { weightUnitOf } from './sessions.service';

/**
 * The viewer's finished sessions, newest first, with their exercises and completed sets in order, as the CSV writer
 * takes them (docs/product.md#your-data). Three reads, whatever the number of sessions: sessions, their exercises,
 * their sets.
 */
export async function exportSessions(database: Database, viewer: SignedInViewer): Promise<ExportSession[]> {
  const db = database.db;
  const sessions = await db
    .select()
    .from(trainingSessions)
    .where(and(eq(trainingSessions.userId, viewer.user.id), isNotNull(trainingSessions.finishedAt)))
    .orderBy(desc(trainingSessions.startedAt));
  if (sessions.length === 0) return [];
  const entries = await db
    .select()
    .from(trainingSessionExercises)
    .where(eq(trainingSessionExercises.userId, viewer.user.id))
    .orderBy(asc(trainingSessionExercises.orderIndex));
  const entryIds = entries.map((entry) => entry.id);
  const sets =
    entryIds.length === 0
      ? []
      : await db
          .select()
          .from(trainingSets)
          .where(and(inArray(trainingSets.sessionExerciseId, entryIds), isNotNull(trainingSets.completedAt)))
          .orderBy(asc(trainingSets.setIndex));
  const setsOf = new Map<string, ExportSession['exercises'][number]['sets']>();
  for (const set of sets) {
    const list = setsOf.get(set.sessionExerciseId) ?? [];
    list.push({
      setType: set.setType as SetType,
      weight: set.weight,
      weightUnit: set.weightUnit as WeightUnit,
      reps: set.reps,
      rpe: set.rpe,
    });
    setsOf.set(set.sessionExerciseId, list);
  }
  const exercisesOf = new Map<string, ExportSession['exercises']>();
  for (const entry of entries) {
    const list = exercisesOf.get(entry.sessionId) ?? [];
    list.push({ name: entry.exerciseName, notes: entry.notes, sets: setsOf.get(entry.id) ?? [] });
    exercisesOf.set(entry.sessionId, list);
  }
  return sessions.map((session) => ({
    name: session.name,
    startedAt: session.startedAt,
    finishedAt: session.finishedAt,
    notes: session.notes,
    exercises: exercisesOf.get(session.id) ?? [],
  }));
}

/**
 * GET /api/sessions/export.csv: every finished session as a CSV file in Strong's comma-separated layout, one row per
 * completed set, weights in the member's unit (Strong's file names no unit; docs/product.md#your-data says which).
 */
export async function exportSessionsCsv(database: Database, viewer: SignedInViewer): Promise<{ csv: string; unit: WeightUnit }> {
  const unit = await weightUnitOf(database.db, viewer.user.id);
  return { csv: writeStrongCsv(await exportSessions(database, viewer), { weightUnit: unit }), unit };
}
