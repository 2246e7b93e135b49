import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrateDatabase, openPglite } from '@/server/db/client';
import { syncCuratedCatalogue } from '@/server/features/catalogue-import/curated-catalogue';
import { searchIndexOf } from '@/server/features/exercises/search/search-index-store';
import { relevanceCasesFor, type RelevanceScore, scoreRelevance } from '@/server/test/fixtures/relevance-suite';
import { createRandom } from './generate-exercises';
import { repoRoot } from './server-process';

/**
 * The search's quality and freshness figures for `npm run bench` (docs/architecture.md#performance): the relevance
 * suite's top-3 hit rate and mean reciprocal rank, the queries a user types into the real catalogue, a server's
 * memory, and how long an admin's edit on one instance takes to be found on another.
 */

/** The free-exercise-db file beside the repository (docs/architecture.md: `../shared/data/free-exercise-db/`). */
export const FREE_EXERCISE_DB_FILE = path.join(repoRoot, '..', 'shared', 'data', 'free-exercise-db', 'exercises.json');
const CURATED_DIR = path.join(repoRoot, 'catalogue', 'exercises');

/**
 * Search paths as a user types them into the real catalogue (the curated catalogue and free-exercise-db): every prefix
 * of 2+ letters of every word of every name, and each name's first word followed by a prefix of its second ('barbell
 * be'), each once, shuffled deterministically; page 1, no filter, at most `limit`.
 */
export function realCatalogueSearchPaths(limit = 20_000): string[] {
  const names = [
    ...readJsonDir(CURATED_DIR).map((record) => record.name),
    ...(JSON.parse(readFileSync(FREE_EXERCISE_DB_FILE, 'utf8')) as Array<{ name: string }>).map((record) => record.name),
  ];
  const queries = new Set<string>();
  for (const name of names) {
    const words = name
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    for (const word of words) for (let length = 2; length <= word.length; length += 1) queries.add(word.slice(0, length));
    if (words.length > 1)
      for (let length = 1; length <= words[1]!.length; length += 1) queries.add(`${words[0]} ${words[1]!.slice(0, length)}`);
  }
  const list = [...queries];
  const random = createRandom(11);
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list.slice(0, limit).map((q) => `/api/exercises?${new URLSearchParams({ q })}`);
}

function readJsonDir(dir: string): Array<{ name: string }> {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Array<{ name: string }>);
}

/** The relevance suite's 'merged' cases through a running server holding the real catalogue, as `cookie`'s viewer. */
export function relevanceOverHttp(baseUrl: string, cookie: string): Promise<RelevanceScore> {
  return scoreRelevance(relevanceCasesFor('merged'), async (q) => {
    const response = await fetch(`${baseUrl}/api/exercises?${new URLSearchParams({ q })}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`search "${q}" answered ${response.status}`);
    return ((await response.json()) as { items: Array<{ exerciseName: string }> }).items.map((item) => item.exerciseName);
  });
}

/** The relevance suite's 'curated' cases on the shipped catalogue alone, in this process (an in-memory PGlite). */
export async function relevanceOnCuratedCatalogue(): Promise<RelevanceScore> {
  const database = await openPglite(null);
  try {
    await migrateDatabase(database);
    await syncCuratedCatalogue(database, CURATED_DIR);
    const index = await searchIndexOf(database);
    const base = {
      equipment: [],
      difficulty: [],
      muscle: [],
      goal: [],
      dir: 'asc' as const,
      page: 1,
      pageSize: 12,
      exact: false,
      samplesOnly: false,
    };
    return await scoreRelevance(relevanceCasesFor('curated'), async (q) =>
      index.search({ ...base, q }).items.map((item) => item.exerciseName),
    );
  } finally {
    await database.close();
  }
}

/** A process's resident memory now and at its peak, in MB (Linux /proc/<pid>/status: VmRSS, VmHWM); null elsewhere. */
export function processMemory(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export type FreshnessSample = { ms: number };

/**
 * How long an admin's edit made on instance A takes to be found by a search on instance B (docs/architecture.md#search-index):
 * `samples` times, renames one exercise through A's admin API to a name with a word never seen before, then polls B's
 * search for that word every 10 ms until the exercise is there. Measured from A's 200 to B's answer.
 *
 * @throws when an edit is not found within 10 s.
 */
export async function measureFreshness(
  a: { baseUrl: string; cookie: string },
  b: { baseUrl: string; cookie: string },
  samples = 5,
): Promise<number[]> {
  const found = await fetch(`${b.baseUrl}/api/exercises?q=press`, { headers: { cookie: b.cookie } });
  const [target] = ((await found.json()) as { items: Array<Record<string, unknown> & { id: string }> }).items;
  if (!target) throw new Error('no exercise to edit');
  const fields = ['equipmentType', 'targetMuscleGroups', 'description', 'difficultyLevel', 'pros', 'cons', 'tags', 'videoUrl'];
  const content = Object.fromEntries(fields.map((field) => [field, target[field]]));
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const word = `freshness${Date.now().toString(36)}x${sample}`;
    const response = await fetch(`${a.baseUrl}/api/admin/exercises/${target.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: a.cookie, origin: a.baseUrl },
      body: JSON.stringify({ ...content, exerciseName: `Bench Probe ${word}` }),
    });
    if (response.status !== 200) throw new Error(`the admin edit answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const editedAt = performance.now();
    for (;;) {
      const search = await fetch(`${b.baseUrl}/api/exercises?q=${word}`, { headers: { cookie: b.cookie } });
      const items = ((await search.json()) as { items: Array<{ id: string }> }).items;
      if (items.some((item) => item.id === target.id)) break;
      if (performance.now() - editedAt > 10_000) throw new Error(`edit ${sample + 1} not found on the other instance within 10 s`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    times.push(performance.now() - editedAt);
  }
  return times;
}
