import { and, desc, eq, sql } from 'drizzle-orm';
import { recordedMuscles } from '@/shared/catalogue/muscles-worked';
import { equipmentNeeds } from '@/shared/catalogue/required-equipment';
import { ADMIN_MESSAGES, type PendingSuggestion } from '@/shared/schemas/admin';
import { illustrationPath } from '@/shared/schemas/illustrations';
import type { Exercise } from '@/shared/schemas/exercise';
import type { Database } from '../../db/client';
import { exercises, suggestedExercises } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { notifyChange } from '../../realtime/change-notify';
import { invalidateCatalogueCache } from '../catalogue-cache/catalogue-cache';
import { isUuid } from '../../lib/uuid';
import { exerciseColumns, toExercise } from '../exercises/exercises.service';
import { assertNameAvailable } from './exercise-name-guard';

/**
 * Moderation of members' suggestions (docs/product.md#moderation, docs/product.md#api suggested_exercises
 * (admin)). Callers have checked the admin role (admin.routes.ts).
 */

const suggestionNotFound = () => new NotFound(ADMIN_MESSAGES.suggestionNotFound);

const suggestionColumns = {
  id: suggestedExercises.id,
  exerciseName: suggestedExercises.exerciseName,
  description: suggestedExercises.description,
  equipmentType: suggestedExercises.equipmentType,
  targetMuscleGroups: suggestedExercises.targetMuscleGroups,
  pros: suggestedExercises.pros,
  cons: suggestedExercises.cons,
  videoUrl: suggestedExercises.videoUrl,
  difficultyLevel: suggestedExercises.difficultyLevel,
  tags: suggestedExercises.tags,
  requiredEquipment: suggestedExercises.requiredEquipment,
  optionalEquipment: suggestedExercises.optionalEquipment,
  picture: suggestedExercises.picture,
  createdAt: suggestedExercises.createdAt,
};

const isPending = eq(suggestedExercises.status, 'pending');

/**
 * Every pending suggestion, newest first (docs/product.md#api "admin select all by created_at descending"); approved and rejected
 * ones stay in the table for their owners (db/schema/suggestions.ts) but are no longer the admin's to review.
 */
export async function listPendingSuggestions(database: Database): Promise<PendingSuggestion[]> {
  const rows = await database.db
    .select(suggestionColumns)
    .from(suggestedExercises)
    .where(isPending)
    .orderBy(desc(suggestedExercises.createdAt), desc(suggestedExercises.id));
  return rows.map((row) => ({
    ...row,
    picture: row.picture === null ? null : illustrationPath(row.picture),
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * Approves a suggestion (docs/product.md#moderation "Approve copies content fields (not is_sample) into exercises"), in one transaction:
 * lock the pending suggestion row, insert the exercise (never a sample) with the suggestion's required groups and
 * helpful items (made whole by equipmentNeeds, which also derives `equipment`), mark the suggestion `approved` (kept, not
 * deleted, so its owner sees the outcome on My Suggestions). If any step fails nothing is written. The row lock makes a
 * second, concurrent approval of the same suggestion wait and then find it no longer pending (404), so one suggestion
 * never becomes two exercises.
 *
 * @returns the new exercise.
 * @throws NotFound (404) when `id` is not a uuid, the suggestion does not exist, or it is no longer pending (approved
 *   or rejected already).
 * @throws Conflict (409) when an exercise with the suggested name exists (exercise-name-guard.ts); the suggestion stays.
 */
export async function approveSuggestion(database: Database, id: string): Promise<Exercise> {
  if (!isUuid(id)) throw suggestionNotFound();
  const created = await database.db.transaction(async (tx) => {
    const [suggestion] = await tx
      .select(suggestionColumns)
      .from(suggestedExercises)
      .where(and(eq(suggestedExercises.id, id), isPending))
      .for('update');
    if (!suggestion) throw suggestionNotFound();
    await assertNameAvailable(tx, suggestion.exerciseName);
    const { id: _id, createdAt: _createdAt, picture, ...content } = suggestion;
    // Its picture becomes the exercise's start picture, as an admin's upload is (docs/product.md#suggest).
    const illustration = picture === null ? {} : { illustrationStart: picture, illustrationSource: 'upload' };
    const [row] = await tx
      .insert(exercises)
      .values({ ...content, ...recordedMuscles(content), ...equipmentNeeds(content), ...illustration, isSample: false })
      .returning(exerciseColumns);
    await tx
      .update(suggestedExercises)
      .set({ status: 'approved', reviewedAt: sql`now()` })
      .where(eq(suggestedExercises.id, id));
    await notifyChange(tx, 'catalogue');
    return row!;
  });
  invalidateCatalogueCache(database);
  return toExercise(created);
}

/**
 * Rejects a pending suggestion (docs/product.md#moderation "Reject … after confirmation"; the confirmation is the UI's): marks it
 * `rejected`, which takes it off the admin's pending list and shows the outcome to its owner on My Suggestions.
 *
 * @throws NotFound (404) when `id` is not a uuid, the suggestion does not exist, or it is no longer pending.
 */
export async function rejectSuggestion(database: Database, id: string): Promise<void> {
  if (!isUuid(id)) throw suggestionNotFound();
  const rejected = await database.db
    .update(suggestedExercises)
    .set({ status: 'rejected', reviewedAt: sql`now()` })
    .where(and(eq(suggestedExercises.id, id), isPending))
    .returning({ id: suggestedExercises.id });
  if (rejected.length === 0) throw suggestionNotFound();
}
