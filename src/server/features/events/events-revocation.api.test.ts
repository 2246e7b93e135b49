import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../db/schema';
import { readSse, type SseReader } from '../../test/sse-reader';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app';

// The viewer memo time of this file's servers (VIEWER_CACHE_MS, decision 0010): a stream must end within it of its
// session ending. SLACK_MS covers the check's own query and a busy test machine.
const MEMO_MS = 400;
const SLACK_MS = 600;

/**
 * /api/events lives no longer than its session: sign-out, revocation from another device and a revocation made on another
 * server instance (sharing the database, not the memory) each end the stream within the viewer memo time.
 */
describe('live events stream after its session ends', () => {
  let ctx: TestContext;
  /** A second server instance on the same database: its own auth, viewer memo and events hub. */
  let other: TestContext;
  const open: SseReader[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ heartbeatMs: 150, env: { VIEWER_CACHE_MS: String(MEMO_MS) } });
    other = await createTestContext({ database: ctx.database, env: { VIEWER_CACHE_MS: String(MEMO_MS) } });
  });
  afterAll(async () => {
    await Promise.all(open.map((reader) => reader.close()));
    await other.events.close();
    await ctx.close();
  });

  const connect = async (client: TestClient) => {
    const response = await client.request('/api/events', { headers: { accept: 'text/event-stream' } });
    expect(response.status).toBe(200);
    const reader = readSse(response);
    open.push(reader);
    await reader.waitFor((m) => m.event === 'ready');
    return reader;
  };
  /** Milliseconds until `reader` ends, or Infinity when it is still open after `limitMs`. */
  const msUntilEnded = async (reader: SseReader, limitMs = MEMO_MS + SLACK_MS) => {
    const start = Date.now();
    const timeout = new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), limitMs + 1_000));
    return (await Promise.race([reader.ended.then(() => 'ended' as const), timeout])) === 'ended' ? Date.now() - start : Infinity;
  };
  const signIn = async (email: string, password: string, app: TestContext = ctx) => {
    const client = app.client();
    expect((await client.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })).status).toBe(200);
    return client;
  };

  it('ends at sign-out, and leaves the streams of other sessions open', async () => {
    const leaving = await ctx.signedInUser('user');
    const staying = await ctx.signedInUser('user');
    const stream = await connect(leaving.client);
    const bystander = await connect(staying.client);

    expect((await leaving.client.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
    expect(await msUntilEnded(stream)).toBeLessThanOrEqual(MEMO_MS + SLACK_MS);
    // Reconnecting is refused.
    expect((await leaving.client.request('/api/events')).status).toBe(401);

    // The other member's stream outlived several checks and still hears the heartbeat.
    const from = bystander.messages.length;
    await bystander.waitFor((m) => m.event === 'heartbeat', { from });
    expect((await staying.client.request('/api/me')).status).toBe(200);
  });

  it('ends when the session is revoked from another device', async () => {
    const { client: laptop, userId, email, password } = await ctx.signedInUser('user');
    const phone = await signIn(email, password);
    const stream = await connect(phone);
    const [phoneSession] = await ctx.db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, userId))
      .orderBy(session.createdAt)
      .offset(1);

    const revoked = await laptop.request('/api/auth/revoke-session', { method: 'POST', json: { token: phoneSession!.token } });
    expect(revoked.status).toBe(200);
    expect(await msUntilEnded(stream)).toBeLessThanOrEqual(MEMO_MS + SLACK_MS);
  });

  it('ends when the session is ended on another server instance', async () => {
    const { email, password } = await ctx.signedInUser('user');
    const browser = await signIn(email, password);
    const stream = await connect(browser);

    // The same browser (same cookie) signs out through the other instance, which tells this one nothing.
    const signedOut = await other
      .client()
      .request('/api/auth/sign-out', { method: 'POST', json: {}, headers: { cookie: browser.cookie() } });
    expect(signedOut.status).toBe(200);
    expect(await msUntilEnded(stream)).toBeLessThanOrEqual(MEMO_MS + SLACK_MS);
  });
});
