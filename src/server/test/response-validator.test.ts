import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseValidator } from './response-validator';
import { errorRequestId, requestId } from '../http/request-id';

/**
 * The test client's check of every answer against the OpenAPI document: an app documenting `GET /api/things/{id}`
 * (200 `{ name: string }`, 404 error) whose handlers can be made to answer what the document does not say.
 */
function appAnswering(answer: { status: number; body?: unknown }, options: { requestIds?: boolean } = {}) {
  const app = new OpenAPIHono();
  // Request ids as the app gives them (app.ts), unless a test leaves them out.
  if (options.requestIds !== false) {
    app.use('*', requestId({ trustedProxies: [] }));
    app.use('/api/*', errorRequestId());
  }
  const route = createRoute({
    method: 'get',
    path: '/api/things/{id}',
    operationId: 'getThing',
    request: { params: z.object({ id: z.string() }) },
    responses: {
      200: { description: 'The thing', content: { 'application/json': { schema: z.object({ name: z.string() }) } } },
      404: { description: 'Missing', content: { 'application/json': { schema: z.object({ error: z.object({ code: z.string() }) }) } } },
      202: { description: 'Accepted, no body' },
      204: { description: 'Nothing' },
    },
  });
  app.openapi(route, (c) =>
    answer.body === undefined ? c.body(null, answer.status as 204) : c.json(answer.body as never, answer.status as 200),
  );
  app.doc31('/api/openapi.json', { openapi: '3.1.0', info: { title: 't', version: '1' } });
  app.all('/api/*', (c) => c.json({ error: { code: 'NOT_FOUND', message: 'No such API route.' } }, 404));
  app.get('/dev/mailbox.json', (c) => c.json([{ anything: true }]));
  const validate = createResponseValidator(async () => app.request('/api/openapi.json'));
  return async (method: string, path: string) => (await validate)(method, path, await app.request(path, { method }));
}

describe('the test client checks every answer against the OpenAPI document', () => {
  it('accepts a documented status with a body of the documented shape', async () => {
    await expect(appAnswering({ status: 200, body: { name: 'Bench' } })('GET', '/api/things/1')).resolves.toBeUndefined();
    await expect(appAnswering({ status: 204 })('GET', '/api/things/1')).resolves.toBeUndefined();
  });

  it('refuses a body that does not match the schema of its status', async () => {
    await expect(appAnswering({ status: 200, body: { name: 42 } })('GET', '/api/things/1')).rejects.toThrow(
      /GET \/api\/things\/1 answered 200: operation getThing:.*must be string/,
    );
  });

  it('refuses a status the operation does not document', async () => {
    await expect(appAnswering({ status: 409, body: { error: { code: 'CONFLICT' } } })('GET', '/api/things/1')).rejects.toThrow(
      'operation getThing documents no 409 response',
    );
  });

  it('refuses an error body that does not name its request id', async () => {
    await expect(appAnswering({ status: 404, body: { error: { code: 'GONE' } } })('GET', '/api/things/1')).resolves.toBeUndefined();
    await expect(
      appAnswering({ status: 404, body: { error: { code: 'GONE' } } }, { requestIds: false })('GET', '/api/things/1'),
    ).rejects.toThrow("the error body's request id (undefined) is not the X-Request-Id header (null)");
  });

  it('refuses a JSON body where the document says there is none', async () => {
    await expect(appAnswering({ status: 202, body: { queued: true } })('GET', '/api/things/1')).rejects.toThrow(
      'operation getThing documents no JSON body for 202',
    );
  });

  it('refuses an undocumented API route unless it is the API 404, and skips what is outside /api', async () => {
    const request = appAnswering({ status: 200, body: { name: 'x' } });
    await expect(request('POST', '/api/things/1')).resolves.toBeUndefined(); // unknown method: the API's 404
    await expect(request('GET', '/api/nothing-here')).resolves.toBeUndefined();
    await expect(request('GET', '/dev/mailbox.json')).resolves.toBeUndefined();
    const undocumented = new OpenAPIHono();
    undocumented.doc31('/api/openapi.json', { openapi: '3.1.0', info: { title: 't', version: '1' } });
    undocumented.get('/api/secret', (c) => c.json({ users: [] }));
    const validate = await createResponseValidator(async () => undocumented.request('/api/openapi.json'));
    await expect(validate('GET', '/api/secret', await undocumented.request('/api/secret'))).rejects.toThrow(
      'GET /api/secret answered 200: no documented operation has this method and path',
    );
  });
});
