import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BENCH_SUBSCRIBER, loadBenchData } from './bench-database';
import { type LoadResult, type LoadSettings, measureLoad } from './measure-load';
import { FREE_EXERCISE_DB_FILE, realCatalogueSearchPaths } from './search-quality';
import { freePort, serverEnv, startServer } from './server-process';
import { signIn } from './sign-in';

/** The bearer token the metrics-on server is started with (docs/deployment.md#metrics: at least 16 characters). */
const TOKEN = 'bench-metrics-token-0123456789';

/** The cost of metrics on the cold search: alternating rounds, each on a freshly started server. */
export type MetricsCost = {
  rounds: Array<{ metrics: 'off' | 'on'; result: LoadResult }>;
  coldQueries: number;
  /** Series of `equipped_http_*` after the last metrics-on round, and every metric family exposed. */
  httpSeries: number;
  families: number;
};

/**
 * The cold search on the embedded default with the real catalogue (the server's own first start fills it from
 * free-exercise-db), measured with metrics off and on (METRICS_TOKEN) in alternating rounds — off, on, off, on — each
 * on a newly started server, so every round is cold and machine drift falls on both sides alike. The on rounds are
 * scraped afterwards to count the series.
 */
export async function measureMetricsCost(
  scratch: string,
  authSecret: string,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<MetricsCost> {
  const dataDir = path.join(scratch, 'metrics-real');
  mkdirSync(dataDir, { recursive: true });
  const base = serverEnv(await freePort(), { dataDir }, authSecret);
  base.EXERCISES_SOURCE = FREE_EXERCISE_DB_FILE;
  await loadBenchData(base, []);
  const coldPaths = realCatalogueSearchPaths();
  const rounds: MetricsCost['rounds'] = [];
  let httpSeries = 0;
  let families = 0;
  for (const metrics of ['off', 'on', 'off', 'on'] as const) {
    const port = await freePort();
    const env = { ...serverEnv(port, { dataDir }, authSecret), ...(metrics === 'on' ? { METRICS_TOKEN: TOKEN } : {}) };
    const server = await startServer(env, path.join(scratch, `metrics-${metrics}.log`));
    try {
      const cookie = await signIn(server.baseUrl, BENCH_SUBSCRIBER);
      const warm = await fetch(`${server.baseUrl}/api/exercises?q=press`, { headers: { cookie }, signal: AbortSignal.timeout(120_000) });
      if (warm.status !== 200) throw new Error(`the first search answered ${warm.status}`);
      log(`cold search, metrics ${metrics}…`);
      const result = await measureLoad(server.baseUrl, coldPaths, { cookie }, settings);
      log(`  ${Math.round(result.requestsPerSec)} req/s, p99 ${result.p99Ms} ms, errors ${result.errors}, non-2xx ${result.non2xx}`);
      rounds.push({ metrics, result });
      if (metrics === 'on') {
        const scraped = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
        if (scraped.status !== 200) throw new Error(`GET /metrics answered ${scraped.status}`);
        const text = await scraped.text();
        httpSeries = text.split('\n').filter((line) => line.startsWith('equipped_http_')).length;
        families = text.split('\n').filter((line) => line.startsWith('# TYPE ')).length;
      }
    } finally {
      await server.stop();
    }
  }
  return { rounds, coldQueries: coldPaths.length, httpSeries, families };
}

/** The markdown section of bench/results.md for {@link measureMetricsCost}, with the ≤ 5 % target's verdict. */
export function metricsSection(cost: MetricsCost, meta: { commit: string; date: string; settings: LoadSettings }): string {
  const mean = (side: 'off' | 'on', pick: (r: LoadResult) => number) => {
    const values = cost.rounds.filter((r) => r.metrics === side).map((r) => pick(r.result));
    return values.reduce((sum, v) => sum + v, 0) / values.length;
  };
  const off = mean('off', (r) => r.requestsPerSec);
  const on = mean('on', (r) => r.requestsPerSec);
  const loss = (off - on) / off;
  const failures = cost.rounds.reduce((sum, r) => sum + r.result.errors + r.result.non2xx, 0);
  const row = (n: number, { metrics, result }: MetricsCost['rounds'][number]) =>
    `| ${n} | ${metrics} | ${Math.round(result.requestsPerSec).toLocaleString('en-US')} | ${result.p50Ms} | ${result.p99Ms} | ${result.errors} / ${result.non2xx} | ${result.totalRequests.toLocaleString('en-US')} |`;
  return [
    '## Metrics on and off (embedded default, real catalogue, cold search)',
    '',
    `Measured by \`npm run bench -- --only metrics\` on ${meta.date} at commit \`${meta.commit}\`: the cold search of the real catalogue (${cost.coldQueries} distinct queries in turn, as the subscriber) on the production server, alternately without metrics and with METRICS_TOKEN set (every request counted and timed), each round on a newly started server; autocannon with ${meta.settings.connections} connections, ${meta.settings.warmupSec} s warm-up then ${meta.settings.durationSec} s.`,
    '',
    '| round | metrics | req/s | p50 ms | p99 ms | errors / non-2xx | requests |',
    '|---|---|---|---|---|---|---|',
    ...cost.rounds.map((round, i) => row(i + 1, round)),
    '',
    `After the load the exposition held ${cost.httpSeries} \`equipped_http_*\` series in ${cost.families} metric families.`,
    '',
    '| target | measured | |',
    '|---|---|---|',
    `| metrics on: ≤ 5 % fewer req/s than off (mean of the rounds), 0 errors | ${(100 * loss).toFixed(1)} % (${Math.round(off)} → ${Math.round(on)} req/s) | ${loss <= 0.05 && failures === 0 ? '✅ met' : '❌ missed'} |`,
    '',
  ].join('\n');
}
