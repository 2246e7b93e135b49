import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { equipmentNeeds } from '@/shared/catalogue/required-equipment';
import {
  SUGGESTION_MESSAGES,
  SUGGESTION_RATE_WINDOW_SECONDS,
  SUGGESTIONS_PER_HOUR,
  type Suggestion,
  type SuggestionInput,
} from '@/shared/schemas/suggestions';
import type { Database } from '../../db/client';
import { type SuggestedExerciseRow, suggestedExercises, user, userActionLog } from '../../db/schema';
import { AppError, NotFound, Unauthorized } from '../../lib/errors';
import type { SignedInViewer } from '../../auth/viewer';
import { isUuid } from '../../lib/uuid';
import { illustrationPath } from '@/shared/schemas/illustrations';
import { deleteUnusedIllustrations, storeUploadedPicture } from '../illustrations/illustrations.service';

/**
 * A member's exercise suggestions (docs/product.md#suggest, docs/product.md#my-suggestions; docs/product.md#suggestion; docs/product.md#moderation;
 * docs/product.md#suggest, docs/product.md#my-suggestions). Every function takes the signed-in viewer and touches only that user's rows: the owner comes from the
 * session, never from the request, and someone else's suggestion answers exactly like a missing one (404).
 */

/** The `user_action_log.action` of a submitted suggestion. */
export const SUGGEST_ACTION = 'suggest_exercise';

/** 429 with code RATE_LIMITED: too many suggestions in the window; `retryAfterSeconds` feeds the Retry-After header. */
export class SuggestionRateLimited extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', SUGGESTION_MESSAGES.rateLimited(retryAfterSeconds));
  }
}

const windowStart = sql`now() - make_interval(secs => ${SUGGESTION_RATE_WINDOW_SECONDS})`;

function toSuggestion(row: SuggestedExerciseRow): Suggestion {
  return {
    id: row.id,
    exerciseName: row.exerciseName,
    equipmentType: row.equipmentType,
    targetMuscleGroups: row.targetMuscleGroups,
    description: row.description,
    difficultyLevel: row.difficultyLevel,
    pros: row.pros,
    cons: row.cons,
    tags: row.tags,
    videoUrl: row.videoUrl,
    requiredEquipment: row.requiredEquipment,
    optionalEquipment: row.optionalEquipment,
    picture: row.picture === null ? null : illustrationPath(row.picture),
    status: row.status,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The viewer's suggestions, newest first (docs/product.md#my-suggestions, docs/product.md#api "select by user_id newest first"), pending,
 * approved and rejected alike, each with its status.
 */
export async function listSuggestions(database: Database, viewer: SignedInViewer): Promise<Suggestion[]> {
  const rows = await database.db
    .select()
    .from(suggestedExercises)
    .where(eq(suggestedExercises.userId, viewer.user.id))
    .orderBy(desc(suggestedExercises.createdAt), desc(suggestedExercises.id));
  return rows.map(toSuggestion);
}

/**
 * Files a suggestion for the viewer (docs/product.md#api suggested_exercises insert) under the rate limit of
 * {@link SUGGESTIONS_PER_HOUR} per {@link SUGGESTION_RATE_WINDOW_SECONDS} (docs/product.md#suggest). What it needs and
 * what only helps are stored whole, as an exercise's are (equipmentNeeds: its equipment type alone when no groups were
 * sent, that type's group first; docs/decisions/0025-required-and-optional-equipment.md).
 *
 * The limit counts `user_action_log` rows, not suggestions, so deleting a suggestion does not give the allowance back.
 * It holds under concurrency as the workout limit does (workouts.service.ts): the transaction first locks the user's
 * row FOR NO KEY UPDATE, which serialises this user's submissions, then prunes this user's log rows older than the
 * window, counts the rest, and logs the new one before inserting it. A second submission waits for the first to commit
 * and then counts it (READ COMMITTED takes a fresh snapshot per statement). Works alike on PostgreSQL and PGlite.
 *
 * @throws SuggestionRateLimited (429) with the seconds until the oldest counted submission leaves the window.
 * @throws Unauthorized (401, 'You must be logged in to suggest exercises') when the user no longer exists.
 */
export async function createSuggestion(database: Database, viewer: SignedInViewer, input: SuggestionInput): Promise<Suggestion> {
  return database.db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, viewer.user.id)).for('no key update');
    if (!owner) throw new Unauthorized(SUGGESTION_MESSAGES.loginRequired);

    const mine = and(eq(userActionLog.userId, owner.id), eq(userActionLog.action, SUGGEST_ACTION));
    await tx.delete(userActionLog).where(and(mine, lt(userActionLog.createdAt, windowStart)));
    const inWindow = and(mine, gte(userActionLog.createdAt, windowStart));
    const [counted] = await tx.select({ total: count() }).from(userActionLog).where(inWindow);
    const total = counted?.total ?? 0;
    if (total >= SUGGESTIONS_PER_HOUR) {
      // The submission whose expiry brings the count below the limit: with `total` in the window, the
      // (total - limit + 1)-th oldest. Computed against the database clock, the one created_at uses.
      const [freed] = await tx
        .select({
          seconds: sql<number>`ceil(extract(epoch from (${userActionLog.createdAt} + make_interval(secs => ${SUGGESTION_RATE_WINDOW_SECONDS}) - now())))::int`,
        })
        .from(userActionLog)
        .where(inWindow)
        .orderBy(asc(userActionLog.createdAt))
        .offset(total - SUGGESTIONS_PER_HOUR)
        .limit(1);
      throw new SuggestionRateLimited(Math.min(SUGGESTION_RATE_WINDOW_SECONDS, Math.max(1, Number(freed?.seconds ?? 1))));
    }

    await tx.insert(userActionLog).values({ userId: owner.id, action: SUGGEST_ACTION });
    const { requiredEquipment, optionalEquipment } = equipmentNeeds(input);
    const { picture: upload, ...content } = input;
    const picture = upload ? await storeUploadedPicture(tx, upload, 'picture') : null;
    const [row] = await tx
      .insert(suggestedExercises)
      .values({ ...content, requiredEquipment, optionalEquipment, picture, userId: owner.id })
      .returning();
    return toSuggestion(row!);
  });
}

/**
 * Deletes one of the viewer's suggestions, whatever its status (docs/product.md#my-suggestions): an approved
 * one's exercise stays in the catalogue. The rate-limit log stays; its picture is deleted unless something else shows it.
 *
 * @throws NotFound ('Suggestion not found.') when `suggestionId` is not a uuid, does not exist, or belongs to another user.
 */
export async function deleteSuggestion(database: Database, viewer: SignedInViewer, suggestionId: string): Promise<void> {
  if (!isUuid(suggestionId)) throw new NotFound(SUGGESTION_MESSAGES.notFound);
  await database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(suggestedExercises)
      .where(and(eq(suggestedExercises.id, suggestionId), eq(suggestedExercises.userId, viewer.user.id)))
      .returning({ picture: suggestedExercises.picture });
    if (deleted.length === 0) throw new NotFound(SUGGESTION_MESSAGES.notFound);
    // Its picture goes too, unless an exercise shows it (an approved suggestion's) or another suggestion carries it.
    if (deleted[0]!.picture !== null) await deleteUnusedIllustrations(tx);
  });
}
