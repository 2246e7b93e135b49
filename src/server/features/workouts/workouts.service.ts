import { and, count, eq, sql } from 'drizzle-orm';
import { MAX_WORKOUTS } from '@/shared/limits';
import { WORKOUT_MESSAGES, type WorkoutDetail, type WorkoutInput, type WorkoutSummary } from '@/shared/schemas/workouts';
import type { Database } from '../../db/client';
import { user, workoutExercises, workouts } from '../../db/schema';
import { LimitReached, NotFound, Unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { SignedInViewer } from '../../auth/viewer';
import { assertExercisesAddable, exerciseIdsOf, insertEntries } from './workout-entries';
import { listWorkouts as readWorkoutList, readWorkoutDetail } from './workout-read';

/**
 * A member's workouts (docs/product.md#workouts and docs/product.md#workout-builder, docs/product.md#workout, docs/product.md#workout-builder, docs/product.md#validation, docs/product.md#limits).
 * Every function takes the signed-in viewer and touches only that user's rows: the user id comes from the session,
 * never from the request. Someone else's workout answers exactly like a missing one (404). Every save is one
 * transaction (docs/architecture.md#database), so a failure leaves the database as it was.
 */

const workoutNotFound = () => new NotFound('Workout not found.');

/** The viewer's workouts, newest first, as list cards (see workout-read.ts). */
export function listWorkouts(database: Database, viewer: SignedInViewer): Promise<WorkoutSummary[]> {
  return readWorkoutList(database.db, viewer);
}

/**
 * One of the viewer's workouts with its entries in order.
 *
 * @throws NotFound when `workoutId` is not a uuid, does not exist, or belongs to another user.
 */
export async function getWorkout(database: Database, viewer: SignedInViewer, workoutId: string): Promise<WorkoutDetail> {
  if (!isUuid(workoutId)) throw workoutNotFound();
  const workout = await readWorkoutDetail(database.db, viewer, workoutId);
  if (!workout) throw workoutNotFound();
  return workout;
}

/**
 * Creates a workout and its entries in one transaction (docs/product.md#workout-builder "create inserts the workout, then its entries").
 *
 * The limit of {@link MAX_WORKOUTS} per user (docs/product.md#validation, docs/product.md#limits) holds under concurrency: the transaction first locks the
 * user's row (FOR NO KEY UPDATE: it serialises this user's creates, yet lets foreign-key checks such as a new session
 * or favourite through), and only then counts. A second create of the same user waits for the first to commit and
 * then counts its workout (READ COMMITTED takes a fresh snapshot per statement). Works alike on PostgreSQL and PGlite.
 *
 * @throws LimitReached (409, WORKOUT_MESSAGES.limit) when the user already has MAX_WORKOUTS workouts.
 * @throws NotFound when an entry's exercise is missing or not visible to the viewer (nothing is written).
 * @throws Unauthorized when the user no longer exists.
 */
export async function createWorkout(database: Database, viewer: SignedInViewer, input: WorkoutInput): Promise<WorkoutDetail> {
  return database.db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, viewer.user.id)).for('no key update');
    if (!owner) throw new Unauthorized();
    const [existing] = await tx.select({ total: count() }).from(workouts).where(eq(workouts.userId, owner.id));
    if ((existing?.total ?? 0) >= MAX_WORKOUTS) throw new LimitReached(WORKOUT_MESSAGES.limit);

    await assertExercisesAddable(
      tx,
      viewer,
      input.entries.map((entry) => entry.exerciseId),
    );
    const [created] = await tx
      .insert(workouts)
      .values({ userId: owner.id, name: input.name, description: input.description })
      .returning({ id: workouts.id });
    await insertEntries(tx, created!.id, input.entries);
    return (await readWorkoutDetail(tx, viewer, created!.id))!;
  });
}

/**
 * Replaces a workout's name, description and entries in one transaction (docs/product.md#workout-builder "Edit updates name and description,
 * deletes all existing entries, then re-inserts them with order 0..n-1"). Any failure rolls back the whole edit, so
 * the old workout stays exactly as it was. The workout row is locked first, so two edits of it run one after the other.
 *
 * @throws NotFound when `workoutId` is not a uuid, does not exist, or belongs to another user; or when an entry adds
 *   an exercise that is missing or not visible to the viewer (entries already in the workout may stay).
 */
export async function updateWorkout(
  database: Database,
  viewer: SignedInViewer,
  workoutId: string,
  input: WorkoutInput,
): Promise<WorkoutDetail> {
  if (!isUuid(workoutId)) throw workoutNotFound();
  return database.db.transaction(async (tx) => {
    const [workout] = await tx
      .select({ id: workouts.id })
      .from(workouts)
      .where(and(eq(workouts.id, workoutId), eq(workouts.userId, viewer.user.id)))
      .for('update');
    if (!workout) throw workoutNotFound();

    const kept = await exerciseIdsOf(tx, workout.id);
    await assertExercisesAddable(
      tx,
      viewer,
      input.entries.map((entry) => entry.exerciseId),
      kept,
    );
    await tx
      .update(workouts)
      .set({ name: input.name, description: input.description, updatedAt: sql`now()` })
      .where(eq(workouts.id, workout.id));
    await tx.delete(workoutExercises).where(eq(workoutExercises.workoutId, workout.id));
    await insertEntries(tx, workout.id, input.entries);
    return (await readWorkoutDetail(tx, viewer, workout.id))!;
  });
}

/**
 * Deletes one of the viewer's workouts; its entries go with it (ON DELETE CASCADE).
 *
 * @throws NotFound when `workoutId` is not a uuid, does not exist, or belongs to another user.
 */
export async function deleteWorkout(database: Database, viewer: SignedInViewer, workoutId: string): Promise<void> {
  if (!isUuid(workoutId)) throw workoutNotFound();
  const deleted = await database.db
    .delete(workouts)
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, viewer.user.id)))
    .returning({ id: workouts.id });
  if (deleted.length === 0) throw workoutNotFound();
}
