import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@/shared/limits';
import { equipmentNeeds } from '@/shared/catalogue/required-equipment';
import { recordedMuscles } from '@/shared/catalogue/muscles-worked';
import {
  ADMIN_MESSAGES,
  type AdminExerciseCreate,
  type AdminExerciseList,
  type AdminExercisesQuery,
  type AdminExerciseUpdate,
} from '@/shared/schemas/admin';
import type { Exercise } from '@/shared/schemas/exercise';
import type { Database } from '../../db/client';
import { exercises, workoutExercises, workouts } from '../../db/schema';
import { renumberEntries } from '../../db/workout-entry-order';
import { NotFound } from '../../lib/errors';
import { notifyChange } from '../../realtime/change-notify';
import { invalidateCatalogueCache } from '../catalogue-cache/catalogue-cache';
import { isUuid } from '../../lib/uuid';
import { exerciseColumns, toExercise } from '../exercises/exercises.service';
import { assertAliasesAvailable, assertNameAvailable } from './exercise-name-guard';

/**
 * The admin's side of the catalogue (docs/product.md#admin, docs/product.md#api (admin)).
 * Callers have checked the admin role (admin.routes.ts). Every write announces NOTIFY 'catalogue' inside its transaction
 * (so the other server instances empty their caches once it commits) and then calls {@link invalidateCatalogueCache}, so
 * members of this instance see the change on their next request (decision 0005).
 */

const exerciseNotFound = () => new NotFound(ADMIN_MESSAGES.exerciseNotFound);

/** `%text%` for ILIKE with the pattern characters of `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * One page of the admin's exercise list: every exercise (samples or not), newest first (docs/product.md#api "select all ordered
 * by created_at descending"; ties by name), {@link ADMIN_PAGE_SIZE} per page, with the total of matches.
 * `q` matches the name or the description, case-insensitively (docs/product.md#limits); `difficulty` keeps one level.
 */
export async function listAdminExercises(database: Database, query: AdminExercisesQuery): Promise<AdminExerciseList> {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(exercises.exerciseName, pattern), ilike(exercises.description, pattern))!);
  }
  if (query.difficulty) conditions.push(eq(exercises.difficultyLevel, query.difficulty));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    database.db
      .select(exerciseColumns)
      .from(exercises)
      .where(where)
      .orderBy(desc(exercises.createdAt), asc(exercises.exerciseName), asc(exercises.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    database.db.select({ total: count() }).from(exercises).where(where),
  ]);
  return { items: rows.map(toExercise), total: counted?.total ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/**
 * Adds an exercise to the catalogue (docs/product.md#api "insert one"). Empty pros, cons, tags and video are null (the schema).
 * Its required groups and helpful items are the admin's, made whole by equipmentNeeds (its equipment type alone when no
 * groups were sent; `equipment` derived from the groups; docs/decisions/0025-required-and-optional-equipment.md); its
 * primary and secondary muscles those sent, else read from the target muscles (recordedMuscles, docs/product.md#muscle-vocabulary).
 *
 * Its aliases, form steps, pattern, mechanic and goals are those sent, else none (curationFields).
 *
 * @throws Conflict (409) when an exercise with the same name (any case) exists, or an alias is another exercise's name
 *   (exercise-name-guard.ts).
 */
export async function createExercise(database: Database, input: AdminExerciseCreate): Promise<Exercise> {
  const created = await database.db.transaction(async (tx) => {
    await assertNameAvailable(tx, input.exerciseName);
    await assertAliasesAvailable(tx, input.aliases);
    const [row] = await tx
      .insert(exercises)
      .values({ ...input, ...recordedMuscles(input), ...equipmentNeeds(input) })
      .returning(exerciseColumns);
    await notifyChange(tx, 'catalogue');
    return row!;
  });
  invalidateCatalogueCache(database);
  return toExercise(created);
}

/**
 * Replaces an exercise's content (docs/product.md#api "update by id"); `isSample` only when given. Renaming to the name of another
 * exercise is refused; keeping the current name (in any case) never is. The row is marked as edited (`edited_at`), so
 * a catalogue upgrade or re-import leaves it as the admin wrote it (docs/product.md#curated-catalogue). Its muscles
 * are written as createExercise writes them; aliases, form steps, pattern, mechanic and goals left out of `input` stay
 * as they are.
 *
 * @throws NotFound (404) when `id` is not a uuid or no such exercise exists.
 * @throws Conflict (409) when the new name belongs to another exercise, or an alias is another exercise's name.
 */
export async function updateExercise(database: Database, id: string, input: AdminExerciseUpdate): Promise<Exercise> {
  if (!isUuid(id)) throw exerciseNotFound();
  const updated = await database.db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        name: exercises.exerciseName,
        equipmentType: exercises.equipmentType,
        requiredEquipment: exercises.requiredEquipment,
        optionalEquipment: exercises.optionalEquipment,
      })
      .from(exercises)
      .where(eq(exercises.id, id))
      .for('update');
    if (!current) throw exerciseNotFound();
    if (current.name.toLowerCase() !== input.exerciseName.toLowerCase()) await assertNameAvailable(tx, input.exerciseName, id);
    await assertAliasesAvailable(tx, input.aliases, id);
    const { isSample, ...content } = input;
    const [row] = await tx
      .update(exercises)
      .set({
        ...content,
        ...recordedMuscles(content),
        ...editedNeeds(current, content),
        ...(isSample === undefined ? {} : { isSample }),
        updatedAt: sql`now()`,
        editedAt: sql`now()`,
      })
      .where(eq(exercises.id, id))
      .returning(exerciseColumns);
    await notifyChange(tx, 'catalogue');
    return row!;
  });
  invalidateCatalogueCache(database);
  return toExercise(updated);
}

/**
 * What an edited exercise needs (docs/decisions/0025-required-and-optional-equipment.md): the groups and optional items
 * the admin sent, else the current ones with the new primary equipment in place of the old (in its group; the rest
 * stays), made whole by equipmentNeeds.
 */
function editedNeeds(
  current: { equipmentType: string; requiredEquipment: string[][]; optionalEquipment: string[] },
  content: Pick<AdminExerciseUpdate, 'equipmentType' | 'requiredEquipment' | 'optionalEquipment'>,
) {
  const replaced = current.requiredEquipment.map((group) =>
    group.map((item) => (item === current.equipmentType ? content.equipmentType : item)),
  );
  return equipmentNeeds({
    equipmentType: content.equipmentType,
    requiredEquipment: content.requiredEquipment ?? replaced,
    optionalEquipment: content.optionalEquipment ?? current.optionalEquipment,
  });
}

/**
 * Marks or unmarks an exercise as a sample (docs/product.md#admin), which decides whether non-subscribers see it.
 *
 * @throws NotFound (404) when `id` is not a uuid or no such exercise exists.
 */
export async function setSampleFlag(database: Database, id: string, isSample: boolean): Promise<Exercise> {
  if (!isUuid(id)) throw exerciseNotFound();
  const row = await database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(exercises)
      .set({ isSample, updatedAt: sql`now()` })
      .where(eq(exercises.id, id))
      .returning(exerciseColumns);
    if (!updated) throw exerciseNotFound();
    await notifyChange(tx, 'catalogue');
    return updated;
  });
  invalidateCatalogueCache(database);
  return toExercise(row);
}

/**
 * Deletes an exercise in one transaction (docs/product.md#admin): its favourites go, its workout entries go, the workouts stay and
 * their remaining entries are renumbered 0..n-1 (docs/product.md#workout "order_index starts at 0"). The workouts that hold the exercise
 * are locked first, in id order, like a workout edit locks its workout first, so a concurrent edit of one of them waits
 * instead of deadlocking.
 *
 * @throws NotFound (404) when `id` is not a uuid or no such exercise exists.
 */
export async function deleteExercise(database: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw exerciseNotFound();
  await database.db.transaction(async (tx) => {
    const holding = tx.select({ id: workoutExercises.workoutId }).from(workoutExercises).where(eq(workoutExercises.exerciseId, id));
    await tx.select({ id: workouts.id }).from(workouts).where(inArray(workouts.id, holding)).orderBy(asc(workouts.id)).for('update');
    const [exercise] = await tx.select({ id: exercises.id }).from(exercises).where(eq(exercises.id, id)).for('update');
    if (!exercise) throw exerciseNotFound();

    const removed = await tx
      .delete(workoutExercises)
      .where(eq(workoutExercises.exerciseId, id))
      .returning({ workoutId: workoutExercises.workoutId });
    // Favourites cascade with the exercise (user_favorites.exercise_id ON DELETE CASCADE).
    await tx.delete(exercises).where(eq(exercises.id, id));
    await renumberEntries(tx, [...new Set(removed.map((row) => row.workoutId))]);
    await notifyChange(tx, 'catalogue');
  });
  invalidateCatalogueCache(database);
}
