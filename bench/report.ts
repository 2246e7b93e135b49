import type { LoadSummary } from './bench-database';
import type { BundleSize } from './measure-bundle';
import type { LoadResult, LoadSettings } from './measure-load';
import type { StartupSample } from './measure-startup';
import type { PreflightRow } from './search-requests';
import type { RelevanceScore } from '../src/server/test/fixtures/relevance-suite';

/** Everything one engine × size run measured; `error` or `skipped` when it could not complete. */
export type RunOutcome = {
  engine: 'postgres' | 'pglite';
  /** Synthetic bench exercises, or the real catalogue (curated + free-exercise-db, loaded by the server's first start). */
  catalogue: 'synthetic' | 'real';
  size: number;
  load?: LoadSummary;
  serverStartMs?: number;
  /** 1-minute load average when the load runs began. */
  loadAverage?: number;
  preflight?: PreflightRow[];
  ceiling?: LoadResult;
  search?: LoadResult;
  /** The same search shape with a distinct query per request (cache misses: bench/cold-searches.ts). */
  searchCold?: LoadResult;
  /** How many distinct queries the cold search rotated through. */
  coldQueries?: number;
  /** The cold search's queries again, each with the subscriber's bench gym (`&gym=`: bench/gym-requests.ts). */
  searchColdGym?: LoadResult;
  /** The first gym-filtered search, sent alone before that load (it builds the gym's equipment bitsets). */
  gymFirst?: { ms: number; status: number };
  /** `GET /api/exercises/{id}/alternatives?gym=` over distinct exercises of the cold searches' pages. */
  alternatives?: LoadResult;
  alternativesCount?: number;
  alternativesFirst?: { ms: number; status: number };
  /** The relevance suite through this server (real catalogue only). */
  relevance?: RelevanceScore;
  /** The server's resident memory after the load runs, and its peak, in MB. */
  memory?: { rssMb: number; peakMb: number } | null;
  /** Milliseconds from an admin's edit on this instance to a second instance's search finding it (PostgreSQL runs). */
  freshnessMs?: number[];
  error?: string;
  skipped?: string;
};

export type BenchReport = {
  date: string;
  machine: { nproc: number; cpu: string; memoryGb: number; node: string; postgres: string | null; loadAverage: string };
  commit: string;
  settings: LoadSettings;
  runs: RunOutcome[];
  bundleDeclared?: BundleSize;
  bundleBrowser?: BundleSize | null;
  startupFresh?: StartupSample[];
  startupLarge?: StartupSample[];
  /** The relevance suite on the shipped (curated) catalogue alone, in-process. */
  relevanceCurated?: RelevanceScore;
  notes: string[];
};

/** The targets of docs/architecture.md#performance. KB here means 1,000 bytes (as Vite prints sizes). */
export const TARGETS = {
  pgSearchP99Ms: 100,
  pgRatio: 0.2,
  pgliteP99Ms: 500,
  coldP99Ms: 50,
  alternativesP99Ms: 20,
  embeddedRatio: 0.4,
  memoryMb: 400,
  freshnessMs: 1_000,
  initialJsGzipBytes: 150_000,
  startupMs: 2_500,
} as const;

const n = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes: number) => `${n(bytes / 1000, 1)} KB`;
const failures = (r: LoadResult) => r.errors + r.non2xx;
const mark = (met: boolean | null) => (met === null ? '— not measured' : met ? '✅ met' : '❌ missed');
const title = (run: RunOutcome) =>
  run.catalogue === 'real'
    ? `PGlite (embedded default), the real catalogue (curated + free-exercise-db${run.size ? `, ${n(run.size)} exercises` : ''})`
    : `${run.engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, ${n(run.size)} exercises`;
/** Why a run has no figures, on one line (a table cell). */
const why = (run: RunOutcome | undefined) => (run?.skipped ?? run?.error?.split('\n')[0]?.replace(/\|/g, '\\|') ?? 'not run').slice(0, 160);
const find = (report: BenchReport, engine: RunOutcome['engine'], size: number) =>
  report.runs.find((r) => r.engine === engine && r.size === size && r.catalogue === 'synthetic');
const ratioOf = (r: LoadResult | undefined, ceiling: LoadResult | undefined) =>
  r && ceiling ? r.requestsPerSec / ceiling.requestsPerSec : null;
const pct = (ratio: number | null) => (ratio === null ? 'not run' : `${n(100 * ratio, 1)} %`);
const relevanceText = (score: RelevanceScore | undefined) =>
  score
    ? `${score.top3} / ${score.cases} in the top 3 (${n((100 * score.top3) / score.cases, 1)} %), MRR ${n(score.mrr, 3)}`
    : 'not measured';

/** The targets of the search's cold path, memory, freshness and relevance (docs/architecture.md#performance). */
function coldTargetRows(report: BenchReport): TargetRow[] {
  const rows: TargetRow[] = [];
  const cold = (label: string, run: RunOutcome | undefined, ratio: number | null) => {
    const r = run?.searchCold;
    rows.push([
      `${label}: cold search p99 ≤ ${TARGETS.coldP99Ms} ms, 0 errors`,
      r ? `${n(r.p99Ms)} ms, ${failures(r)} errors` : why(run),
      r ? r.p99Ms <= TARGETS.coldP99Ms && failures(r) === 0 : null,
    ]);
    if (ratio !== null) {
      const measured = ratioOf(r, run?.ceiling);
      rows.push([`${label}: cold search ≥ ${100 * ratio} % of the ceiling`, pct(measured), measured === null ? null : measured >= ratio]);
    }
  };
  const real = report.runs.find((r) => r.catalogue === 'real');
  cold('Embedded default, real catalogue, signed in', real, TARGETS.embeddedRatio);
  cold('PGlite 10,000', find(report, 'pglite', 10_000), null);
  const pg100k = find(report, 'postgres', 100_000);
  cold('PostgreSQL 100,000', pg100k, TARGETS.pgRatio);
  const gym = pg100k?.searchColdGym;
  rows.push([
    `PostgreSQL 100,000: gym-filtered cold search p99 ≤ ${TARGETS.coldP99Ms} ms, 0 errors`,
    gym ? `${n(gym.p99Ms)} ms, ${failures(gym)} errors` : why(pg100k),
    gym ? gym.p99Ms <= TARGETS.coldP99Ms && failures(gym) === 0 : null,
  ]);
  const gymRatio = ratioOf(gym, pg100k?.ceiling);
  rows.push([
    `PostgreSQL 100,000: gym-filtered cold search ≥ ${100 * TARGETS.pgRatio} % of the ceiling`,
    pct(gymRatio),
    gymRatio === null ? null : gymRatio >= TARGETS.pgRatio,
  ]);
  const alternatives = pg100k?.alternatives;
  rows.push([
    `PostgreSQL 100,000: alternatives (with the gym filter) p99 ≤ ${TARGETS.alternativesP99Ms} ms, 0 errors`,
    alternatives ? `${n(alternatives.p99Ms)} ms, ${failures(alternatives)} errors` : why(pg100k),
    alternatives ? alternatives.p99Ms <= TARGETS.alternativesP99Ms && failures(alternatives) === 0 : null,
  ]);
  const memory = pg100k?.memory;
  rows.push([
    `Server memory at 100,000 exercises (RSS after the load runs) ≤ ${TARGETS.memoryMb} MB`,
    memory ? `${n(memory.rssMb)} MB (peak ${n(memory.peakMb)} MB)` : 'not measured',
    memory ? memory.rssMb <= TARGETS.memoryMb : null,
  ]);
  const freshness = report.runs.flatMap((r) => r.freshnessMs ?? []);
  rows.push([
    `An admin's edit found by a second instance's search ≤ ${n(TARGETS.freshnessMs)} ms (every sample)`,
    freshness.length
      ? `max ${n(Math.max(...freshness))} ms over ${freshness.length} edits (median ${n([...freshness].sort((a, b) => a - b)[Math.floor(freshness.length / 2)]!)} ms)`
      : 'not measured',
    freshness.length ? Math.max(...freshness) <= TARGETS.freshnessMs : null,
  ]);
  rows.push([
    'Relevance suite, shipped catalogue: 100 % in the top 3',
    relevanceText(report.relevanceCurated),
    report.relevanceCurated ? report.relevanceCurated.top3 === report.relevanceCurated.cases : null,
  ]);
  rows.push([
    'Relevance suite, with free-exercise-db merged (through the server): 100 % in the top 3',
    relevanceText(real?.relevance),
    real?.relevance ? real.relevance.top3 === real.relevance.cases : null,
  ]);
  return rows;
}

type TargetRow = [target: string, measured: string, met: boolean | null];

/** The search targets of one engine × size for one search scenario (`search` or `searchCold`). */
function searchTargetRows(report: BenchReport, engine: RunOutcome['engine'], size: number, scenario: 'search' | 'searchCold'): TargetRow[] {
  const run = find(report, engine, size);
  const result = run?.[scenario];
  const label = `${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${n(size)}, ${scenario === 'search' ? "the issue's search (12 rotated, cached)" : 'stricter reading: cold (a new query every request)'} — search`;
  const missing = scenario === 'search' ? why(run) : 'not run';
  if (scenario === 'searchCold') return [];
  const rows: TargetRow[] = [
    [`${label} 0 errors / non-2xx`, result ? `${failures(result)}` : missing, result ? failures(result) === 0 : null],
  ];
  if (engine === 'postgres') {
    rows.unshift([
      `${label} p99 ≤ 100 ms`,
      result ? `${n(result.p99Ms)} ms` : missing,
      result ? result.p99Ms <= TARGETS.pgSearchP99Ms : null,
    ]);
    const ceiling = run?.ceiling;
    rows.push([
      `${label} ≥ 20 % of the ceiling`,
      result && ceiling ? `${n((100 * result.requestsPerSec) / ceiling.requestsPerSec, 1)} %` : 'not run',
      result && ceiling ? result.requestsPerSec >= TARGETS.pgRatio * ceiling.requestsPerSec : null,
    ]);
  } else {
    rows.push([`${label} p99 ≤ 500 ms`, result ? `${n(result.p99Ms)} ms` : 'not run', result ? result.p99Ms <= TARGETS.pgliteP99Ms : null]);
  }
  return rows;
}

function targetRows(report: BenchReport): string[] {
  const second = report.startupFresh?.find((s) => s.start === 2);
  const rows: TargetRow[] = [
    ...coldTargetRows(report),
    ...searchTargetRows(report, 'postgres', 100_000, 'search'),
    ...searchTargetRows(report, 'postgres', 100_000, 'searchCold'),
    ...searchTargetRows(report, 'pglite', 10_000, 'search'),
    ...searchTargetRows(report, 'pglite', 10_000, 'searchCold'),
    [
      'Landing page initial JS (entry + modulepreload, gzip) ≤ 150 KB',
      report.bundleDeclared ? kb(report.bundleDeclared.gzipBytes) : 'not measured',
      report.bundleDeclared ? report.bundleDeclared.gzipBytes <= TARGETS.initialJsGzipBytes : null,
    ],
    [
      'Landing page JS fetched by Chromium for `/`, incl. the lazy route chunk (stricter reading) ≤ 150 KB',
      report.bundleBrowser ? kb(report.bundleBrowser.gzipBytes) : 'not measured',
      report.bundleBrowser ? report.bundleBrowser.gzipBytes <= TARGETS.initialJsGzipBytes : null,
    ],
    [
      'Start-up on an existing embedded database ≤ 2.5 s (2nd start)',
      second ? `${n(second.ms)} ms` : 'not measured',
      second ? second.ms <= TARGETS.startupMs : null,
    ],
  ];
  return [
    '| target (docs/architecture.md#performance) | measured | |',
    '|---|---|---|',
    ...rows.map(([t, m, ok]) => `| ${t} | ${m} | ${mark(ok)} |`),
  ];
}

function loadRow(label: string, r: LoadResult): string {
  const cpu = r.cpu
    ? `${n(r.cpu.serverMsPerRequest, 2)} | ${r.cpu.databaseMsPerRequest === null ? 'in server' : n(r.cpu.databaseMsPerRequest, 2)} | ${n(r.cpu.machineBusyPct)} %`
    : '– | – | –';
  return `| ${label} | ${n(r.requestsPerSec)} | ${n(r.p50Ms)} | ${n(r.p99Ms)} | ${n(r.errors)} (${n(r.timeouts)} timeouts) / ${n(r.non2xx)} | ${n(r.totalRequests)} | ${cpu} |`;
}

function runSection(run: RunOutcome, cores: number): string[] {
  const lines = [`## ${title(run)}`, ''];
  if (run.skipped) return [...lines, `Skipped: ${run.skipped}`, ''];
  if (run.load)
    lines.push(
      `Loaded ${n(run.load.rows)} exercises + 1 subscriber in ${n(run.load.seconds, 1)} s; the server became healthy ${n(run.serverStartMs ?? 0)} ms after spawn.`,
      '',
    );
  if (run.ceiling || run.search) {
    if (run.loadAverage !== undefined)
      lines.push(`1-minute load average when the load began: ${n(run.loadAverage, 2)} (on ${cores} cores).`, '');
    lines.push(
      '| route | req/s | p50 ms | p99 ms | errors / non-2xx | requests | server CPU ms/req | PostgreSQL CPU ms/req | machine busy |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    if (run.ceiling) lines.push(loadRow('ceiling: `GET /api/health` (runs `select 1`)', run.ceiling));
    if (run.search) lines.push(loadRow('search as subscriber: q + equipment + page 3, the same 12 queries in turn', run.search));
    if (run.searchCold) {
      const shape =
        run.catalogue === 'real'
          ? 'q as typed (word prefixes from 2 letters, first word + start of the second), page 1'
          : 'q + equipment + page 3';
      lines.push(loadRow(`search, cold: ${shape}, a different query each request (${n(run.coldQueries ?? 0)} distinct)`, run.searchCold));
    }
    if (run.searchColdGym)
      lines.push(
        loadRow('search, cold, with the gym filter: the cold queries again, each with `&gym=` (the bench gym)', run.searchColdGym),
      );
    if (run.alternatives)
      lines.push(
        loadRow(
          `alternatives with the gym filter: \`GET /api/exercises/{id}/alternatives?gym=\`, ${n(run.alternativesCount ?? 0)} exercises in turn`,
          run.alternatives,
        ),
      );
    if (run.gymFirst || run.alternativesFirst)
      lines.push(
        '',
        `Sent alone before their load: the first gym-filtered search ${run.gymFirst ? `${n(run.gymFirst.ms, 1)} ms (${run.gymFirst.status})` : 'not measured'} — it builds the gym's equipment bitsets, reused until the catalogue changes; the first alternatives ${run.alternativesFirst ? `${n(run.alternativesFirst.ms, 1)} ms (${run.alternativesFirst.status})` : 'not measured'}.`,
      );
    lines.push('');
  }
  const ratio = (r: LoadResult | undefined) =>
    r && run.ceiling ? `**${n((100 * r.requestsPerSec) / run.ceiling.requestsPerSec, 1)} %**` : null;
  if (ratio(run.search) || ratio(run.searchCold))
    lines.push(
      `Ratio search/ceiling: ${ratio(run.search) ?? 'not measured'} (the 12 rotated); ${ratio(run.searchCold) ?? 'not measured'} (cold); ${ratio(run.searchColdGym) ?? 'not measured'} (cold, with the gym filter).`,
      '',
    );
  if (run.memory) lines.push(`Server memory after the load runs: RSS ${n(run.memory.rssMb)} MB, peak ${n(run.memory.peakMb)} MB.`, '');
  if (run.freshnessMs)
    lines.push(
      `Freshness across two instances (an admin's rename on one, polled every 10 ms on the other): ${run.freshnessMs.map((ms) => `${n(ms)} ms`).join(', ')}.`,
      '',
    );
  if (run.relevance) {
    lines.push(`Relevance suite through this server: ${relevanceText(run.relevance)}.`, '');
    for (const miss of run.relevance.misses)
      lines.push(`- missed \`${miss.q}\`: wanted ${miss.expect.join(', ')}; got ${miss.got.join(', ')}`);
    if (run.relevance.misses.length) lines.push('');
  }
  for (const [label, r] of [
    ['Search', run.search],
    ['Cold search', run.searchCold],
    ['Gym-filtered cold search', run.searchColdGym],
    ['Alternatives', run.alternatives],
  ] as const) {
    if (r && Object.keys(r.statusCodes).some((code) => !code.startsWith('2')))
      lines.push(`${label} status codes: ${JSON.stringify(r.statusCodes)}.`, '');
  }
  if (run.preflight) {
    lines.push(
      '<details><summary>Searches rotated during the load, each sent alone before it (first = cold server, then warm)</summary>',
      '',
      '| path | total | items on page | first ms | warm ms |',
      '|---|---|---|---|---|',
    );
    for (const row of run.preflight)
      lines.push(`| \`${row.path}\` | ${n(row.total)} | ${row.items} | ${n(row.coldMs, 1)} | ${n(row.ms, 1)} |`);
    lines.push('', '</details>', '');
  }
  if (run.error) lines.push(`**Failed:** ${run.error.split('\n')[0]}`, '', '```', run.error.slice(0, 2000), '```', '');
  return lines;
}

function bundleSection(report: BenchReport): string[] {
  const lines = ['## Landing page JavaScript', ''];
  const table = (size: BundleSize) => [
    '| file | raw | gzip |',
    '|---|---|---|',
    ...size.files.map((f) => `| \`${f.file}\` | ${kb(f.rawBytes)} | ${kb(f.gzipBytes)} |`),
    `| **total** | ${kb(size.rawBytes)} | **${kb(size.gzipBytes)}** |`,
    '',
  ];
  if (report.bundleDeclared)
    lines.push(
      'Declared by `dist/web/index.html` (module entry + modulepreload links), each gzipped at level 6:',
      '',
      ...table(report.bundleDeclared),
    );
  if (report.bundleBrowser)
    lines.push(
      'Fetched by Chromium to render `/` signed out (adds the lazily loaded landing route chunk and its imports):',
      '',
      ...table(report.bundleBrowser),
    );
  else if (report.bundleBrowser === null) lines.push('Chromium not installed: the browser-observed figure was not measured.', '');
  return lines;
}

function startupSection(report: BenchReport): string[] {
  const lines = ['## Start-up time (spawn → first `GET /api/health` 200, embedded database)', ''];
  const list = (samples: StartupSample[]) => samples.map((s) => `start ${s.start}: ${n(s.ms)} ms`).join(' · ');
  if (report.startupFresh)
    lines.push(
      `- Fresh DATA_DIR (start 1 runs initdb, migrations and the curated catalogue's load; later starts open the existing database): ${list(report.startupFresh)}`,
    );
  if (report.startupLarge)
    lines.push(`- The PGlite DATA_DIR holding 10,000 bench exercises (already started once by the load run): ${list(report.startupLarge)}`);
  return [...lines, ''];
}

/** Renders the whole report as markdown (bench/results.md). */
export function renderReport(report: BenchReport): string {
  const m = report.machine;
  return [
    '# Equipped benchmark results',
    '',
    `Generated by \`npm run bench\` on ${report.date} at commit \`${report.commit}\`.`,
    '',
    `Machine: ${m.nproc} CPU cores (${m.cpu}), ${n(m.memoryGb)} GB RAM, Node ${m.node}, PostgreSQL ${m.postgres ?? 'not available'}; load average at start ${m.loadAverage}.`,
    `Load: autocannon, ${report.settings.connections} connections, ${report.settings.warmupSec} s warm-up (discarded) then ${report.settings.durationSec} s measured, all traffic on 127.0.0.1; server: production build, \`NODE_ENV=production\`, \`LOG_LEVEL=warn\`.`,
    '',
    'Notes:',
    '',
    ...report.notes.map((note) => `- ${note}`),
    '',
    '## Targets',
    '',
    ...targetRows(report),
    '',
    ...report.runs.flatMap((run) => runSection(run, m.nproc)),
    ...bundleSection(report),
    ...startupSection(report),
  ].join('\n');
}
