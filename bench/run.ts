/**
 * `npm run bench` (docs/architecture.md#performance): generates synthetic exercises, loads them into PostgreSQL and PGlite, starts the
 * production server on each, and with autocannon measures the server's ceiling (GET /api/health) and the library search
 * as a subscriber; then the landing page's JavaScript and the start-up time on an existing embedded database. Writes
 * bench/results.md. See bench/README.md for options.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exerciseInputSchema } from '@/shared/schemas/exercise';
import {
  BENCH_ADMIN,
  BENCH_SUBSCRIBER,
  createPostgresDatabase,
  DEFAULT_BENCH_DATABASE_URL,
  loadBenchData,
  postgresVersion,
} from './bench-database';
import { ensureBuild } from './build';
import { installCleanupHandlers, onCleanup, runCleanups } from './cleanup';
import { coldSearchPaths } from './cold-searches';
import { alternativesPaths, benchGymEquipment, createBenchGym, timeOne, withGym } from './gym-requests';
import { generateExercises } from './generate-exercises';
import { measureDeclaredInitialJs, measureLandingJsInBrowser } from './measure-bundle';
import { migrateDatabase, openPostgres } from '../src/server/db/client';
import { importSection, measureCatalogueImport } from './measure-import';
import { measureLighthouse, mergeResultsSection, renderLighthouseSection } from './measure-lighthouse';
import { type LoadSettings, measureLoad } from './measure-load';
import { measureMetricsCost, metricsSection } from './measure-metrics';
import { measureTraining, startBenchSession, trainingSection } from './measure-training';
import { cpuSnapshot } from './measure-cpu';
import { measureStartups } from './measure-startup';
import { type BenchReport, renderReport, type RunOutcome } from './report';
import { preflightSearches, SEARCHES, searchPath } from './search-requests';
import { freePort, newAuthSecret, repoRoot, serverEnv, startServer } from './server-process';
import {
  FREE_EXERCISE_DB_FILE,
  measureFreshness,
  processMemory,
  realCatalogueSearchPaths,
  relevanceOnCuratedCatalogue,
  relevanceOverHttp,
} from './search-quality';
import { signIn } from './sign-in';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: 'pglite-real,postgres-100000,postgres-10000,pglite-10000' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    build: { type: 'boolean' },
    'no-build': { type: 'boolean' },
    keep: { type: 'boolean', default: false },
    out: { type: 'string', default: path.join(repoRoot, 'bench', 'results.md') },
    lighthouse: { type: 'boolean' },
    'no-lighthouse': { type: 'boolean' },
    'lighthouse-runs': { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
if (args.only !== undefined && !['lighthouse', 'import', 'training', 'metrics'].includes(args.only))
  throw new Error(`--only: "${args.only}" is none of "lighthouse", "import", "training", "metrics"`);
const onlyLighthouse = args.only === 'lighthouse';
const onlyImport = args.only === 'import';
const onlyTraining = args.only === 'training';
const onlyMetrics = args.only === 'metrics';
const withLighthouse = onlyLighthouse || !args['no-lighthouse'];
/** Everkinetic's drawings beside the repository (docs/product.md#illustrations), imported on the Lighthouse run's start. */
const EVERKINETIC_DIR = path.join(path.dirname(FREE_EXERCISE_DB_FILE), '..', 'everkinetic');
/** The dedicated Lighthouse run's catalogue: synthetic rows, about the size of free-exercise-db (873 exercises). */
const LIGHTHOUSE_CATALOGUE = 1_000;
/** The fewest Lighthouse runs of the row with the CPU slowed 8× (its median is the figure). */
const LIGHTHOUSE_SLOW_CPU_RUNS = 5;

const settings: LoadSettings = {
  connections: Number(args.connections),
  durationSec: Number(args.duration),
  warmupSec: Number(args.warmup),
};
const runs = args.runs.split(',').map((spec) => {
  const match = /^(postgres|pglite)-(\d+|real)$/.exec(spec.trim());
  if (!match) throw new Error(`--runs: "${spec}" is not <postgres|pglite>-<count|real>`);
  const real = match[2] === 'real';
  return {
    engine: match[1] as RunOutcome['engine'],
    catalogue: real ? ('real' as const) : ('synthetic' as const),
    size: real ? 0 : Number(match[2]),
  };
});
const log = (line: string) => process.stdout.write(`${line}\n`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const webRoot = path.join(repoRoot, 'dist', 'web');

function gitCommit(): string {
  try {
    const head = execSync('git rev-parse --short HEAD', { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain', { cwd: repoRoot, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

/**
 * One engine × catalogue run: fresh database, bulk load (or, for the real catalogue, the server's own first start),
 * server, sign-in, ceiling, searches, memory; on PostgreSQL a second instance for the freshness of an admin's edit; on
 * the real catalogue the relevance suite through the server.
 */
async function runOne(
  spec: { engine: RunOutcome['engine']; catalogue: RunOutcome['catalogue']; size: number },
  ctx: { scratch: string; authSecret: string; pgServer: string; pgVersion: string | null; data: ReturnType<typeof generateExercises> },
): Promise<RunOutcome> {
  const outcome: RunOutcome = { ...spec };
  const real = spec.catalogue === 'real';
  const name = `${spec.engine}-${real ? 'real' : spec.size}`;
  if (spec.engine === 'postgres' && !ctx.pgVersion)
    return { ...outcome, skipped: `PostgreSQL does not answer at ${ctx.pgServer} (set BENCH_DATABASE_URL)` };
  log(`\n== ${name} ==`);
  const dataDir = path.join(ctx.scratch, name);
  mkdirSync(dataDir, { recursive: true });
  const database = spec.engine === 'postgres' ? await createPostgresDatabase(ctx.pgServer, spec.size, args.keep) : null;
  try {
    const env = serverEnv(await freePort(), { dataDir, databaseUrl: database?.url }, ctx.authSecret);
    if (real) env.EXERCISES_SOURCE = FREE_EXERCISE_DB_FILE;
    log(real ? 'the real catalogue: the server fills it at its first start…' : `loading ${spec.size.toLocaleString('en-US')} exercises…`);
    outcome.load = await loadBenchData(env, real ? [] : ctx.data.slice(0, spec.size), (done) =>
      process.stdout.write(`\r  ${done.toLocaleString('en-US')} written`),
    );
    if (!real) log(`\n  loaded in ${outcome.load.seconds.toFixed(1)} s`);
    const server = await startServer(env, path.join(ctx.scratch, `${name}.log`));
    outcome.serverStartMs = server.startupMs;
    try {
      const cookie = await signIn(server.baseUrl, BENCH_SUBSCRIBER);
      // The first search waits for the search index the server builds at start; measured before it, the ceiling would
      // share the CPU with the build.
      const warm = await fetch(`${server.baseUrl}/api/exercises?q=press`, { headers: { cookie }, signal: AbortSignal.timeout(120_000) });
      if (warm.status !== 200) throw new Error(`the first search answered ${warm.status}`);
      if (real) {
        const everything = (await (await fetch(`${server.baseUrl}/api/exercises`, { headers: { cookie } })).json()) as { total: number };
        outcome.size = everything.total;
        outcome.load = { rows: everything.total, seconds: outcome.load.seconds };
        log(`  ${everything.total.toLocaleString('en-US')} exercises; relevance suite through the server…`);
        outcome.relevance = await relevanceOverHttp(server.baseUrl, cookie);
        log(`  ${outcome.relevance.top3}/${outcome.relevance.cases} in the top 3, MRR ${outcome.relevance.mrr.toFixed(3)}`);
      }
      log(`ceiling: GET /api/health (${settings.warmupSec} s warm-up + ${settings.durationSec} s)…`);
      const snapshot = () => cpuSnapshot(server.pid, database?.local ? database.name : null);
      outcome.loadAverage = os.loadavg()[0];
      outcome.ceiling = await measureLoad(server.baseUrl, ['/api/health'], {}, settings, snapshot);
      log(`  ${Math.round(outcome.ceiling.requestsPerSec)} req/s, p99 ${outcome.ceiling.p99Ms} ms`);
      if (!real) {
        outcome.preflight = await preflightSearches(
          server.baseUrl,
          cookie,
          SEARCHES.map((s) => searchPath(s)),
        );
        log(`search: ${SEARCHES.length} rotated queries, page 3, as subscriber…`);
        outcome.search = await measureLoad(
          server.baseUrl,
          outcome.preflight.map((row) => row.path),
          { cookie },
          settings,
          snapshot,
        );
        log(
          `  ${Math.round(outcome.search.requestsPerSec)} req/s, p99 ${outcome.search.p99Ms} ms, errors ${outcome.search.errors}, non-2xx ${outcome.search.non2xx}`,
        );
      }
      const coldPaths = real ? realCatalogueSearchPaths() : coldSearchPaths(ctx.data.slice(0, spec.size));
      outcome.coldQueries = coldPaths.length;
      log(`cold search: ${coldPaths.length} distinct queries, each once in turn, as subscriber…`);
      outcome.searchCold = await measureLoad(server.baseUrl, coldPaths, { cookie }, settings, snapshot);
      log(
        `  ${Math.round(outcome.searchCold.requestsPerSec)} req/s, p99 ${outcome.searchCold.p99Ms} ms, errors ${outcome.searchCold.errors}, non-2xx ${outcome.searchCold.non2xx}`,
      );
      const gymId = await createBenchGym(server.baseUrl, cookie, benchGymEquipment(ctx.data.slice(0, spec.size), real));
      const gymPaths = coldPaths.map((coldPath) => withGym(coldPath, gymId));
      outcome.gymFirst = await timeOne(server.baseUrl, gymPaths[0] as string, cookie);
      log(`cold search with the gym filter (first alone: ${Math.round(outcome.gymFirst.ms)} ms), as subscriber…`);
      outcome.searchColdGym = await measureLoad(server.baseUrl, gymPaths, { cookie }, settings, snapshot);
      log(
        `  ${Math.round(outcome.searchColdGym.requestsPerSec)} req/s, p99 ${outcome.searchColdGym.p99Ms} ms, errors ${outcome.searchColdGym.errors}, non-2xx ${outcome.searchColdGym.non2xx}`,
      );
      const alternatives = await alternativesPaths(server.baseUrl, cookie, coldPaths, gymId);
      outcome.alternativesCount = alternatives.length;
      outcome.alternativesFirst = await timeOne(server.baseUrl, alternatives[0] as string, cookie);
      log(
        `alternatives of ${alternatives.length} exercises with the gym filter (first alone: ${Math.round(outcome.alternativesFirst.ms)} ms)…`,
      );
      outcome.alternatives = await measureLoad(server.baseUrl, alternatives, { cookie }, settings, snapshot);
      log(
        `  ${Math.round(outcome.alternatives.requestsPerSec)} req/s, p99 ${outcome.alternatives.p99Ms} ms, errors ${outcome.alternatives.errors}, non-2xx ${outcome.alternatives.non2xx}`,
      );
      outcome.memory = processMemory(server.pid);
      if (outcome.memory) log(`  server RSS ${Math.round(outcome.memory.rssMb)} MB (peak ${Math.round(outcome.memory.peakMb)} MB)`);
      if (spec.engine === 'postgres') {
        log('freshness: a second instance on the same database, an admin edit on the first…');
        const port = await freePort();
        const second = await startServer(
          { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
          path.join(ctx.scratch, `${name}-second.log`),
        );
        try {
          outcome.freshnessMs = await measureFreshness(
            { baseUrl: server.baseUrl, cookie: await signIn(server.baseUrl, BENCH_ADMIN) },
            { baseUrl: second.baseUrl, cookie: await signIn(second.baseUrl, BENCH_SUBSCRIBER) },
          );
          log(`  ${outcome.freshnessMs.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
        } finally {
          await second.stop();
        }
      }
    } finally {
      await server.stop();
    }
  } catch (error) {
    outcome.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`  failed: ${message(error)}`);
  } finally {
    await database?.drop();
  }
  return outcome;
}

/**
 * The landing page's JavaScript, declared (index.html) and fetched by Chromium, both read while one server runs: the
 * server caches index.html at start, so a concurrent rebuild of dist/web shows up as a mismatch, which is noted.
 */
async function measureLandingPage(report: BenchReport, dataDir: string, authSecret: string, logFile: string): Promise<void> {
  const server = await startServer(serverEnv(await freePort(), { dataDir }, authSecret), logFile);
  try {
    report.bundleDeclared = measureDeclaredInitialJs(webRoot);
    report.bundleBrowser = await measureLandingJsInBrowser(server.baseUrl, webRoot);
    const fetched = new Set(report.bundleBrowser?.files.map((f) => f.file) ?? []);
    if (report.bundleBrowser && !report.bundleDeclared.files.every((f) => fetched.has(f.file))) {
      report.notes.push(
        'dist/web was rebuilt during the run (a concurrent build): the two landing-page JS figures come from different builds.',
      );
    }
  } finally {
    await server.stop();
  }
}

/**
 * The catalogue import's section (docs/product.md#catalogue): the full merged catalogue timed on the embedded PGlite
 * and, when it answers, on PostgreSQL (a database of its own, dropped afterwards).
 */
async function catalogueImportSection(pgServer: string, pgVersion: string | null): Promise<string> {
  log('\n== catalogue import (curated + free-exercise-db) ==');
  const source = path.join(repoRoot, '..', 'shared', 'data', 'free-exercise-db', 'exercises.json');
  const curated = path.join(repoRoot, 'catalogue', 'exercises');
  const timings = [await measureCatalogueImport(source, curated)];
  if (pgVersion) {
    const { url, drop } = await createPostgresDatabase(pgServer, 0);
    try {
      timings.push(
        await measureCatalogueImport(source, curated, 'postgres', async () => {
          const database = openPostgres(url, { max: 5 });
          await migrateDatabase(database);
          return database;
        }),
      );
    } finally {
      await drop();
    }
  }
  for (const t of timings)
    log(
      `  ${t.engine}: curated ${Math.round(t.curatedMs)} ms, import ${Math.round(t.importMs)} ms, re-import ${Math.round(t.reimportMs)} ms`,
    );
  return importSection(timings, gitCommit(), new Date().toISOString());
}

/** The training log's section (bench/measure-training.ts), on PostgreSQL. @throws when PostgreSQL does not answer. */
async function trainingLogSection(pgServer: string, pgVersion: string | null, scratch: string, authSecret: string): Promise<string> {
  log('\n== training log (PostgreSQL) ==');
  if (!pgVersion) throw new Error(`the training log is measured on PostgreSQL, which does not answer at ${pgServer}`);
  const result = await measureTraining(pgServer, scratch, authSecret, settings, log);
  return trainingSection(result, { commit: gitCommit(), date: new Date().toISOString(), settings });
}

/** What metrics cost the cold search (bench/measure-metrics.ts, docs/deployment.md#metrics): its results section. */
async function metricsCostSection(scratch: string, authSecret: string): Promise<string> {
  log('\n== metrics on and off (embedded default, real catalogue) ==');
  const cost = await measureMetricsCost(scratch, authSecret, settings, log);
  return metricsSection(cost, { commit: gitCommit(), date: new Date().toISOString(), settings });
}

/**
 * Lighthouse on a dedicated small embedded run (docs/architecture.md#performance): a fresh PGlite DATA_DIR (starter
 * seed + LIGHTHOUSE_CATALOGUE synthetic exercises + the subscriber; the Everkinetic drawings when ../shared has them), the production server, the subscriber's cookie
 * for the library. Returns the markdown section for bench/results.md.
 */
async function lighthouseSection(
  scratch: string,
  authSecret: string,
  data: ReturnType<typeof generateExercises>,
  commit: string,
): Promise<string> {
  log('\n== Lighthouse ==');
  const dataDir = path.join(scratch, 'lighthouse');
  mkdirSync(dataDir, { recursive: true });
  const env = serverEnv(await freePort(), { dataDir }, authSecret);
  // The Everkinetic drawings, where they are beside the repository: the library's cards then carry their pictures.
  if (existsSync(EVERKINETIC_DIR)) env.ILLUSTRATIONS_SOURCE = EVERKINETIC_DIR;
  await loadBenchData(env, data.slice(0, LIGHTHOUSE_CATALOGUE));
  const server = await startServer(env, path.join(scratch, 'lighthouse.log'));
  try {
    const cookie = await signIn(server.baseUrl, BENCH_SUBSCRIBER);
    const runs = Number(args['lighthouse-runs']);
    const rows = await measureLighthouse(
      server.baseUrl,
      [
        { page: 'landing', path: '/' },
        { page: 'library', path: '/dashboard/exercises', cookie },
      ],
      runs,
      log,
    );
    // The same phone on a host half as fast (docs/architecture.md#performance): Lighthouse's phone is this machine slowed.
    // At least 5 runs: slowed 8×, a moment the host does not schedule the browser weighs eight times as much.
    rows.push(
      ...(await measureLighthouse(
        server.baseUrl,
        [{ page: 'library', path: '/dashboard/exercises', cookie, cpuSlowdown: 8 }],
        Math.max(runs, LIGHTHOUSE_SLOW_CPU_RUNS),
        log,
      )),
    );
    // Then with a gym active (the Home preset): the switcher and the gym's page are in the server's first render.
    await createBenchGym(server.baseUrl, cookie, benchGymEquipment([], true, 'home-dumbbells'));
    rows.push(
      ...(await measureLighthouse(server.baseUrl, [{ page: 'library, gym active', path: '/dashboard/exercises', cookie }], runs, log)),
    );
    // The live session (docs/product.md#the-live-session) with three exercises of the curated catalogue.
    const sessionId = await startBenchSession(server.baseUrl, cookie, ['Barbell Bench Press', 'Barbell Back Squat', 'Pull-Up']);
    rows.push(
      ...(await measureLighthouse(server.baseUrl, [{ page: 'live session', path: `/dashboard/sessions/${sessionId}`, cookie }], runs, log)),
    );
    return renderLighthouseSection(rows, {
      commit,
      date: new Date().toISOString(),
      runs,
      data: `a dedicated PGlite (embedded) run: the curated catalogue plus ${LIGHTHOUSE_CATALOGUE.toLocaleString('en-US')} synthetic bench exercises (about free-exercise-db's size; synthetic rows carry no images), library signed in as the bench subscriber, then again with the Home with dumbbells preset as their active gym, then their Quick Start session with three exercises`,
    });
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  installCleanupHandlers();
  ensureBuild(args.build ? 'always' : args['no-build'] ? 'never' : 'auto');
  const pgServer = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
  const pgVersion = !onlyLighthouse && (onlyTraining || runs.some((r) => r.engine === 'postgres')) ? await postgresVersion(pgServer) : null;
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'equipped-bench-'));
  if (!args.keep) onCleanup(async () => rmSync(scratch, { recursive: true, force: true }));
  log(`scratch directory: ${scratch}`);
  const authSecret = newAuthSecret();
  const largest = Math.max(LIGHTHOUSE_CATALOGUE, ...(onlyLighthouse || onlyImport ? [] : runs.map((r) => r.size)));
  // One generator pass: the first n rows of a larger run are exactly the n-row catalogue (same seed, same sequence).
  const data = generateExercises(largest);
  data.slice(0, 500).forEach((item) => exerciseInputSchema.parse(item.exercise));

  if (onlyLighthouse || onlyImport || onlyTraining || onlyMetrics) {
    const section = onlyLighthouse
      ? await lighthouseSection(scratch, authSecret, data, gitCommit())
      : onlyImport
        ? await catalogueImportSection(pgServer, pgVersion)
        : onlyMetrics
          ? await metricsCostSection(scratch, authSecret)
          : await trainingLogSection(pgServer, pgVersion, scratch, authSecret);
    writeFileSync(
      args.out,
      `${mergeResultsSection(existsSync(args.out) ? readFileSync(args.out, 'utf8') : '# Equipped benchmark results\n', section).trimEnd()}\n`,
    );
    log(`\nmerged the ${args.only} section into ${path.relative(process.cwd(), args.out)}`);
    return;
  }

  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: {
      nproc: os.availableParallelism(),
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: os.totalmem() / 1e9,
      node: process.version,
      postgres: pgVersion,
      loadAverage: os
        .loadavg()
        .map((v) => v.toFixed(2))
        .join(' / '),
    },
    commit: gitCommit(),
    settings,
    runs: [],
    notes: [
      `The machine has ${os.availableParallelism()} cores shared by autocannon (one Node thread), the server (one Node thread) and PostgreSQL's backends; anything else running shows in the load average above, and makes the figures conservative.`,
      'The ceiling route `GET /api/health` runs `select 1` on the database for every request (it reports database reachability), so it is a near-trivial JSON route, not a database-free one.',
      `The search rotates through ${SEARCHES.length} query/equipment pairs (page 3) with the subscriber's session cookie; every request resolves its viewer as in production: through the one-second memo of decision 0010, so the session and subscription are read from the database about once a second for this one cookie.`,
      'The server keeps library pages per visibility class and query for repeats (30 s or until a catalogue write): the rotated row repeats 12 queries, so after its first round it measures the session path plus that cache; the *cold* rows send a different query every request — on the synthetic catalogues the rotated shape (text + one equipment + page 3) with word prefixes of the measured catalogue (bench/cold-searches.ts), on the real catalogue the text a user types (bench/search-quality.ts). The cold rows are the headline.',
      'PostgreSQL: the bench runs VACUUM ANALYZE after the bulk load (the state autovacuum reaches); PGlite: upsertExercises runs VACUUM ANALYZE itself.',
    ],
  };

  for (const spec of runs) report.runs.push(await runOne(spec, { scratch, authSecret, pgServer, pgVersion, data }));
  try {
    log('\n== relevance suite on the shipped catalogue ==');
    report.relevanceCurated = await relevanceOnCuratedCatalogue();
    log(`  ${report.relevanceCurated.top3}/${report.relevanceCurated.cases} in the top 3, MRR ${report.relevanceCurated.mrr.toFixed(3)}`);
  } catch (error) {
    report.notes.push(`The relevance suite on the shipped catalogue failed: ${message(error)}`);
  }

  const freshDir = path.join(scratch, 'startup-fresh');
  const startupLog = path.join(scratch, 'startup.log');
  try {
    log('\n== start-up on an embedded database ==');
    report.startupFresh = await measureStartups(freshDir, authSecret, 3, startupLog);
    log(`  fresh DATA_DIR: ${report.startupFresh.map((s) => `${Math.round(s.ms)} ms`).join(', ')}`);
    if (runs.some((r) => r.engine === 'pglite' && r.size === 10_000)) {
      report.startupLarge = await measureStartups(path.join(scratch, 'pglite-10000'), authSecret, 2, startupLog);
      log(`  10,000 rows: ${report.startupLarge.map((s) => `${Math.round(s.ms)} ms`).join(', ')}`);
    }
  } catch (error) {
    report.notes.push(`Start-up measurement failed: ${message(error)}`);
  }
  try {
    log('== landing page JavaScript ==');
    await measureLandingPage(report, freshDir, authSecret, startupLog);
  } catch (error) {
    report.notes.push(`Landing-page JavaScript measurement failed: ${message(error)}`);
  }

  let catalogueImport = '';
  try {
    catalogueImport = await catalogueImportSection(pgServer, pgVersion);
  } catch (error) {
    report.notes.push(`Catalogue import measurement failed: ${message(error)}`);
  }

  let training = '';
  try {
    training = await trainingLogSection(pgServer, pgVersion, scratch, authSecret);
  } catch (error) {
    report.notes.push(`Training log measurement failed: ${message(error)}`);
  }

  let metrics = '';
  try {
    metrics = await metricsCostSection(scratch, authSecret);
  } catch (error) {
    report.notes.push(`Metrics cost measurement failed: ${message(error)}`);
  }

  let lighthouse = '';
  if (withLighthouse) {
    try {
      lighthouse = await lighthouseSection(scratch, authSecret, data, report.commit);
    } catch (error) {
      report.notes.push(`Lighthouse measurement failed: ${message(error)}`);
    }
  }
  writeFileSync(args.out, `${[renderReport(report), catalogueImport, training, metrics, lighthouse].filter(Boolean).join('\n')}\n`);
  log(`\nwrote ${path.relative(process.cwd(), args.out)}`);
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => runCleanups());
