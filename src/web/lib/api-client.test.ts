import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, withQuery } from '@/web/lib/api-client';

function mockFetch(response: Response | Error) {
  const fn = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('returns the parsed JSON body and sends the session cookie', async () => {
    const fetchMock = mockFetch(Response.json({ items: ['Dumbbells'] }));
    await expect(apiFetch('/api/exercises/equipment')).resolves.toEqual({ items: ['Dumbbells'] });
    expect(fetchMock).toHaveBeenCalledWith('/api/exercises/equipment', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('turns the server error shape into an ApiError with status, code, message and issues', async () => {
    // The server's shape (src/shared/schemas/errors.ts): a dotted path string, not zod's array.
    const issues = [{ path: 'entries.0.sets', message: 'Expected a number' }];
    mockFetch(Response.json({ error: { code: 'INVALID_INPUT', message: 'Invalid request', issues } }, { status: 422 }));
    const error = await apiFetch('/api/exercises?page=x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'INVALID_INPUT', message: 'Invalid request', issues });
  });

  it("names the request of a server fault in the member's message, and keeps the id of every failed request", async () => {
    const id = '7f3c9a01-5b2e-4d1a-9c3e-0a1b2c3d4e5f';
    const fault = { error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.', requestId: id } };
    mockFetch(Response.json(fault, { status: 500, headers: { 'X-Request-Id': id } }));
    const error = await apiFetch('/api/workouts').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, requestId: id, message: 'Something went wrong. Please try again. (ref 7f3c9a01)' });

    // A refusal is the member's own to fix: its sentence stays as the server wrote it.
    const refusal = { error: { code: 'NOT_FOUND', message: 'Workout not found.', requestId: id } };
    mockFetch(Response.json(refusal, { status: 404 }));
    await expect(apiFetch('/api/workouts/x')).rejects.toMatchObject({ status: 404, requestId: id, message: 'Workout not found.' });
  });

  it('keeps a 429 Retry-After and survives a non-JSON error body', async () => {
    mockFetch(new Response('<html>busy</html>', { status: 429, statusText: 'Too Many Requests', headers: { 'Retry-After': '30' } }));
    const error = await apiFetch('/api/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'HTTP_429', message: 'Too Many Requests', retryAfter: 30 });
  });

  it('reports a network failure as status 0', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('returns undefined for 204 and rejects a 2xx that is not JSON', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/favorites/abc', { method: 'PUT' })).resolves.toBeUndefined();
    mockFetch(new Response('<!doctype html>', { status: 200 }));
    await expect(apiFetch('/api/me')).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('serialises `json` bodies with a JSON content type', async () => {
    const fetchMock = mockFetch(new Response(null, { status: 204 }));
    await apiFetch('/api/x', { method: 'POST', json: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1] ?? {};
    expect(init.body).toBe('{"a":1}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });
});

describe('withQuery', () => {
  it('repeats array keys and leaves out empty values', () => {
    expect(withQuery('/api/exercises', { q: '', equipment: ['Power Rack', 'Dumbbells'], page: 2, muscle: undefined })).toBe(
      '/api/exercises?equipment=Power+Rack&equipment=Dumbbells&page=2',
    );
    expect(withQuery('/api/exercises', {})).toBe('/api/exercises');
  });
});
