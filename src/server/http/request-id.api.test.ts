import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger } from 'pino';
import { createLogger } from '../lib/logger';
import { createTestContext, type TestContext } from '../test/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type LogLine = { msg: string; requestId?: string; status?: number; path?: string };

/**
 * One id per request (docs/architecture.md#request-ids): answered in `X-Request-Id`, written into every error body and
 * onto every log line of the request; taken from a trusted proxy only.
 */
describe('request ids', () => {
  let ctx: TestContext;
  let logger: Logger;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    logger = createLogger('info', sink);
    ctx = await createTestContext({ logger, env: { TRUSTED_PROXY: '10.0.0.1' } });
  });
  afterAll(() => ctx?.close());

  const linesOf = (id: string) => lines.filter((line) => line.requestId === id);

  it('answers a new id with every request, and logs the request under it', async () => {
    const first = await ctx.client().request('/api/health');
    const second = await ctx.client().request('/api/health');
    const [a, b] = [first.headers.get('x-request-id'), second.headers.get('x-request-id')];
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
    expect(linesOf(a!)).toEqual([expect.objectContaining({ msg: 'request', path: '/api/health', status: 200 })]);
  });

  it('names the request in every kind of error body', async () => {
    const member = (await ctx.signedInUser('user')).client;
    const answers = [
      await ctx.client().request('/api/no-such-route'),
      await ctx.client().request('/api/workouts'),
      await member.request('/api/workouts', { method: 'POST', json: { name: '' } }),
      await member.request('/api/workouts/00000000-0000-4000-8000-000000000000'),
      await ctx
        .client()
        .request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'nobody@example.test', password: 'wrong-password' } }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 401, 422, 404, 401]);
    for (const answer of answers) {
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(UUID);
      const body = (await answer.json()) as { error?: { requestId?: string }; requestId?: string };
      // The API's ErrorBody carries it in `error`; better-auth's own { code, message } at the top.
      expect(body.error?.requestId ?? body.requestId).toBe(id);
      expect(
        linesOf(id!)
          .filter((line) => line.msg === 'request')
          .map((line) => line.status),
      ).toEqual([answer.status]);
    }
  });

  it('puts the id on the lines a service logs while serving, not only on the request line', async () => {
    const answer = await ctx.client().request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'nobody@example.test', password: 'wrong-password' },
    });
    const own = linesOf(answer.headers.get('x-request-id')!);
    // better-auth logs the failed sign-in through our logger before the request line is written.
    expect(own.length).toBeGreaterThan(1);
    expect(own.at(-1)?.msg).toBe('request');
    expect(own.some((line) => line.msg.startsWith('better-auth:'))).toBe(true);
  });

  it("keeps a trusted proxy's X-Request-Id and makes its own for anyone else or for a malformed one", async () => {
    const viaProxy = await ctx.app.request('/api/health', { headers: { 'x-test-client-ip': '10.0.0.1', 'x-request-id': 'a1b2c3d4e5f6' } });
    expect(viaProxy.headers.get('x-request-id')).toBe('a1b2c3d4e5f6');
    const direct = await ctx.app.request('/api/health', { headers: { 'x-test-client-ip': '192.0.2.7', 'x-request-id': 'a1b2c3d4e5f6' } });
    expect(direct.headers.get('x-request-id')).toMatch(UUID);
    const injected = await ctx.app.request('/api/health', {
      headers: { 'x-test-client-ip': '10.0.0.1', 'x-request-id': 'x" injected\\u000a{"level":60}' },
    });
    expect(injected.headers.get('x-request-id')).toMatch(UUID);
  });

  it('logs without an id outside any request', async () => {
    await ctx.client().request('/api/health');
    logger.info('between requests');
    expect(lines.at(-1)).toMatchObject({ msg: 'between requests' });
    expect(lines.at(-1)).not.toHaveProperty('requestId');
  });
});
