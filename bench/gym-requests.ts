import type { SourcedExercise } from '@/server/features/catalogue-import/upsert-exercises';
import { EQUIPMENT_NAMES } from '@/shared/catalogue/equipment-taxonomy';
import { GYM_PRESETS } from '@/shared/catalogue/gym-presets';

/**
 * The gym scenarios of the benchmark (docs/architecture.md#performance, docs/product.md#my-gyms): the library searched
 * with the member's active gym (`GET /api/exercises?…&gym={id}`) and the details dialog's alternatives
 * (`GET /api/exercises/{id}/alternatives?gym={id}`), both as the subscriber with a gym of their own.
 */

/**
 * The equipment of the bench gym: on a synthetic catalogue every other taxonomy item its exercises name (by name order),
 * so about half the cold searches find a page and the rest answer empty with the gym's best unlock — both paths a
 * member takes; on the real catalogue a preset (`preset`, the Hotel gym unless named).
 */
export function benchGymEquipment(items: readonly SourcedExercise[], real: boolean, preset = 'hotel'): string[] {
  if (real) return [...(GYM_PRESETS.find((candidate) => candidate.id === preset)?.equipment ?? [])];
  const named = new Set(items.map(({ exercise }) => exercise.equipmentType));
  return EQUIPMENT_NAMES.filter((name) => named.has(name) && name !== 'Bodyweight')
    .sort()
    .filter((_, index) => index % 2 === 0);
}

/**
 * Creates the subscriber's bench gym through the API (POST /api/gyms), active at once (`isActive`).
 *
 * @returns the gym's id.
 * @throws when the server refuses it (anything but 201).
 */
export async function createBenchGym(baseUrl: string, cookie: string, equipment: readonly string[]): Promise<string> {
  const response = await fetch(`${baseUrl}/api/gyms`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ name: 'Bench gym', equipment, isActive: true }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`POST /api/gyms answered ${response.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { gym: { id: string } }).gym.id;
}

/** A library path with the gym filter added (`&gym={id}`). */
export function withGym(path: string, gymId: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}gym=${encodeURIComponent(gymId)}`;
}

/**
 * Alternatives paths for distinct exercises, read from the first pages of `searchPaths` (what members open from the
 * library), in that order, at most `limit`: `/api/exercises/{id}/alternatives?gym={gymId}`.
 *
 * @throws when a search does not answer 200 or no exercise is found.
 */
export async function alternativesPaths(
  baseUrl: string,
  cookie: string,
  searchPaths: readonly string[],
  gymId: string,
  limit = 2_000,
): Promise<string[]> {
  const ids = new Set<string>();
  for (const path of searchPaths) {
    if (ids.size >= limit) break;
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
    for (const item of ((await response.json()) as { items: { id: string }[] }).items) ids.add(item.id);
  }
  if (ids.size === 0) throw new Error('no exercise found to ask alternatives for');
  return [...ids].slice(0, limit).map((id) => `/api/exercises/${id}/alternatives?gym=${encodeURIComponent(gymId)}`);
}

/**
 * Sends `path` once, alone, and times it: the first gym-filtered search of a server builds the gym's equipment bitsets
 * (docs/decisions/0026), which the loaded rows no longer see.
 *
 * @returns milliseconds to the full answer, and its status.
 * @throws when it does not answer 200 (the load would measure refusals).
 */
export async function timeOne(baseUrl: string, path: string, cookie: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return { ms, status: response.status };
}
