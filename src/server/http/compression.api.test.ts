import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_EVENT } from '@/shared/realtime';
import { readSse } from '../test/sse-reader';
import { createTestContext, type TestContext } from '../test/test-app';
import { API_COMPRESSION_THRESHOLD_BYTES } from './middleware';

// What a phone on a slow network receives from the API (docs/architecture.md#performance): big JSON gzip-compressed,
// small JSON as it is, and the live event stream never compressed nor held back.
describe('API compression', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ heartbeatMs: 150 });
  });
  afterAll(() => ctx.close());

  const get = (path: string, acceptEncoding?: string) =>
    ctx.app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('gzips a JSON answer over the threshold for a browser that accepts gzip, and says it varies by Accept-Encoding', async () => {
    const plain = await (await get('/api/openapi.json')).arrayBuffer();
    expect(plain.byteLength).toBeGreaterThan(API_COMPRESSION_THRESHOLD_BYTES);

    const response = await get('/api/openapi.json', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const sent = Buffer.from(await response.arrayBuffer());
    expect(sent.byteLength).toBeLessThan(plain.byteLength / 3);
    expect(JSON.parse(gunzipSync(sent).toString('utf8'))).toMatchObject({ openapi: '3.1.0' });
  });

  it('sends the same JSON uncompressed to a client that accepts no encoding', async () => {
    const response = await get('/api/openapi.json');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await response.json()).openapi).toBe('3.1.0');
  });

  it('leaves a JSON answer under the threshold uncompressed, with its length', async () => {
    const response = await get('/api/health', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBeLessThan(API_COMPRESSION_THRESHOLD_BYTES);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('leaves a small error answer uncompressed', async () => {
    const response = await get('/api/nope', 'gzip');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.json()).error.code).toBe('NOT_FOUND');
  });

  it('never compresses the live event stream: its first events arrive as plain text while it stays open', async () => {
    const { client } = await ctx.signedInUser('user');
    const response = await client.request('/api/events', {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('content-encoding')).toBeNull();
    const reader = readSse(response);
    try {
      await reader.waitFor((m) => m.event === 'ready');
      await reader.waitFor((m) => m.event === HEARTBEAT_EVENT, { timeoutMs: 3000 });
    } finally {
      await reader.close();
    }
  });
});
