import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/env';
import { CLIENT_IP_HEADER, clientIp } from './client-ip';
import { isIpOrCidr, normalizeIp } from '../lib/ip-address';

/**
 * The client IP that keys the auth rate limits comes from the socket, or from X-Forwarded-For only when the socket peer is
 * a TRUSTED_PROXY (docs/decisions/0004-auth-rate-limits-and-client-ip.md; docs/architecture.md#stack-notes: a client-supplied X-Forwarded-For must never key the limit).
 */
describe('isIpOrCidr and normalizeIp', () => {
  it('accepts addresses and ranges of either family and nothing else', () => {
    for (const ok of ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '0.0.0.0/0']) expect(isIpOrCidr(ok), ok).toBe(true);
    for (const bad of ['', 'localhost', '10.0.0.0/33', '::/129', '10.0.0.0/x', '1.2.3.4/8/9', '256.1.1.1'])
      expect(isIpOrCidr(bad), bad).toBe(false);
  });

  it('unmaps IPv4-mapped IPv6 addresses only', () => {
    expect(normalizeIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeIp('::FFFF:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeIp('2001:db8::1')).toBe('2001:db8::1');
    expect(normalizeIp('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('clientIp middleware over a real socket', () => {
  let server: ServerType | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  /** Serves an app that echoes what the middleware decided, the way main.ts listens (all interfaces, default host). */
  async function start(options: Parameters<typeof clientIp>[0]) {
    const app = new Hono<AppEnv>();
    app.use('*', clientIp(options));
    app.get('*', (c) => c.json({ clientIp: c.var.clientIp, header: c.req.header(CLIENT_IP_HEADER) ?? null }));
    const listening = new Promise<number>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0 }, (info: AddressInfo) => resolve(info.port));
    });
    const port = await listening;
    return (headers: Record<string, string> = {}, path = '/api/auth/ip') =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers }).then((r) => r.json() as Promise<{ clientIp: string; header: string | null }>);
  }

  const spoofed = {
    'x-forwarded-for': '203.0.113.9',
    'x-real-ip': '203.0.113.10',
    'x-test-client-ip': '203.0.113.11',
    [CLIENT_IP_HEADER]: '203.0.113.12',
  };

  it('uses the socket address and ignores every client-sent IP header, even with the test header allowed', async () => {
    const get = await start({ trustedProxies: [], allowTestHeader: true });
    const plain = await get();
    expect(plain.clientIp).toBe('127.0.0.1');
    expect(plain.header).toBe(plain.clientIp);
    expect(await get(spoofed)).toEqual(plain);
  });

  it('writes the header only on better-auth paths and removes a client-sent one everywhere', async () => {
    const get = await start({ trustedProxies: [] });
    expect(await get(spoofed, '/api/exercises')).toEqual({ clientIp: '127.0.0.1', header: null });
    expect(await get(spoofed, '/api/auth/get-session')).toEqual({ clientIp: '127.0.0.1', header: '127.0.0.1' });
  });

  it('believes X-Forwarded-For only from a trusted proxy, taking the address that proxy appended (right-most)', async () => {
    const get = await start({ trustedProxies: ['127.0.0.1'] });
    expect(await get({ 'x-forwarded-for': '198.51.100.7' })).toEqual({ clientIp: '198.51.100.7', header: '198.51.100.7' });
    // A client-forged left part of the chain does not matter: the proxy appends the real peer last.
    expect((await get({ 'x-forwarded-for': '203.0.113.9, 198.51.100.7' })).clientIp).toBe('198.51.100.7');
    // Through the proxy without the header: the proxy's own address.
    expect((await get()).clientIp).toBe('127.0.0.1');
  });

  it('accepts CIDR ranges as trusted proxies and ignores a forwarded value that is not an IP address', async () => {
    const get = await start({ trustedProxies: ['10.0.0.0/8', '127.0.0.0/8'] });
    expect((await get({ 'x-forwarded-for': '2001:db8::1' })).clientIp).toBe('2001:db8::1');
    expect((await get({ 'x-forwarded-for': 'evil, not-an-ip' })).clientIp).toBe('127.0.0.1');
  });

  it('ignores X-Forwarded-For when the socket peer is not the trusted proxy', async () => {
    const get = await start({ trustedProxies: ['10.9.9.9'] });
    expect((await get({ 'x-forwarded-for': '198.51.100.7' })).clientIp).toBe('127.0.0.1');
  });
});
