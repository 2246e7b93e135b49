import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { asc, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { exercises, userFavorites, workouts } from '../db/schema';
import { createVerifiedUser } from '../features/users/users.service';
import { findNginx, type NginxProcess, recommendedSite, startNginx } from '../test/nginx';
import { freePort, type ServerProcess, startServerProcess, waitForOutput, waitUntilOk } from '../test/server-process';
import { readSse, type SseReader } from '../test/sse-reader';
import { createTestContext, type TestContext } from '../test/test-app';
import { openTestDatabase, testEngine } from '../test/test-database';

// docs/deployment.md#nginx-in-front: the repository's own nginx configuration (deploy/nginx.conf, only its ports and
// paths changed) in front of two real server processes on one PostgreSQL database, as an operator runs them.

/** Why this file cannot run here, or null when it can: it needs PostgreSQL (the postgres project) and nginx. */
async function missing(): Promise<string | null> {
  if (testEngine() !== 'postgres')
    return 'two server processes need a shared PostgreSQL: set TEST_DATABASE_URL (this file runs in the postgres project)';
  if (!findNginx()) return 'nginx not found on PATH nor at /usr/sbin/nginx (apt-get install nginx)';
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL at TEST_DATABASE_URL does not answer (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const skipReason = await missing();
if (skipReason) console.info(`nginx-proxy: skipped — ${skipReason}.`);

const AUTH_SECRET = 'nginx-proxy-secret-nginx-proxy-secret-0123';
/** How long an instance keeps serving after SIGTERM (SHUTDOWN_GRACE_MS; 1–2 s behind nginx: docs/deployment.md#a-rolling-restart-behind-nginx). */
const GRACE_MS = 1_500;
const PASSWORD = 'correct-horse-battery';
/** Load: connections, and members (each connection is one member's; a member has at most MAX_WORKOUTS = 10). */
const CONNECTIONS = 50;
const CONNECTIONS_PER_MEMBER = 5;
const SEARCH_TERMS = ['squat', 'bench press', 'curl', 'row', 'deadlift', 'lunge', 'plank', 'pull up', 'shoulder press', 'kettlebell'];

/** One answer read whole. */
type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  json?: unknown;
  /** The client's own address: any of 127/8 is this machine on Linux, so each stands for another client. */
  localAddress?: string;
};

/** Sends one request on a fresh connection (https: the test certificate is not checked) and reads the answer whole. */
function send(url: string, options: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = open(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function open(url: string, options: RequestOptions, onResponse: (response: http.IncomingMessage) => void): http.ClientRequest {
  const target = new URL(url);
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] = 'application/json';
  }
  const common = {
    method: options.method ?? 'GET',
    host: '127.0.0.1',
    port: target.port,
    path: `${target.pathname}${target.search}`,
    headers: { host: target.host, ...headers },
    localAddress: options.localAddress,
    agent: false as const,
  };
  const request =
    target.protocol === 'https:'
      ? https.request({ ...common, servername: target.hostname, rejectUnauthorized: false }, onResponse)
      : http.request(common, onResponse);
  request.end(body);
  return request;
}

/** The `name=value` pairs of an answer's Set-Cookie lines, as a Cookie header. */
const cookieOf = (answer: Answer) => (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');

const json = <T>(answer: Answer): T => JSON.parse(answer.body.toString('utf8')) as T;

type Account = { id: string; email: string };

describe.skipIf(skipReason !== null)(
  `nginx in front of two instances on one PostgreSQL (deploy/nginx.conf)${skipReason ? ` — skipped: ${skipReason}` : ''}`,
  () => {
    let database: Database;
    let ctx: TestContext;
    let nginx: NginxProcess;
    let origin: string;
    let httpPort: number;
    const instances: { port: number; process: ServerProcess; dataDir: string }[] = [];
    let admin: Account;
    const members: Account[] = [];
    let exerciseIds: string[] = [];
    let runningLoad: autocannon.Instance | undefined;

    const proxied = (route: string, options: RequestOptions & { cookie?: string } = {}) =>
      send(`${origin}${route}`, {
        ...options,
        headers: { origin, ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      });

    /** Signs in through nginx from `localAddress` (each member from its own, like separate phones) and returns the cookie. */
    const signIn = async (account: Account, localAddress: string) => {
      const answer = await proxied('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: account.email, password: PASSWORD },
        localAddress,
      });
      expect(answer.status, answer.body.toString()).toBe(200);
      return cookieOf(answer);
    };

    const instanceEnv = (port: number, dataDir: string) => ({
      DATABASE_URL: database.pool!.options.connectionString!,
      PORT: String(port),
      PUBLIC_URL: origin,
      AUTH_SECRET,
      DATA_DIR: dataDir,
      TRUSTED_PROXY: '127.0.0.1',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      LOG_LEVEL: 'warn',
    });

    const startInstance = async (index: number) => {
      const instance = instances[index]!;
      instance.process = startServerProcess(instanceEnv(instance.port, instance.dataDir));
      await waitForOutput(instance.process, /Equipped is running at/, 90_000);
    };

    beforeAll(async () => {
      database = await openTestDatabase();
      ctx = await createTestContext({ database });
      const [portA, portB, plainPort, tlsPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
      httpPort = plainPort!;
      origin = `https://localhost:${tlsPort}`;
      nginx = await startNginx(
        findNginx()!,
        (logDirectory) => recommendedSite({ upstreamPorts: [portA!, portB!], httpPort, httpsPort: tlsPort!, logDirectory }),
        tlsPort!,
      );
      // One after the other: the first start loads the curated catalogue, the second finds it there.
      for (const port of [portA!, portB!]) {
        instances.push({ port, dataDir: mkdtempSync(path.join(os.tmpdir(), 'equipped-nginx-instance-')), process: undefined! });
        await startInstance(instances.length - 1);
      }
      await Promise.all(instances.map((instance) => waitUntilOk(`http://127.0.0.1:${instance.port}/api/ready`)));

      const create = async (role: 'admin' | 'user', label: string) => {
        const email = `${label}-${Math.random().toString(36).slice(2, 8)}@example.test`;
        const created = await createVerifiedUser(ctx.auth, { email, password: PASSWORD, role });
        if (role === 'user') await ctx.subscribe(created.id);
        return { id: created.id, email };
      };
      admin = await create('admin', 'admin');
      for (let i = 0; i < 2 + CONNECTIONS / CONNECTIONS_PER_MEMBER; i += 1) members.push(await create('user', `member-${i}`));
      const rows = await ctx.db.select({ id: exercises.id }).from(exercises).orderBy(asc(exercises.exerciseName)).limit(40);
      exerciseIds = rows.map((row) => row.id);
      expect(exerciseIds.length).toBe(40);
    }, 240_000);

    afterAll(async () => {
      runningLoad?.stop();
      for (const instance of instances) instance.process?.child.kill('SIGKILL');
      await Promise.all(instances.map((instance) => instance.process?.exited));
      await nginx?.stop();
      await ctx?.close();
      for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true });
    });

    it('a session signed in through nginx is good on either instance, and nginx sends requests to both', async () => {
      const cookie = await signIn(members[0]!, '127.0.1.1');
      for (const instance of instances) {
        const direct = await send(`http://127.0.0.1:${instance.port}/api/me`, { headers: { cookie } });
        expect(direct.status).toBe(200);
        expect(json<{ user: { email: string } }>(direct).user.email).toBe(members[0]!.email);
      }
      const answers = [];
      for (let i = 0; i < 6; i += 1) answers.push(await proxied('/api/me', { cookie }));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const upstreams = new Set(
        nginx
          .accessLog()
          .filter((line) => line.includes('"GET /api/me HTTP/1.1" 200'))
          .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
      );
      expect([...upstreams].sort()).toEqual(instances.map((instance) => `127.0.0.1:${instance.port}`).sort());
      // The app's request id is nginx's $request_id (32 hex digits), taken from a trusted proxy and echoed, where the app
      // answers one: the same id is in nginx's log line.
      const id = answers[0]!.headers['x-request-id'];
      if (typeof id === 'string') {
        expect(id).toMatch(/^[0-9a-f]{32}$/);
        expect(nginx.accessLog().some((line) => line.endsWith(`id=${id}`))).toBe(true);
      }
    });

    it("an admin's announcement reaches members' event streams through nginx, on both instances, within 1 s", async () => {
      const adminCookie = await signIn(admin, '127.0.1.100');
      const memberCookie = await signIn(members[0]!, '127.0.1.1');
      const openStream = () =>
        new Promise<{ status: number; encoding: string | undefined; reader: SseReader }>((resolve, reject) => {
          const headers = { cookie: memberCookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, br' };
          const request = open(`${origin}/api/events`, { headers }, (response) =>
            resolve({
              status: response.statusCode ?? 0,
              encoding: response.headers['content-encoding'],
              reader: readSse(new Response(Readable.toWeb(response) as ReadableStream<Uint8Array>)),
            }),
          );
          request.on('error', reject);
        });
      // Round robin (one rotation for all of nginx's workers: `zone`): two streams opened one after the other are held
      // by the two instances.
      const opened = [await openStream(), await openStream()];
      const streams = opened.map((stream) => stream.reader);
      try {
        // The app never compresses the stream, and nginx must not either.
        expect(opened.map(({ status, encoding }) => ({ status, encoding }))).toEqual([
          { status: 200, encoding: undefined },
          { status: 200, encoding: undefined },
        ]);
        await Promise.all(streams.map((stream) => stream.waitFor((m) => m.event === 'ready', { from: 0, timeoutMs: 10_000 })));
        const from = streams.map((stream) => stream.messages.length);
        const sentAt = Date.now();
        const saved = await proxied('/api/admin/announcements', {
          method: 'POST',
          cookie: adminCookie,
          json: { title: 'Through nginx', isActive: true },
        });
        expect(saved.status).toBe(201);
        const received = await Promise.all(
          streams.map((stream, i) => stream.waitFor((m) => m.event === 'announcement', { from: from[i], timeoutMs: 5_000 })),
        );
        for (const event of received) expect(event.receivedAt - sentAt).toBeLessThan(1_000);
      } finally {
        await Promise.all(streams.map((stream) => stream.close()));
      }
      // nginx logs a stream once it ends: one was held by each instance.
      const holders = () =>
        new Set(
          nginx
            .accessLog()
            .filter((line) => line.includes('"GET /api/events HTTP/1.1" 200'))
            .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
        );
      const deadline = Date.now() + 5_000;
      while (holders().size < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect([...holders()].sort()).toEqual(instances.map((instance) => `127.0.0.1:${instance.port}`).sort());
    });

    it('rate limits count the client nginx saw, not nginx, and a client cannot choose its address', async () => {
      const account = members[1]!;
      const attempt = (localAddress: string, password: string, headers: Record<string, string> = {}) =>
        proxied('/api/auth/sign-in/email', { method: 'POST', json: { email: account.email, password }, localAddress, headers });
      // docs/decisions/0004: 10 sign-in attempts per IP per minute (AUTH_RATE_LIMIT_SCALE 1), counted in the database
      // that both instances share.
      const statuses = [];
      for (let i = 0; i < 10; i += 1) statuses.push((await attempt('127.0.0.2', 'wrong-password')).status);
      expect(statuses).toEqual(Array(10).fill(401));
      expect((await attempt('127.0.0.2', PASSWORD)).status).toBe(429);
      // A forwarded address of the client's own making is kept in X-Forwarded-For, left of the one nginx adds: the app
      // reads the right-most entry.
      expect((await attempt('127.0.0.2', PASSWORD, { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
      // Another client behind the same nginx still signs in.
      expect((await attempt('127.0.0.3', PASSWORD)).status).toBe(200);
    });

    it('compresses only what the app leaves: one gzip layer on API JSON, plain HTTP sent to HTTPS', async () => {
      const document = await proxied('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
      expect(document.status).toBe(200);
      expect(document.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(document.body).toString('utf8'))).toMatchObject({ openapi: '3.1.0' });
      const plain = await send(`http://localhost:${httpPort}/api/health`);
      expect(plain.status).toBe(301);
      expect(plain.headers.location).toBe(`https://localhost/api/health`);
    });

    it('a rolling restart under 50 connections of reads and writes through nginx fails no request and loses no acknowledged write', async () => {
      const loadMembers = members.slice(2);
      const cookies: string[] = [];
      for (const [i, member] of loadMembers.entries()) cookies.push(await signIn(member, `127.0.2.${i + 1}`));

      /** What one connection wrote: the last write answered 2xx, and the one sent and not (yet) answered. */
      type Slot = {
        member: Account;
        favourite: { exerciseId: string; acknowledged: boolean | null; pending: boolean | null };
        workout: { id: string | null; acknowledged: string | null; pending: string | null };
        created: Set<string>;
        deleted: Set<string>;
        pendingDelete: string | null;
        transient: string | null;
      };
      const slots: Slot[] = [];
      let writes = 0;
      const entries = (i: number) => [
        { exerciseId: exerciseIds[i % exerciseIds.length]! },
        { exerciseId: exerciseIds[(i + 7) % exerciseIds.length]! },
      ];

      const setupClient = (client: autocannon.Client) => {
        const index = slots.length;
        const member = loadMembers[Math.floor(index / CONNECTIONS_PER_MEMBER)]!;
        const slot: Slot = {
          member,
          // Each of a member's connections has its own exercise, so its writes never race another connection's.
          favourite: { exerciseId: exerciseIds[index % CONNECTIONS_PER_MEMBER]!, acknowledged: null, pending: null },
          workout: { id: null, acknowledged: null, pending: null },
          created: new Set(),
          deleted: new Set(),
          pendingDelete: null,
          transient: null,
        };
        slots.push(slot);
        const headers = { cookie: cookies[Math.floor(index / CONNECTIONS_PER_MEMBER)]!, origin, host: new URL(origin).host };
        const writeHeaders = { ...headers, 'content-type': 'application/json' };
        let cycle = 0;
        const ok = (status: number) => status >= 200 && status < 300;
        client.setRequests([
          {
            method: 'GET',
            setupRequest: (request) => {
              cycle += 1;
              return {
                ...request,
                headers,
                path: `/api/exercises?q=${encodeURIComponent(SEARCH_TERMS[(index + cycle) % SEARCH_TERMS.length]!)}`,
              };
            },
          },
          {
            setupRequest: (request) => {
              const add = slot.favourite.acknowledged !== true;
              slot.favourite.pending = add;
              return { ...request, headers, method: add ? 'PUT' : 'DELETE', path: `/api/favorites/${slot.favourite.exerciseId}` };
            },
            onResponse: (status) => {
              if (!ok(status)) return;
              slot.favourite.acknowledged = slot.favourite.pending;
              slot.favourite.pending = null;
              writes += 1;
            },
          },
          {
            method: 'GET',
            setupRequest: (request) => ({
              ...request,
              headers,
              path: `/api/exercises/${exerciseIds[(index + cycle) % exerciseIds.length]}`,
            }),
          },
          {
            // A workout saved: created once, then saved again under a new name each round.
            setupRequest: (request) => {
              const name = `Connection ${index} save ${cycle}`;
              slot.workout.pending = name;
              const body = JSON.stringify({ name, entries: entries(index + cycle) });
              return slot.workout.id
                ? { ...request, headers: writeHeaders, method: 'PUT', path: `/api/workouts/${slot.workout.id}`, body }
                : { ...request, headers: writeHeaders, method: 'POST', path: '/api/workouts', body };
            },
            onResponse: (status, body) => {
              if (!ok(status)) return;
              slot.workout.id ??= (JSON.parse(String(body)) as { id: string }).id;
              slot.workout.acknowledged = slot.workout.pending;
              slot.workout.pending = null;
              writes += 1;
            },
          },
          {
            // A second workout, created (POST: nginx never sends it twice) and deleted by turns.
            setupRequest: (request) => {
              if (slot.transient) {
                slot.pendingDelete = slot.transient;
                return { ...request, headers, method: 'DELETE', path: `/api/workouts/${slot.transient}` };
              }
              const body = JSON.stringify({ name: `Connection ${index} extra ${cycle}`, entries: entries(index + cycle + 3) });
              return { ...request, headers: writeHeaders, method: 'POST', path: '/api/workouts', body };
            },
            onResponse: (status, body) => {
              if (!ok(status)) return;
              writes += 1;
              if (slot.pendingDelete) {
                slot.deleted.add(slot.pendingDelete);
                slot.pendingDelete = null;
                slot.transient = null;
              } else {
                slot.transient = (JSON.parse(String(body)) as { id: string }).id;
                slot.created.add(slot.transient);
              }
            },
          },
        ]);
      };

      const finished = new Promise<autocannon.Result>((resolve, reject) => {
        runningLoad = autocannon(
          { url: origin.replace('localhost', '127.0.0.1'), connections: CONNECTIONS, duration: 600, timeout: 10, setupClient },
          (error: unknown, done) => (error ? reject(error) : resolve(done)),
        );
      });
      const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      const restarts: string[] = [];
      try {
        await settle(2_000);
        for (const [index, instance] of instances.entries()) {
          const upstream = `upstream=127.0.0.1:${instance.port} ustatus=`;
          const stoppedAt = Date.now();
          instance.process.child.kill('SIGTERM');
          expect(await instance.process.exited).toBe(0);
          const exitedAt = Date.now();
          await startInstance(index);
          await waitUntilOk(`http://127.0.0.1:${instance.port}/api/ready`);
          const readyAt = Date.now();
          // Back in nginx's rotation (after fail_timeout): a request it sent there was answered, before the next stops.
          const logged = nginx.accessLog().length;
          const deadline = Date.now() + 30_000;
          while (
            !nginx
              .accessLog()
              .slice(logged)
              .some((line) => line.includes(`${upstream}2`))
          ) {
            expect(Date.now()).toBeLessThan(deadline);
            await settle(100);
          }
          restarts.push(
            `127.0.0.1:${instance.port}: exited ${exitedAt - stoppedAt} ms after SIGTERM, ready ${readyAt - exitedAt} ms later, serving through nginx ${Date.now() - readyAt} ms after that`,
          );
        }
        await settle(2_000);
      } finally {
        runningLoad!.stop();
      }
      const result = await finished;

      const failed = result.errors + result.timeouts + result.non2xx;
      const retried = nginx.accessLog().filter((line) => /upstream=\S+, /.test(line)).length;
      // Why nginx passed requests on: its error log names each upstream failure (refused, reset, closed early).
      const reasons = new Map<string, number>();
      for (const line of nginx.output().split('\n')) {
        const reason = /\[error\] \d+#\d+: \*\d+ (.+?) while /.exec(line)?.[1];
        if (reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      }
      console.info(
        [
          `rolling restart through nginx: ${result.requests.total} requests (${writes} acknowledged writes) in ${result.duration.toFixed(1)} s, ` +
            `${failed} failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}), ` +
            `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
            `${retried} requests passed to the other instance by nginx (${[...reasons].map(([reason, n]) => `${n} × ${reason}`).join('; ') || 'no upstream errors'})`,
          ...restarts,
        ].join('\n  '),
      );
      if (failed > 0) {
        const bad = nginx.accessLog().filter((line) => !/" [23]\d\d /.test(line));
        throw new Error(
          `${failed} requests failed (${JSON.stringify(result.statusCodeStats)}); nginx logged:\n${bad.slice(0, 20).join('\n')}\n${nginx.output().slice(-4_000)}`,
        );
      }
      expect(result.requests.total).toBeGreaterThan(1_000);

      // Every acknowledged write is in the database: each connection's last answered state, or the one it sent last
      // when that was cut off unanswered by the end of the load.
      const workoutIds = slots.flatMap((slot) => [...(slot.workout.id ? [slot.workout.id] : []), ...slot.created, ...slot.deleted]);
      const stored = new Map(
        (await ctx.db.select({ id: workouts.id, name: workouts.name }).from(workouts).where(inArray(workouts.id, workoutIds))).map(
          (row) => [row.id, row.name],
        ),
      );
      const favourites = await ctx.db
        .select({ userId: userFavorites.userId, exerciseId: userFavorites.exerciseId })
        .from(userFavorites)
        .where(
          inArray(
            userFavorites.userId,
            loadMembers.map((member) => member.id),
          ),
        );
      const isFavourite = (slot: Slot) =>
        favourites.some((row) => row.userId === slot.member.id && row.exerciseId === slot.favourite.exerciseId);
      for (const slot of slots) {
        expect(slot.workout.id).toMatch(/^[0-9a-f-]{36}$/);
        expect([slot.workout.acknowledged, slot.workout.pending]).toContain(stored.get(slot.workout.id!));
        expect([slot.favourite.acknowledged, slot.favourite.pending]).toContain(isFavourite(slot));
        for (const id of slot.created) if (!slot.deleted.has(id) && slot.pendingDelete !== id) expect(stored.has(id)).toBe(true);
        for (const id of slot.deleted) expect(stored.has(id)).toBe(false);
      }
    }, 180_000);
  },
);
