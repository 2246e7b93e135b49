import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { MAX_GYMS } from '@/shared/limits';
import { GYM_MESSAGES, type Gym, type GymInput, type GymPatch } from '@/shared/schemas/gyms';
import type { Database, Db } from '../../db/client';
import { gyms, user } from '../../db/schema';
import { Conflict, LimitReached, NotFound, Unauthorized } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { SignedInViewer, Viewer } from '../../auth/viewer';
import { notifyChange } from '../../realtime/change-notify';
import { countExercisesPossibleWith } from '../exercises/exercises.service';
import { forgetGyms, rememberedEquipment } from './gym-memo';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type GymRow = typeof gyms.$inferSelect;

/**
 * A member's gyms (docs/product.md#my-gyms). Every function takes the signed-in viewer and reads or changes only that
 * member's rows: the user id comes from the session, never from the request, and another member's gym is "not found"
 * (docs/product.md#roles-and-access). Each write is one transaction that first locks the member's user row, so the
 * limit of {@link MAX_GYMS}, the unique names and the one active gym hold under concurrent requests.
 */

/** The viewer's gyms, oldest first, each with the number of exercises the viewer can see that it makes possible. */
export async function listGyms(database: Database, viewer: SignedInViewer): Promise<Gym[]> {
  const rows = await database.db.select().from(gyms).where(eq(gyms.userId, viewer.user.id)).orderBy(asc(gyms.createdAt), asc(gyms.id));
  return Promise.all(rows.map((row) => toGym(database, viewer, row)));
}

/**
 * Creates a gym (docs/product.md#my-gyms); with `isActive` it becomes the active gym and the previous one stops being.
 *
 * @throws LimitReached (409, {@link GYM_MESSAGES.limit}) when the member already keeps {@link MAX_GYMS} gyms.
 * @throws Conflict (409) when another of the member's gyms has the name (ignoring case).
 * @throws Unauthorized when the user no longer exists.
 */
export async function createGym(database: Database, viewer: SignedInViewer, input: GymInput): Promise<Gym> {
  const row = await database.db.transaction(async (tx) => {
    await lockMember(tx, viewer);
    const [existing] = await tx.select({ total: count() }).from(gyms).where(eq(gyms.userId, viewer.user.id));
    if ((existing?.total ?? 0) >= MAX_GYMS) throw new LimitReached(GYM_MESSAGES.limit);
    await assertNameFree(tx, viewer, input.name);
    if (input.isActive)
      await tx
        .update(gyms)
        .set({ isActive: false })
        .where(and(eq(gyms.userId, viewer.user.id), eq(gyms.isActive, true)));
    const [created] = await tx
      .insert(gyms)
      .values({ userId: viewer.user.id, name: input.name, equipment: input.equipment, isActive: input.isActive })
      .returning();
    return created!;
  });
  return toGym(database, viewer, row);
}

/**
 * Renames a gym or replaces its equipment (docs/product.md#my-gyms).
 *
 * @throws NotFound when `id` is not one of the viewer's gyms (another member's gym included).
 * @throws Conflict (409) when another of the member's gyms has the new name.
 */
export async function updateGym(database: Database, viewer: SignedInViewer, id: string, patch: GymPatch): Promise<Gym> {
  if (!isUuid(id)) throw new NotFound(GYM_MESSAGES.notFound);
  const row = await database.db.transaction(async (tx) => {
    await lockMember(tx, viewer);
    if (patch.name !== undefined) await assertNameFree(tx, viewer, patch.name, id);
    const [updated] = await tx
      .update(gyms)
      .set({
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.equipment !== undefined && { equipment: patch.equipment }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(gyms.id, id), eq(gyms.userId, viewer.user.id)))
      .returning();
    if (!updated) throw new NotFound(GYM_MESSAGES.notFound);
    await notifyChange(tx, 'gyms');
    return updated;
  });
  forgetGyms(database);
  return toGym(database, viewer, row);
}

/**
 * Deletes a gym (docs/product.md#my-gyms); deleting the active gym leaves none active.
 *
 * @throws NotFound when `id` is not one of the viewer's gyms.
 */
export async function deleteGym(database: Database, viewer: SignedInViewer, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(GYM_MESSAGES.notFound);
  await database.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(gyms)
      .where(and(eq(gyms.id, id), eq(gyms.userId, viewer.user.id)))
      .returning({ id: gyms.id });
    if (deleted.length === 0) throw new NotFound(GYM_MESSAGES.notFound);
    await notifyChange(tx, 'gyms');
  });
  forgetGyms(database);
}

/**
 * Makes `gymId` the viewer's active gym, or none with null (docs/product.md#my-gyms "No gym — show everything").
 *
 * @returns the active gym's id afterwards.
 * @throws NotFound when `gymId` is not one of the viewer's gyms (nothing changes).
 */
export async function setActiveGym(
  database: Database,
  viewer: SignedInViewer,
  gymId: string | null,
): Promise<{ activeGymId: string | null }> {
  return database.db.transaction(async (tx) => {
    await lockMember(tx, viewer);
    if (gymId !== null) {
      const [own] = await tx
        .select({ id: gyms.id })
        .from(gyms)
        .where(and(eq(gyms.id, gymId), eq(gyms.userId, viewer.user.id)));
      if (!own) throw new NotFound(GYM_MESSAGES.notFound);
    }
    await tx
      .update(gyms)
      .set({ isActive: false })
      .where(and(eq(gyms.userId, viewer.user.id), eq(gyms.isActive, true)));
    if (gymId !== null) await tx.update(gyms).set({ isActive: true }).where(eq(gyms.id, gymId));
    return { activeGymId: gymId };
  });
}

/**
 * The equipment of one of the viewer's gyms, for filtering by it (docs/product.md#my-gyms).
 *
 * @throws NotFound when `gymId` is not one of the viewer's gyms, or the viewer is not signed in.
 */
export async function equipmentOfGym(database: Database, viewer: Viewer, gymId: string): Promise<readonly string[]> {
  if (viewer.kind !== 'user' || !isUuid(gymId)) throw new NotFound(GYM_MESSAGES.notFound);
  const userId = viewer.user.id;
  const equipment = await rememberedEquipment(database, userId, gymId, async () => {
    const [row] = await database.db
      .select({ equipment: gyms.equipment })
      .from(gyms)
      .where(and(eq(gyms.id, gymId), eq(gyms.userId, userId)));
    return row?.equipment ?? null;
  });
  if (!equipment) throw new NotFound(GYM_MESSAGES.notFound);
  return equipment;
}

/** Serialises this member's gym writes: the user row, locked FOR NO KEY UPDATE (as workouts.service.ts does). */
async function lockMember(tx: Tx, viewer: SignedInViewer): Promise<void> {
  const [owner] = await tx.select({ id: user.id }).from(user).where(eq(user.id, viewer.user.id)).for('no key update');
  if (!owner) throw new Unauthorized();
}

/** @throws Conflict when another gym of the member (not `exceptId`) has `name`, ignoring case. */
async function assertNameFree(tx: Tx, viewer: SignedInViewer, name: string, exceptId?: string): Promise<void> {
  const sameName = and(eq(gyms.userId, viewer.user.id), sql`lower(${gyms.name}) = ${name.toLowerCase()}`);
  const [clash] = await tx
    .select({ name: gyms.name })
    .from(gyms)
    .where(exceptId ? and(sameName, ne(gyms.id, exceptId)) : sameName)
    .limit(1);
  if (clash) throw new Conflict(GYM_MESSAGES.nameTaken(clash.name));
}

async function toGym(database: Database, viewer: Viewer, row: GymRow): Promise<Gym> {
  return {
    id: row.id,
    name: row.name,
    equipment: row.equipment,
    isActive: row.isActive,
    exerciseCount: await countExercisesPossibleWith(database, viewer, row.equipment),
  };
}
