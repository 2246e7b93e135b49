import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AccountExport } from '@/shared/schemas/account-export';
import type { SetType } from '@/shared/training/sets';
import type { WeightUnit } from '@/shared/training/units';
import type { Database } from '../../db/client';
import {
  exercises,
  userFavorites as favorites,
  gyms,
  suggestedExercises,
  trainingPreferences,
  trainingSessionExercises,
  trainingSessions,
  trainingSets,
  user,
  workoutExercises,
  workouts,
} from '../../db/schema';
import type { SignedInViewer } from '../../auth/viewer';

/** Groups rows under a key, keeping their order. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Everything the viewer keeps in Equipped, as one document (docs/product.md#your-data, shape `AccountExport` in
 * src/shared/schemas/account-export.ts): the profile, the weight unit, favourites, workouts with their entries, gyms,
 * suggestions, and every training session (open ones too) with its exercises and sets, weights as entered with their
 * unit. Exercises are named as well as linked, so the file reads without the catalogue. Only the viewer's own rows are
 * read; one read per table, whatever the sizes.
 */
export async function exportAccount(database: Database, viewer: SignedInViewer): Promise<AccountExport> {
  const db = database.db;
  const userId = viewer.user.id;
  const [profile] = await db
    .select({ name: user.name, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.id, userId));
  const [preferences] = await db
    .select({ weightUnit: trainingPreferences.weightUnit })
    .from(trainingPreferences)
    .where(eq(trainingPreferences.userId, userId));
  const favoriteRows = await db
    .select({ exerciseId: favorites.exerciseId, exerciseName: exercises.exerciseName, addedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(exercises, eq(exercises.id, favorites.exerciseId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  const workoutRows = await db.select().from(workouts).where(eq(workouts.userId, userId)).orderBy(asc(workouts.createdAt));
  const entryRows =
    workoutRows.length === 0
      ? []
      : await db
          .select({
            workoutId: workoutExercises.workoutId,
            exerciseId: workoutExercises.exerciseId,
            exerciseName: exercises.exerciseName,
            sets: workoutExercises.sets,
            reps: workoutExercises.reps,
            weight: workoutExercises.weight,
            weightUnit: workoutExercises.weightUnit,
            bodyweight: workoutExercises.bodyweight,
            notes: workoutExercises.notes,
          })
          .from(workoutExercises)
          .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
          .where(
            inArray(
              workoutExercises.workoutId,
              workoutRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(workoutExercises.orderIndex));
  const gymRows = await db.select().from(gyms).where(eq(gyms.userId, userId)).orderBy(asc(gyms.createdAt));
  const suggestionRows = await db
    .select()
    .from(suggestedExercises)
    .where(eq(suggestedExercises.userId, userId))
    .orderBy(asc(suggestedExercises.createdAt));
  const sessionRows = await db
    .select()
    .from(trainingSessions)
    .where(eq(trainingSessions.userId, userId))
    .orderBy(asc(trainingSessions.startedAt));
  const sessionEntryRows = await db
    .select()
    .from(trainingSessionExercises)
    .where(eq(trainingSessionExercises.userId, userId))
    .orderBy(asc(trainingSessionExercises.orderIndex));
  const setRows =
    sessionEntryRows.length === 0
      ? []
      : await db
          .select()
          .from(trainingSets)
          .where(
            inArray(
              trainingSets.sessionExerciseId,
              sessionEntryRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(trainingSets.setIndex));

  const entriesOf = groupBy(entryRows, (row) => row.workoutId);
  const sessionEntriesOf = groupBy(sessionEntryRows, (row) => row.sessionId);
  const setsOf = groupBy(setRows, (row) => row.sessionExerciseId);
  return {
    format: 'equipped-account-export',
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: {
      name: profile?.name ?? '',
      email: profile?.email ?? viewer.user.email,
      emailVerified: profile?.emailVerified ?? false,
      createdAt: (profile?.createdAt ?? new Date(0)).toISOString(),
    },
    trainingPreferences: { weightUnit: preferences?.weightUnit === 'lb' ? 'lb' : 'kg' },
    favorites: favoriteRows.map((row) => ({ ...row, addedAt: row.addedAt.toISOString() })),
    workouts: workoutRows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      entries: (entriesOf.get(row.id) ?? []).map(({ workoutId: _, ...entry }) => ({
        ...entry,
        weightUnit: entry.weightUnit as WeightUnit,
      })),
    })),
    gyms: gymRows.map((row) => ({
      id: row.id,
      name: row.name,
      equipment: row.equipment,
      isActive: row.isActive,
      createdAt: row.createdAt.toISOString(),
    })),
    suggestions: suggestionRows.map((row) => ({
      id: row.id,
      exerciseName: row.exerciseName,
      description: row.description,
      equipmentType: row.equipmentType,
      targetMuscleGroups: row.targetMuscleGroups,
      difficultyLevel: row.difficultyLevel,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    })),
    sessions: sessionRows.map((session) => ({
      id: session.id,
      name: session.name,
      notes: session.notes,
      workoutId: session.workoutId,
      startedAt: session.startedAt.toISOString(),
      finishedAt: session.finishedAt?.toISOString() ?? null,
      exercises: (sessionEntriesOf.get(session.id) ?? []).map((entry) => ({
        exerciseId: entry.exerciseId,
        exerciseName: entry.exerciseName,
        supersetGroup: entry.supersetGroup,
        restSeconds: entry.restSeconds,
        notes: entry.notes,
        sets: (setsOf.get(entry.id) ?? []).map((set) => ({
          setType: set.setType as SetType,
          weight: set.weight,
          weightUnit: set.weightUnit as WeightUnit,
          reps: set.reps,
          rpe: set.rpe,
          completedAt: set.completedAt?.toISOString() ?? null,
        })),
      })),
    })),
  };
}
