import type { Database } from '../../db/client';
import { createLruCache, type LruCache } from '../../lib/lru-cache';

/**
 * The equipment of members' gyms, remembered in this process for a second (docs/architecture.md#gym-memo): a library
 * search or an alternatives request with `gym=` reads the gym's equipment, and a member sends many of those a minute,
 * each of which would otherwise cost a database round trip.
 *
 * Each database has a *generation*, bumped by {@link forgetGyms}; a reader notes it before it queries and stores its
 * answer only if it is still the same afterwards, so equipment read before a write is never kept after it. The gym
 * writes (gyms.service.ts) call {@link forgetGyms} once they commit and announce NOTIFY 'gyms' to the other instances,
 * which call it when it arrives (main.ts); a change made outside the app is seen within {@link GYM_MEMO_MS}.
 */

/** How long a gym's equipment is remembered: the bound on a change no instance was told of (as decision 0010's memo). */
export const GYM_MEMO_MS = 1_000;

/** Most gyms remembered (a few hundred bytes each). */
const GYM_MEMO_MAX = 10_000;

type State = { generation: number; gyms: LruCache<readonly string[]> };

// Keyed by the Drizzle handle, like the catalogue caches: every test database and every server has its own.
const states = new WeakMap<object, State>();

function stateOf(database: Database): State {
  let state = states.get(database.db);
  if (!state) states.set(database.db, (state = { generation: 0, gyms: createLruCache({ maxEntries: GYM_MEMO_MAX, ttlMs: GYM_MEMO_MS }) }));
  return state;
}

/**
 * The equipment of gym `gymId` of member `userId`: remembered, or read by `read` (null: no such gym of theirs, which
 * is never remembered) and remembered unless the gyms changed meanwhile.
 */
export async function rememberedEquipment(
  database: Database,
  userId: string,
  gymId: string,
  read: () => Promise<readonly string[] | null>,
): Promise<readonly string[] | null> {
  const state = stateOf(database);
  const key = `${userId}:${gymId}`;
  const known = state.gyms.get(key);
  if (known) return known;
  const generation = state.generation;
  const equipment = await read();
  if (equipment && generation === state.generation) state.gyms.set(key, equipment);
  return equipment;
}

/** Forgets every remembered gym of `database` in this process: after a gym write commits, or NOTIFY 'gyms' arrives. */
export function forgetGyms(database: Database): void {
  const state = stateOf(database);
  state.generation += 1;
  state.gyms.clear();
}
