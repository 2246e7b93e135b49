import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@/shared/schemas/errors';
import { type Database, openPostgres } from '../db/client';
import { createTestContext, type TestClient, type TestContext } from '../test/test-app';
import { openTestDatabase, testEngine } from '../test/test-database';

/**
 * What a client sees while the database is unreachable: 503 SERVICE_UNAVAILABLE with `Retry-After` in the one error
 * shape (RFC 9110 §15.6.4), on every route whose database call fails — while a real fault still answers 500.
 */
async function expectUnavailable(response: Response, code: string | string[] = 'SERVICE_UNAVAILABLE'): Promise<void> {
  const body = (await response.json()) as unknown;
  const codes = Array.isArray(code) ? code : [code];
  expect({ status: response.status, body }).toMatchObject({ status: 503, body: { error: { code: expect.toBeOneOf(codes) } } });
  expect(errorBodySchema.strict().parse(body).error.message).toMatch(/temporarily unavailable|try again/i);
  expect(response.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
}

/**
 * A signed-in member whose viewer is memoised (VIEWER_CACHE_MS 60 s), so the request usually reaches the route's own
 * query. Usually: when the events hub re-opens a LISTEN connection an earlier outage broke, it dispatches every topic
 * (it may have missed a revocation), which forgets the memoised viewers; the session check is then what fails, and
 * the answer is the same 503 with its own code — see {@link MEMBER_OUTAGE_CODES}.
 */
async function memberWithMemoisedSession(ctx: TestContext): Promise<TestClient> {
  const { client } = await ctx.signedInUser('user');
  expect((await client.request('/api/workouts')).status).toBe(200);
  return client;
}

/** What a signed-in member's request may answer in an outage: the route's query failed, or the session check did. */
const MEMBER_OUTAGE_CODES = ['SERVICE_UNAVAILABLE', 'SESSION_UNAVAILABLE'];

const search = (term: string) => `/api/exercises?q=${encodeURIComponent(term)}`;

/** A genuine fault (a missing table) is not an outage: it stays a 500 INTERNAL, logged, with no Retry-After. */
async function expectGenuineFaultIs500(member: TestClient, admin: Database): Promise<void> {
  await admin.rows(sql`alter table workouts rename to workouts_gone`);
  try {
    const response = await member.request('/api/workouts');
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('INTERNAL');
  } finally {
    await admin.rows(sql`alter table workouts_gone rename to workouts`);
  }
  expect((await member.request('/api/workouts')).status).toBe(200);
}

describe.runIf(testEngine() === 'pglite')('the embedded database closed under the running app', () => {
  let ctx: TestContext;
  let member: TestClient;
  let unchecked: TestClient;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { VIEWER_CACHE_MS: '60000' } });
    member = await memberWithMemoisedSession(ctx);
    unchecked = (await ctx.signedInUser('user')).client;
  });
  afterAll(() => ctx.close().catch(() => {}));

  it('still answers a genuine fault with 500', () => expectGenuineFaultIs500(member, ctx.database));

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After to workouts, sign-in and session checks; the library keeps answering from memory', async () => {
    expect((await ctx.client().request(search('press before'))).status).toBe(200);
    await ctx.database.pglite!.close();
    // The search index is in memory (decision 0020): the library answers what it last read from the database.
    expect((await ctx.client().request(search('press after'))).status).toBe(200);
    await expectUnavailable(await member.request('/api/workouts'), MEMBER_OUTAGE_CODES);
    await expectUnavailable(await member.request('/api/workouts/00000000-0000-4000-8000-000000000000'), MEMBER_OUTAGE_CODES);
    const signIn = await ctx
      .client()
      .request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'a@example.test', password: 'correct-horse-battery' } });
    await expectUnavailable(signIn);
    await expectUnavailable(await unchecked.request('/api/auth/get-session'));
    await expectUnavailable(await unchecked.request('/api/auth/list-sessions'));
    // A session that cannot be checked keeps its own code, with the same status and Retry-After.
    await expectUnavailable(await unchecked.request('/api/me'), 'SESSION_UNAVAILABLE');
    // Nor is it told it signed out where a visitor is an expected answer.
    await expectUnavailable(await unchecked.request('/api/viewer'), 'SESSION_UNAVAILABLE');
  });
});

/**
 * A TCP proxy in front of PostgreSQL that the test controls: `forward` passes bytes both ways, `refuse` closes the
 * port (connection refused), `drop` accepts and cuts every connection at once, `stall` accepts and never answers (the
 * pool's connect timeout). Switching modes cuts the open connections, as a database restart or a network fault would.
 */
async function startProxy(target: { host: string; port: number }) {
  let mode: 'forward' | 'drop' | 'stall' = 'forward';
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'drop') return void socket.destroy();
    if (mode === 'stall') return;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const cutAll = () => sockets.forEach((socket) => socket.destroy());
  const listen = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const unlisten = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    async set(next: 'forward' | 'drop' | 'stall' | 'refuse') {
      cutAll();
      if (next === 'refuse') return unlisten();
      mode = next;
      if (!server.listening) await listen();
    },
    close: async () => (cutAll(), unlisten()),
  };
}

describe.runIf(testEngine() === 'postgres')('PostgreSQL going away under the running app', () => {
  let direct: Database;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let ctx: TestContext;
  let member: TestClient;
  beforeAll(async () => {
    direct = await openTestDatabase();
    const [{ name }] = (await direct.rows<{ name: string }>(sql`select current_database() as name`)) as [{ name: string }];
    const server = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(server);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    const proxied = openPostgres(url.toString(), { max: 3, connectionTimeoutMillis: 1_000 });
    ctx = await createTestContext({ database: proxied, env: { VIEWER_CACHE_MS: '60000' } });
    member = await memberWithMemoisedSession(ctx);
  });
  afterAll(async () => {
    await ctx.close().catch(() => {});
    await proxy.close();
    await direct.close();
  });

  it('still answers a genuine fault with 500', () => expectGenuineFaultIs500(member, direct));

  it('answers a search 503 while the search index was never read, and from memory once it was (decision 0020)', async () => {
    await proxy.set('refuse');
    await expectUnavailable(await ctx.client().request(search('press before any read')));
    await proxy.set('forward');
    await expect.poll(async () => (await ctx.client().request(search('press once read'))).status, { timeout: 5_000 }).toBe(200);
    await proxy.set('drop');
    expect((await ctx.client().request(search('press from memory'))).status).toBe(200);
    await proxy.set('forward');
  });

  it.each(['refuse', 'drop', 'stall'] as const)(
    'answers 503 SERVICE_UNAVAILABLE with Retry-After when the connection is %s, and recovers when it is back',
    async (mode) => {
      await proxy.set(mode);
      await expectUnavailable(await member.request('/api/workouts'), MEMBER_OUTAGE_CODES);
      const signIn = await ctx
        .client()
        .request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'a@example.test', password: 'correct-horse-battery' } });
      await expectUnavailable(signIn);
      await proxy.set('forward');
      await expect.poll(async () => (await member.request('/api/workouts')).status, { timeout: 5_000 }).toBe(200);
      expect((await ctx.client().request(search(`press after ${mode}`))).status).toBe(200);
    },
  );
});
