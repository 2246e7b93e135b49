import { and, desc, eq, sql } from 'drizzle-orm';
import type { Favorite } from '@/shared/schemas/favorites';
import type { Database } from '../../db/client';
import { exercises, userFavorites } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import type { SignedInViewer } from '../../auth/viewer';
import { isUuid } from '../../lib/uuid';
import { exerciseColumns, toExercise, visibleTo } from '../exercises/exercises.service';

/**
 * A member's favourites (docs/product.md#favourites, docs/product.md#favourite, docs/product.md#favourites). Every function takes the signed-in
 * viewer and touches only that user's rows: the user id comes from the session, never from the request (docs/product.md#roles-and-access).
 * Reads apply the sample rule (docs/product.md#roles-and-access): a member whose subscription ended keeps their rows but receives only the
 * sample exercises among them until they subscribe again.
 */

/**
 * The viewer's favourites joined with their exercises, newest first (docs/product.md#api "ordered by created_at descending"),
 * only the exercises the viewer can see.
 */
export async function listFavorites(database: Database, viewer: SignedInViewer): Promise<Favorite[]> {
  const rows = await database.db
    .select({ ...exerciseColumns, favoritedAt: userFavorites.createdAt })
    .from(userFavorites)
    .innerJoin(exercises, eq(exercises.id, userFavorites.exerciseId))
    .where(and(eq(userFavorites.userId, viewer.user.id), visibleTo(viewer)))
    .orderBy(desc(userFavorites.createdAt), desc(userFavorites.exerciseId));
  return rows.map(({ favoritedAt, ...exercise }) => ({
    exercise: toExercise(exercise),
    createdAt: new Date(favoritedAt).toISOString(),
  }));
}

/** The ids of the viewer's favourite exercises that the viewer can see (the library's filled hearts). */
export async function listFavoriteIds(database: Database, viewer: SignedInViewer): Promise<string[]> {
  const rows = await database.db
    .select({ id: userFavorites.exerciseId })
    .from(userFavorites)
    .innerJoin(exercises, eq(exercises.id, userFavorites.exerciseId))
    .where(and(eq(userFavorites.userId, viewer.user.id), visibleTo(viewer)))
    .orderBy(desc(userFavorites.createdAt), desc(userFavorites.exerciseId));
  return rows.map((row) => row.id);
}

/**
 * Saves `exerciseId` as a favourite of the viewer (docs/product.md#favourites). Idempotent: saving it again keeps the
 * first save and its date. One statement inserts only when the exercise exists and is visible to the viewer.
 *
 * @throws NotFound when `exerciseId` is not a uuid, does not exist, or is not visible to the viewer (docs/product.md#roles-and-access).
 */
export async function addFavorite(database: Database, viewer: SignedInViewer, exerciseId: string): Promise<void> {
  if (!isUuid(exerciseId)) throw new NotFound('Exercise not found.');
  const inserted = await database.db
    .insert(userFavorites)
    .select(
      database.db
        .select({
          userId: sql<string>`${viewer.user.id}`.as('user_id'),
          exerciseId: exercises.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(exercises)
        .where(and(eq(exercises.id, exerciseId), visibleTo(viewer))),
    )
    .onConflictDoNothing()
    .returning({ exerciseId: userFavorites.exerciseId });
  if (inserted.length > 0) return;
  // Nothing inserted: either it was a favourite already (fine, idempotent) or the exercise is missing or invisible.
  const [visible] = await database.db
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), visibleTo(viewer)))
    .limit(1);
  if (!visible) throw new NotFound('Exercise not found.');
}

/**
 * Removes `exerciseId` from the viewer's favourites (docs/product.md#favourites, docs/product.md#behaviour). Idempotent: removing one that is not
 * a favourite succeeds. Works whether or not the exercise is visible, so a former subscriber can tidy their list.
 *
 * @throws NotFound when `exerciseId` is not a uuid (it can name no exercise).
 */
export async function removeFavorite(database: Database, viewer: SignedInViewer, exerciseId: string): Promise<void> {
  if (!isUuid(exerciseId)) throw new NotFound('Exercise not found.');
  await database.db.delete(userFavorites).where(and(eq(userFavorites.userId, viewer.user.id), eq(userFavorites.exerciseId, exerciseId)));
}
