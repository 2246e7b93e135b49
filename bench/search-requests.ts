/**
 * The library searches the benchmark sends (docs/architecture.md#performance: "a text query + one filter + page 3, as a subscriber").
 * Each pairs a word with equipment it really occurs with in the synthetic catalogue (bench/exercise-vocabulary.ts), so
 * page 3 is full at 10,000 rows; the load rotates through all of them, so no single cached plan or page flatters it.
 */
export const SEARCHES: ReadonlyArray<{ q: string; equipment: string }> = [
  { q: 'press', equipment: 'Dumbbells' },
  { q: 'curl', equipment: 'Barbells' },
  { q: 'row', equipment: 'Cable Machine' },
  { q: 'squat', equipment: 'Kettlebells' },
  { q: 'lunge', equipment: 'Dumbbells' },
  { q: 'raise', equipment: 'Resistance Bands' },
  { q: 'deadlift', equipment: 'Barbells' },
  { q: 'pulldown', equipment: 'Cable Machine' },
  { q: 'swing', equipment: 'Kettlebells' },
  { q: 'pull-up', equipment: 'Pull-up Bar' },
  { q: 'walk', equipment: 'Treadmill' },
  { q: 'hip thrust', equipment: 'Barbells' },
];

/** The page every search asks for (docs/architecture.md#performance). */
export const SEARCH_PAGE = 3;

/** `/api/exercises?q=…&equipment=…&page=3` for one search (the query string of the brief's API contract). */
export function searchPath(search: { q: string; equipment: string }, page = SEARCH_PAGE): string {
  return `/api/exercises?${new URLSearchParams({ q: search.q, equipment: search.equipment, page: String(page) })}`;
}

export type PreflightRow = { path: string; status: number; total: number; items: number; sampleOnly: boolean; coldMs: number; ms: number };

async function timedGet(url: string, cookie: string): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

/**
 * Sends every search twice, sequentially, before the load: proves the route answers 200 with a full, non-sample page
 * for the subscriber, and records each query's total, its first (cold: fresh server, caches empty) and its second
 * (warm) unloaded latency — a first hint when the loaded p99 is high.
 *
 * @throws when a search does not answer 200, answers `sampleOnly: true`, or returns an empty page.
 */
export async function preflightSearches(baseUrl: string, cookie: string, paths: readonly string[]): Promise<PreflightRow[]> {
  const cold = new Map<string, number>();
  for (const path of paths) cold.set(path, (await timedGet(`${baseUrl}${path}`, cookie)).ms);
  const rows: PreflightRow[] = [];
  for (const path of paths) {
    const { status, text, ms } = await timedGet(`${baseUrl}${path}`, cookie);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${text.slice(0, 300)}`);
    const body = JSON.parse(text) as { items?: unknown[]; total?: number; sampleOnly?: boolean };
    const row = {
      path,
      status,
      total: body.total ?? -1,
      items: body.items?.length ?? 0,
      sampleOnly: body.sampleOnly === true,
      coldMs: cold.get(path) ?? 0,
      ms,
    };
    if (row.sampleOnly) throw new Error(`GET ${path} answered sampleOnly: true — the bench user is not treated as a subscriber`);
    if (row.items === 0)
      throw new Error(
        `GET ${path} returned an empty page (total ${row.total}): the search finds too little to measure page ${SEARCH_PAGE}`,
      );
    rows.push(row);
  }
  return rows;
}
