// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import type { TrainingSession } from '@/shared/schemas/sessions';
import {
  enqueue,
  flushOutbox,
  forgetSessionCopy,
  hasPendingWrites,
  keepSessionCopy,
  onOutboxRefusal,
  outboxState,
  readSessionCopy,
} from './outbox';

type Sent = { path: string; method: string; key: string | null; body: unknown };

/** A fetch that records what it is sent, and fails like a lost network while `offline.value` is true. */
function fakeNetwork(answer: (sent: Sent) => Response = () => new Response(JSON.stringify({ ok: true }), { status: 200 })) {
  const sent: Sent[] = [];
  const offline = { value: false };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (offline.value) throw new TypeError('Failed to fetch');
      const request = {
        path,
        method: init.method ?? 'GET',
        key: new Headers(init.headers).get('Idempotency-Key'),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      sent.push(request);
      return answer(request);
    }),
  );
  return { sent, offline };
}

const write = (userId: string, n: number) => ({
  userId,
  method: 'PUT' as const,
  path: `/api/sessions/s/sets/${n}`,
  json: { reps: n },
  key: `key-${userId}-${n}`,
});

afterEach(() => vi.unstubAllGlobals());

describe('the outbox', () => {
  it('keeps changes made offline in order, and sends each once with its key when the network returns', async () => {
    const { sent, offline } = fakeNetwork();
    offline.value = true;
    const first = enqueue(write('ana', 1));
    const second = enqueue(write('ana', 2));
    await vi.waitFor(() => expect(outboxState()).toMatchObject({ pending: 2, offline: true }));
    await flushOutbox('ana');
    expect(outboxState()).toMatchObject({ pending: 2, offline: true });
    expect(await hasPendingWrites('ana')).toBe(true);

    offline.value = false;
    await flushOutbox('ana');
    await expect(Promise.all([first, second])).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(sent.map((request) => [request.method, request.path, request.key, request.body])).toEqual([
      ['PUT', '/api/sessions/s/sets/1', 'key-ana-1', { reps: 1 }],
      ['PUT', '/api/sessions/s/sets/2', 'key-ana-2', { reps: 2 }],
    ]);
    expect(outboxState()).toEqual({ pending: 0, offline: false, synced: true });
    // Flushing again sends nothing twice.
    await flushOutbox('ana');
    expect(sent).toHaveLength(2);
  });

  it("drops a change the server refuses and goes on; sends no other member's changes", async () => {
    const { sent, offline } = fakeNetwork((request) =>
      request.path.endsWith('/1')
        ? new Response(JSON.stringify({ error: { code: 'INVALID_INPUT', message: 'Reps must be a whole number' } }), { status: 422 })
        : new Response('{}', { status: 200 }),
    );
    offline.value = true;
    const refused = enqueue(write('ben', 1)).catch((error: unknown) => error);
    const kept = enqueue(write('ben', 2));
    const theirs = enqueue(write('cleo', 3));
    await vi.waitFor(() => expect(outboxState().pending).toBeGreaterThan(0));
    offline.value = false;
    await flushOutbox('ben');
    const error = await refused;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    await expect(kept).resolves.toEqual({});
    expect(sent.map((request) => request.key)).toEqual(['key-ben-1', 'key-ben-2']);
    expect(await hasPendingWrites('cleo')).toBe(true);
    await flushOutbox('cleo');
    await expect(theirs).resolves.toEqual({});
  });

  it('keeps a change the server could not handle (5xx) for the next try', async () => {
    let failing = true;
    const { sent } = fakeNetwork(() => (failing ? new Response('{}', { status: 503 }) : new Response('{}', { status: 200 })));
    const refusals: unknown[] = [];
    const stop = onOutboxRefusal((entry) => refusals.push(entry));
    const pending = enqueue(write('dan', 1));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await flushOutbox('dan');
    expect(await hasPendingWrites('dan')).toBe(true);
    failing = false;
    await flushOutbox('dan');
    await expect(pending).resolves.toEqual({});
    // Tried again with the same key: the server applies it once however many tries reach it.
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((request) => request.key))).toEqual(new Set(['key-dan-1']));
    expect(refusals).toEqual([]);
    stop();
  });

  it("tells apart a session's waiting changes from another session's", async () => {
    const { offline } = fakeNetwork();
    offline.value = true;
    void enqueue({ ...write('eve', 1), path: '/api/sessions/one/sets/1' });
    await vi.waitFor(async () => expect(await hasPendingWrites('eve', '/api/sessions/one/')).toBe(true));
    expect(await hasPendingWrites('eve', '/api/sessions/two/')).toBe(false);
    expect(await hasPendingWrites('ann', '/api/sessions/one/')).toBe(false);
  });
});

describe("the session's copy on the device", () => {
  const session = { id: 'one', name: 'Push day', exercises: [] } as unknown as TrainingSession;

  it("keeps the page's latest view of a session for its member only, until it is forgotten", async () => {
    await keepSessionCopy('fay', session);
    await keepSessionCopy('fay', { ...session, name: 'Push day, heavier' });
    expect(await readSessionCopy('fay', 'one')).toMatchObject({ name: 'Push day, heavier' });
    // Another member signed in on the same device does not get it.
    expect(await readSessionCopy('gus', 'one')).toBeUndefined();
    await forgetSessionCopy('one');
    expect(await readSessionCopy('fay', 'one')).toBeUndefined();
  });
});
