import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from '../test/test-app';
import { createVerifiedUser } from '../features/users/users.service';
import { CLIENT_IP_HEADER } from './client-ip';
import { errorBodyOf } from '../test/error-body';

/**
 * Rate limiting on sign-in, sign-up, reset and sign-up's 'Send again' in every environment, keyed by the client's socket address (docs/decisions/0004-auth-rate-limits-and-client-ip.md),
 * answering 429 with Retry-After (docs/architecture.md#a-request). Limits are lowered to 3 per 60 s here; each test uses its own client IP
 * so the buckets do not interfere.
 */
describe('auth rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      rateLimits: { window: 60, signIn: 3, signUp: 3, reset: 3, resend: 3, resendPerAddress: 3, general: 1000 },
    });
    // Created directly: signedInUser() would spend one sign-in of the 127.0.0.1 bucket the socket test relies on.
    await createVerifiedUser(ctx.auth, { email: 'limited@example.test', password: 'correct-horse-battery', role: 'user' });
  });
  afterAll(() => ctx.close());

  const endpoints = {
    'sign-in': { path: '/api/auth/sign-in/email', body: () => ({ email: 'limited@example.test', password: 'wrong-password-1' }) },
    'sign-up': {
      path: '/api/auth/sign-up/email',
      body: () => ({ email: `n${Math.random().toString(36).slice(2)}@example.test`, password: 'correct-horse-battery', name: 'n' }),
    },
    'password reset': {
      path: '/api/auth/request-password-reset',
      body: () => ({ email: 'limited@example.test', redirectTo: `${TEST_ORIGIN}/auth?mode=reset` }),
    },
    // Sign-up's 'Send again' (docs/product.md#sign-in).
    'send again': {
      path: '/api/auth/send-verification-email',
      // A new address each time: the per-address limit has its own test below.
      body: () => ({ email: `s${Math.random().toString(36).slice(2)}@example.test`, callbackURL: `${TEST_ORIGIN}/?verified=1` }),
    },
  } as const;

  const hit = (client: TestClient, endpoint: keyof typeof endpoints, headers: Record<string, string> = {}) =>
    client.request(endpoints[endpoint].path, { method: 'POST', json: endpoints[endpoint].body(), headers });

  const octet = { 'sign-in': 1, 'sign-up': 2, 'password reset': 3, 'send again': 5 } as const;

  describe.each(Object.keys(endpoints) as Array<keyof typeof endpoints>)('%s', (endpoint) => {
    it('refuses the 4th attempt from one IP with 429 and Retry-After; another IP still gets through', async () => {
      const attacker = ctx.client(`10.${octet[endpoint]}.0.1`);
      for (let i = 0; i < 3; i += 1) expect((await hit(attacker, endpoint)).status).not.toBe(429);
      const refused = await hit(attacker, endpoint);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect((await refused.json()).message).toBe('Too many requests. Please try again later.');

      expect((await hit(ctx.client(`10.${octet[endpoint]}.0.2`), endpoint)).status).not.toBe(429);
    });

    it('is not fooled by rotating X-Forwarded-For, X-Real-IP or our own client-IP header', async () => {
      const attacker = ctx.client(`10.${octet[endpoint]}.1.1`);
      for (let i = 0; i < 3; i += 1) await hit(attacker, endpoint, { 'x-forwarded-for': `198.51.100.${i}` });
      for (let i = 0; i < 3; i += 1) {
        const rotated = await hit(attacker, endpoint, {
          'x-forwarded-for': `203.0.113.${i}`,
          'x-real-ip': `203.0.113.${i}`,
          [CLIENT_IP_HEADER]: `203.0.113.${i}`,
        });
        expect(rotated.status).toBe(429);
      }
    });
  });

  it('keeps a correct password locked out too once the limit is reached (no oracle while limited)', async () => {
    const attacker = ctx.client('10.4.0.1');
    for (let i = 0; i < 3; i += 1) await hit(attacker, 'sign-in');
    const right = await attacker.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: 'limited@example.test', password: 'correct-horse-battery' },
    });
    expect(right.status).toBe(429);
  });

  it('limits Send again per address too, from any IP, alike for a registered and an unknown address', async () => {
    const sendAgain = (email: string, ip: string) =>
      ctx
        .client(ip)
        .request('/api/auth/send-verification-email', { method: 'POST', json: { email, callbackURL: `${TEST_ORIGIN}/?verified=1` } });
    const refusals = [];
    for (const [n, email] of ['limited@example.test', 'Nobody.Here@example.test'].entries()) {
      for (let i = 0; i < 3; i += 1) expect((await sendAgain(email, `10.6.${n}.${i}`)).status).toBe(200);
      // Another spelling of the same address is the same address.
      const refused = await sendAgain(email.toUpperCase(), `10.6.${n}.9`);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(60);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      refusals.push({ status: refused.status, type: refused.headers.get('content-type'), body: await errorBodyOf(refused) });
    }
    expect(refusals[0]).toEqual(refusals[1]);
    expect(refusals[0]!.body).toMatchObject({ message: 'Too many requests. Please try again later.' });
    // Another address from the same IPs is untouched.
    expect((await sendAgain('someone-else@example.test', '10.6.0.0')).status).toBe(200);
  });

  describe('over a real socket', () => {
    let server: ServerType;
    let base: string;
    beforeAll(async () => {
      base = await new Promise<string>((resolve) => {
        server = serve({ fetch: ctx.app.fetch, port: 0 }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
      });
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('keys the limit by the socket address, whatever IP headers the client sends', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await fetch(`${base}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: TEST_ORIGIN,
            'x-test-client-ip': `192.0.2.${i}`,
            'x-forwarded-for': `192.0.2.${i}`,
            [CLIENT_IP_HEADER]: `192.0.2.${i}`,
          },
          body: JSON.stringify({ email: 'limited@example.test', password: 'wrong-password-1' }),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    });
  });
});
