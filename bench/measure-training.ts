import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client';
import { BENCH_SUBSCRIBER, createPostgresDatabase, loadBenchData } from './bench-database';
import { type LoadRequest, type LoadResult, type LoadSettings, measureLoad } from './measure-load';
import { freePort, serverEnv, startServer } from './server-process';
import { signIn } from './sign-in';
import { timeOne } from './gym-requests';
import { cpuSnapshot } from './measure-cpu';

/**
 * The training log's benchmark (docs/architecture.md#performance, docs/product.md#training-log): on PostgreSQL, a
 * subscriber with {@link SESSIONS} finished sessions of 5 exercises × 5 sets (25,000 sets) reads History pages and
 * exercise histories and logs sets, 50 connections, each row cold: the server caches none of these answers.
 */

/** Finished sessions of the bench member, 5 exercises × 5 completed sets each. */
const SESSIONS = 1_000;
/** The exercises those sessions rotate through (20 of the curated catalogue, by name). */
const EXERCISES = 20;

export type TrainingBench = {
  sets: number;
  historyFirstMs: number;
  exerciseFirstMs: number;
  /** `GET /api/health` (a `select 1`) under the same load: what any route can reach on this machine. */
  ceiling: LoadResult;
  history: LoadResult;
  exerciseHistory: LoadResult;
  logSet: LoadResult;
};

const json = async (response: Response) => {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as unknown;
};

/**
 * Seeds the member's log in SQL (sessions a day apart, oldest a thousand days ago) and analyses the tables.
 * @returns the ids of the exercises the sessions use and how many sets were written.
 */
async function seedLog(databaseUrl: string, email: string): Promise<{ exerciseIds: string[]; sets: number }> {
  const database = openPostgres(databaseUrl, { max: 2 });
  try {
    const [owner] = await database.rows<{ id: string }>(sql`select id from "user" where email = ${email}`);
    if (!owner) throw new Error(`no user ${email}`);
    await database.rows(sql`
      insert into training_sessions (user_id, name, started_at, finished_at)
      select ${owner.id}, 'Bench session ' || g, now() - make_interval(days => g, hours => 1), now() - make_interval(days => g)
      from generate_series(1, ${SESSIONS}) g`);
    await database.rows(sql`
      with ex as (select id, exercise_name, (row_number() over (order by exercise_name) - 1)::int as n from exercises order by exercise_name limit ${EXERCISES})
      insert into training_session_exercises (session_id, user_id, exercise_id, exercise_name, order_index)
      select s.id, s.user_id, ex.id, ex.exercise_name, k
      from training_sessions s cross join generate_series(0, 4) k
      join ex on ex.n = (abs(hashtext(s.id::text)) + k * 3) % ${EXERCISES}
      where s.user_id = ${owner.id}`);
    await database.rows(sql`
      insert into training_sets (session_exercise_id, set_index, weight, weight_unit, reps, completed_at)
      select e.id, i, 20 + i * 5 + abs(hashtext(e.id::text)) % 60, 'kg', 5 + i % 6, now()
      from training_session_exercises e cross join generate_series(0, 4) i
      where e.user_id = ${owner.id}`);
    for (const table of ['training_sessions', 'training_session_exercises', 'training_sets'])
      await database.rows(sql.raw(`VACUUM ANALYZE ${table}`));
    const exerciseIds = await database.rows<{ id: string }>(
      sql`select distinct exercise_id as id from training_session_exercises where user_id = ${owner.id}`,
    );
    const [{ sets } = { sets: 0 }] = await database.rows<{ sets: number }>(sql`select count(*)::int as sets from training_sets`);
    return { exerciseIds: exerciseIds.map((row) => row.id), sets };
  } finally {
    await database.close();
  }
}

/**
 * Runs the training log's rows on a fresh PostgreSQL database: History pages at every cursor, every exercise's history,
 * and set writes (PUT of a set of the open session, completed and not in turn), each after a warm-up.
 */
export async function measureTraining(
  pgServer: string,
  scratch: string,
  authSecret: string,
  settings: LoadSettings,
  log: (line: string) => void,
): Promise<TrainingBench> {
  const database = await createPostgresDatabase(pgServer, SESSIONS * 25);
  try {
    const env = serverEnv(await freePort(), { dataDir: path.join(scratch, 'training'), databaseUrl: database.url }, authSecret);
    await loadBenchData(env, []);
    const server = await startServer(env, path.join(scratch, 'training.log'));
    try {
      const cookie = await signIn(server.baseUrl, BENCH_SUBSCRIBER);
      const { exerciseIds, sets } = await seedLog(database.url, BENCH_SUBSCRIBER.email);
      log(`  seeded ${SESSIONS.toLocaleString('en-US')} sessions, ${sets.toLocaleString('en-US')} sets`);
      const headers = { cookie, origin: server.baseUrl, 'content-type': 'application/json' };
      // Every History page: the first, then one starting before each session.
      const starts: string[] = [];
      for (let before: string | null = null, first = true; first || before; first = false) {
        const page = (await json(
          await fetch(`${server.baseUrl}/api/sessions?limit=50${before ? `&before=${encodeURIComponent(before)}` : ''}`, { headers }),
        )) as { items: Array<{ startedAt: string }>; nextBefore: string | null };
        starts.push(...page.items.map((item) => item.startedAt));
        before = page.nextBefore;
      }
      const historyPaths = ['/api/sessions', ...starts.map((start) => `/api/sessions?before=${encodeURIComponent(start)}`)];
      const exercisePaths = exerciseIds.map((id) => `/api/exercises/${id}/history`);
      // The open session the set writes go to: ten exercises of 20 sets each.
      const session = (await json(
        await fetch(`${server.baseUrl}/api/sessions`, { method: 'POST', headers, body: JSON.stringify({ workoutId: null }) }),
      )) as { id: string };
      const writes: LoadRequest[] = [];
      for (const exerciseId of exerciseIds.slice(0, 10)) {
        const added = (await json(
          await fetch(`${server.baseUrl}/api/sessions/${session.id}/exercises`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ exerciseId }),
          }),
        )) as { exercises: Array<{ id: string }> };
        const entryId = added.exercises.at(-1)!.id;
        for (let setIndex = 1; setIndex <= 20; setIndex += 1) {
          const setId = randomUUID();
          const body = (completed: boolean) =>
            JSON.stringify({
              sessionExerciseId: entryId,
              setIndex,
              setType: 'normal',
              weight: 60 + setIndex,
              weightUnit: 'kg',
              reps: 8,
              rpe: 8,
              completed,
            });
          await json(
            await fetch(`${server.baseUrl}/api/sessions/${session.id}/sets/${setId}`, { method: 'PUT', headers, body: body(false) }),
          );
          writes.push({ method: 'PUT', path: `/api/sessions/${session.id}/sets/${setId}`, body: body(true) });
          writes.push({ method: 'PUT', path: `/api/sessions/${session.id}/sets/${setId}`, body: body(false) });
        }
      }
      const snapshot = () => cpuSnapshot(server.pid, database.local ? database.name : null);
      log('ceiling: GET /api/health…');
      const ceiling = await measureLoad(server.baseUrl, ['/api/health'], {}, settings, snapshot);
      log(`  ${Math.round(ceiling.requestsPerSec)} req/s, p99 ${ceiling.p99Ms} ms`);
      const historyFirstMs = (await timeOne(server.baseUrl, historyPaths[500]!, cookie)).ms;
      const exerciseFirstMs = (await timeOne(server.baseUrl, exercisePaths[0]!, cookie)).ms;
      log(`History pages (${historyPaths.length} cursors; first alone ${Math.round(historyFirstMs)} ms)…`);
      const history = await measureLoad(server.baseUrl, historyPaths, { cookie }, settings, snapshot);
      log(`  ${Math.round(history.requestsPerSec)} req/s, p99 ${history.p99Ms} ms, errors ${history.errors}, non-2xx ${history.non2xx}`);
      log(
        `exercise histories (${exercisePaths.length} exercises, ~${Math.round(sets / exercisePaths.length)} sets each; first alone ${Math.round(exerciseFirstMs)} ms)…`,
      );
      const exerciseHistory = await measureLoad(server.baseUrl, exercisePaths, { cookie }, settings, snapshot);
      log(
        `  ${Math.round(exerciseHistory.requestsPerSec)} req/s, p99 ${exerciseHistory.p99Ms} ms, errors ${exerciseHistory.errors}, non-2xx ${exerciseHistory.non2xx}`,
      );
      log(`logging a set (${writes.length / 2} sets, completed and not in turn)…`);
      const logSet = await measureLoad(server.baseUrl, writes, { cookie }, settings, snapshot);
      log(`  ${Math.round(logSet.requestsPerSec)} req/s, p99 ${logSet.p99Ms} ms, errors ${logSet.errors}, non-2xx ${logSet.non2xx}`);
      return { sets, historyFirstMs, exerciseFirstMs, ceiling, history, exerciseHistory, logSet };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

/** The markdown section of bench/results.md for {@link measureTraining}'s figures. */
export function trainingSection(result: TrainingBench, meta: { commit: string; date: string; settings: LoadSettings }): string {
  const ms = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value.toFixed(2));
  const row = (name: string, r: LoadResult) =>
    `| ${name} | ${Math.round(r.requestsPerSec).toLocaleString('en-US')} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} / ${r.non2xx} | ${r.totalRequests.toLocaleString('en-US')} | ${ms(r.cpu?.serverMsPerRequest)} | ${ms(r.cpu?.databaseMsPerRequest)} |`;
  const verdict = (r: LoadResult, target: number) => (r.p99Ms <= target && r.errors === 0 && r.non2xx === 0 ? '✅ met' : '❌ missed');
  return [
    `## Training log (PostgreSQL, ${SESSIONS.toLocaleString('en-US')} sessions, ${result.sets.toLocaleString('en-US')} sets)`,
    '',
    `Measured by \`npm run bench -- --only training\` on ${meta.date} at commit \`${meta.commit}\`: one member's log seeded in SQL (sessions a day apart, 5 of ${EXERCISES} exercises × 5 completed sets each), the production server on PostgreSQL, autocannon with ${meta.settings.connections} connections, ${meta.settings.warmupSec} s warm-up then ${meta.settings.durationSec} s. None of these answers is cached by the server: every request reads the database (cold).`,
    '',
    "The ceiling row is the floor of any route's p99 under this load on this machine. History reads a page of sessions and then adds up only their sets; an exercise's history is one statement in which PostgreSQL reads each of its sets once and answers the chart's points, the distinct sets the records fold over and the newest five sessions as JSON, so its cost grows with the sets logged (PostgreSQL CPU per request above). Every write of the set row goes to the one open session, so the writes queue on that session's row lock: the row is one member writing from 50 connections at once, and its p50 is mostly that queue.",
    '',
    '| route | req/s | p50 ms | p99 ms | errors / non-2xx | requests | server CPU ms/req | PostgreSQL CPU ms/req |',
    '|---|---|---|---|---|---|---|---|',
    row('ceiling: `GET /api/health` (runs `select 1`), what any route can reach under this load', result.ceiling),
    row(
      `History: \`GET /api/sessions?before=\`, a page of 20 at each of the ${SESSIONS.toLocaleString('en-US')} cursors in turn (first alone: ${Math.round(result.historyFirstMs)} ms)`,
      result.history,
    ),
    row(
      `exercise history: \`GET /api/exercises/{id}/history\`, ${EXERCISES} exercises in turn, ~${Math.round(result.sets / EXERCISES).toLocaleString('en-US')} sets each (first alone: ${Math.round(result.exerciseFirstMs)} ms)`,
      result.exerciseHistory,
    ),
    row('logging a set: `PUT /api/sessions/{id}/sets/{setId}`, 200 sets of the open session, completed and not in turn', result.logSet),
    '',
    '| target | measured | |',
    '|---|---|---|',
    `| History page p99 ≤ 50 ms, 0 errors | ${result.history.p99Ms} ms | ${verdict(result.history, 50)} |`,
    `| exercise history p99 ≤ 50 ms, 0 errors | ${result.exerciseHistory.p99Ms} ms | ${verdict(result.exerciseHistory, 50)} |`,
    `| logging a set p99 ≤ 20 ms, 0 errors | ${result.logSet.p99Ms} ms | ${verdict(result.logSet, 20)} |`,
    '',
  ].join('\n');
}

/**
 * Starts a Quick Start session for the member of `cookie` with the curated exercises `names` (found by the library's
 * search), for the Lighthouse run's session page. @returns the session's id. @throws when a request is refused.
 */
export async function startBenchSession(baseUrl: string, cookie: string, names: readonly string[]): Promise<string> {
  const headers = { cookie, 'content-type': 'application/json', origin: baseUrl };
  const send = async (method: string, path: string, body?: unknown) =>
    json(
      await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      }),
    );
  const session = (await send('POST', '/api/sessions', { workoutId: null })) as { id: string };
  for (const name of names) {
    const found = (await send('GET', `/api/exercises?q=${encodeURIComponent(name)}`)) as {
      items: Array<{ id: string; exerciseName: string }>;
    };
    const exercise = found.items.find((item) => item.exerciseName === name);
    if (!exercise) throw new Error(`the library has no "${name}" to start the bench session with`);
    await send('POST', `/api/sessions/${session.id}/exercises`, { exerciseId: exercise.id });
  }
  return session.id;
}
