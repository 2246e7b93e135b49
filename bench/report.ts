import type { LoadSummary } from './bench-database';
import type { BundleSize } from './measure-bundle';
import type { LoadResult, LoadSettings } from './measure-load';
import type { StartupSample } from './measure-startup';
import type { PreflightRow } from './search-requests';

/** Everything one engine × size run measured; `error` or `skipped` when it could not complete. */
export type RunOutcome = {
  engine: 'postgres' | 'pglite';
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
  notes: string[];
};

/** The targets of docs/architecture.md#performance. KB here means 1,000 bytes (as Vite prints sizes). */
export const TARGETS = { pgSearchP99Ms: 100, pgRatio: 0.2, pgliteP99Ms: 500, initialJsGzipBytes: 150_000, startupMs: 2_500 } as const;

const n = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kb = (bytes: number) => `${n(bytes / 1000, 1)} KB`;
const failures = (r: LoadResult) => r.errors + r.non2xx;
const mark = (met: boolean | null) => (met === null ? '— not measured' : met ? '✅ met' : '❌ missed');
const title = (run: RunOutcome) => `${run.engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, ${n(run.size)} exercises`;
/** Why a run has no figures, on one line (a table cell). */
const why = (run: RunOutcome | undefined) =>
  (run?.skipped ?? run?.error?.split('\n')[0]?.replace(/\|/g, '\\|') ?? 'not run').slice(0, 160);
const find = (report: BenchReport, engine: RunOutcome['engine'], size: number) => report.runs.find((r) => r.engine === engine && r.size === size);

type TargetRow = [target: string, measured: string, met: boolean | null];

/** The search targets of one engine × size for one search scenario (`search` or `searchCold`). */
function searchTargetRows(report: BenchReport, engine: RunOutcome['engine'], size: number, scenario: 'search' | 'searchCold'): TargetRow[] {
  const run = find(report, engine, size);
  const result = run?.[scenario];
  const label = `${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${n(size)}, ${scenario === 'search' ? "the issue's search (12 rotated, cached)" : 'stricter reading: cold (a new query every request)'} — search`;
  const missing = scenario === 'search' ? why(run) : 'not run';
  const rows: TargetRow[] = [
    [`${label} 0 errors / non-2xx`, result ? `${failures(result)}` : missing, result ? failures(result) === 0 : null],
  ];
  if (engine === 'postgres') {
    rows.unshift([`${label} p99 ≤ 100 ms`, result ? `${n(result.p99Ms)} ms` : missing, result ? result.p99Ms <= TARGETS.pgSearchP99Ms : null]);
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
    ...searchTargetRows(report, 'postgres', 100_000, 'search'),
    ...searchTargetRows(report, 'postgres', 100_000, 'searchCold'),
    ...searchTargetRows(report, 'pglite', 10_000, 'search'),
    ...searchTargetRows(report, 'pglite', 10_000, 'searchCold'),
    ['Landing page initial JS (entry + modulepreload, gzip) ≤ 150 KB', report.bundleDeclared ? kb(report.bundleDeclared.gzipBytes) : 'not measured', report.bundleDeclared ? report.bundleDeclared.gzipBytes <= TARGETS.initialJsGzipBytes : null],
    ['Landing page JS fetched by Chromium for `/`, incl. the lazy route chunk (stricter reading) ≤ 150 KB', report.bundleBrowser ? kb(report.bundleBrowser.gzipBytes) : 'not measured', report.bundleBrowser ? report.bundleBrowser.gzipBytes <= TARGETS.initialJsGzipBytes : null],
    ['Start-up on an existing embedded database ≤ 2.5 s (2nd start)', second ? `${n(second.ms)} ms` : 'not measured', second ? second.ms <= TARGETS.startupMs : null],
  ];
  return ['| target (docs/architecture.md#performance) | measured | |', '|---|---|---|', ...rows.map(([t, m, ok]) => `| ${t} | ${m} | ${mark(ok)} |`)];
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
  if (run.load) lines.push(`Loaded ${n(run.load.rows)} exercises + 1 subscriber in ${n(run.load.seconds, 1)} s; the server became healthy ${n(run.serverStartMs ?? 0)} ms after spawn.`, '');
  if (run.ceiling || run.search) {
    if (run.loadAverage !== undefined) lines.push(`1-minute load average when the load began: ${n(run.loadAverage, 2)} (on ${cores} cores).`, '');
    lines.push(
      '| route | req/s | p50 ms | p99 ms | errors / non-2xx | requests | server CPU ms/req | PostgreSQL CPU ms/req | machine busy |',
      '|---|---|---|---|---|---|---|---|---|',
    );
    if (run.ceiling) lines.push(loadRow('ceiling: `GET /api/health` (runs `select 1`)', run.ceiling));
    if (run.search) lines.push(loadRow('search as subscriber: q + equipment + page 3, 12 rotated queries (cached after the first)', run.search));
    if (run.searchCold) lines.push(loadRow(`search, cold: same shape, a different query each request (${n(run.coldQueries ?? 0)} distinct)`, run.searchCold));
    lines.push('');
  }
  const ratio = (r: LoadResult | undefined) => (r && run.ceiling ? `**${n((100 * r.requestsPerSec) / run.ceiling.requestsPerSec, 1)} %**` : null);
  if (ratio(run.search)) lines.push(`Ratio search/ceiling: ${ratio(run.search)} (rotated, cached); ${ratio(run.searchCold) ?? 'not measured'} (cold).`, '');
  for (const [label, r] of [['Search', run.search], ['Cold search', run.searchCold]] as const) {
    if (r && Object.keys(r.statusCodes).some((code) => !code.startsWith('2'))) lines.push(`${label} status codes: ${JSON.stringify(r.statusCodes)}.`, '');
  }
  if (run.preflight) {
    lines.push(
      '<details><summary>Searches rotated during the load, each sent alone before it (first = cold server, then warm)</summary>',
      '',
      '| path | total | items on page | first ms | warm ms |',
      '|---|---|---|---|---|',
    );
    for (const row of run.preflight) lines.push(`| \`${row.path}\` | ${n(row.total)} | ${row.items} | ${n(row.coldMs, 1)} | ${n(row.ms, 1)} |`);
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
  if (report.bundleDeclared) lines.push('Declared by `dist/web/index.html` (module entry + modulepreload links), each gzipped at level 6:', '', ...table(report.bundleDeclared));
  if (report.bundleBrowser) lines.push('Fetched by Chromium to render `/` signed out (adds the lazily loaded landing route chunk and its imports):', '', ...table(report.bundleBrowser));
  else if (report.bundleBrowser === null) lines.push('Chromium not installed: the browser-observed figure was not measured.', '');
  return lines;
}

function startupSection(report: BenchReport): string[] {
  const lines = ['## Start-up time (spawn → first `GET /api/health` 200, embedded database)', ''];
  const list = (samples: StartupSample[]) => samples.map((s) => `start ${s.start}: ${n(s.ms)} ms`).join(' · ');
  if (report.startupFresh) lines.push(`- Fresh DATA_DIR (start 1 runs initdb, migrations and the curated catalogue's load; later starts open the existing database): ${list(report.startupFresh)}`);
  if (report.startupLarge) lines.push(`- The PGlite DATA_DIR holding 10,000 bench exercises (already started once by the load run): ${list(report.startupLarge)}`);
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
