import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, retryDelay, SESSION_ENDED_MESSAGE, shouldRetry, TRANSIENT_RETRIES } from './query-client';
import { setSigningOut } from './sign-out-state';

const { toastError } = vi.hoisted(() => ({ toastError: vi.fn() }));
vi.mock('sonner', () => ({ toast: { error: toastError } }));

const unauthorized = () => new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'Sign in required' });
const member = { user: { id: 'u1', email: 'member@example.test' } };

/** A client whose member query is watched (as the route guard does) and answers `meAnswers` in turn. */
async function signedInClient(meAnswers: unknown[]) {
  const client = createQueryClient();
  const meFn = vi.fn(async () => meAnswers.shift() ?? null);
  const observer = new QueryObserver(client, { queryKey: ['me'], queryFn: meFn, staleTime: 60_000 });
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(client.getQueryData(['me'])).toEqual(member));
  return { client, meFn, unsubscribe };
}

afterEach(() => toastError.mockReset());

describe('a 401 while signed in (docs/product.md#roles-and-access: signed-out visitors are redirected from protected screens)', () => {
  it('asks the server who is signed in again, once for several 401s, and says the session ended', async () => {
    const { client, meFn, unsubscribe } = await signedInClient([member, null]);
    client.setQueryData(['exercises', { page: 1 }], { items: ['a full-catalogue page'] });
    await Promise.all(
      ['workouts', 'favorites'].map((key) =>
        client.fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(unauthorized()), retry: false }).catch(() => {}),
      ),
    );
    await vi.waitFor(() => expect(toastError).toHaveBeenCalled());
    expect(client.getQueryData(['me'])).toBeNull();
    expect(meFn).toHaveBeenCalledTimes(2);
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE);
    // The member's cached pages are gone: the next member signing in on this tab must not see them.
    expect(client.getQueryData(['exercises', { page: 1 }])).toBeUndefined();
    unsubscribe();
  });

  it('does the same for a refused change (a mutation)', async () => {
    const { client, unsubscribe } = await signedInClient([member, null]);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(unauthorized()) })
      .execute(undefined)
      .catch(() => {});
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith(SESSION_ENDED_MESSAGE));
    expect(client.getQueryData(['me'])).toBeNull();
    unsubscribe();
  });

  it('keeps the member and says nothing when the server still knows them, or for other errors', async () => {
    const { client, meFn, unsubscribe } = await signedInClient([member, member]);
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(unauthorized()), retry: false }).catch(() => {});
    await vi.waitFor(() => expect(meFn).toHaveBeenCalledTimes(2));
    await client
      .fetchQuery({
        queryKey: ['y'],
        queryFn: () => Promise.reject(new ApiError({ status: 403, code: 'FORBIDDEN', message: 'no' })),
        retry: false,
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(meFn).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(['me'])).toEqual(member);
    expect(toastError).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('says nothing while this tab signs out itself', async () => {
    const { client, meFn, unsubscribe } = await signedInClient([member, null]);
    setSigningOut(true);
    try {
      await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(unauthorized()), retry: false }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(meFn).toHaveBeenCalledTimes(1);
      expect(toastError).not.toHaveBeenCalled();
    } finally {
      setSigningOut(false);
      unsubscribe();
    }
  });

  it('does nothing for a visitor who is not signed in', async () => {
    const client = createQueryClient();
    client.setQueryData(['me'], null);
    await client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(unauthorized()), retry: false }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toastError).not.toHaveBeenCalled();
  });
});

describe('retries (docs/product.md#messages: retryable for statuses 502, 503, 504 and network failures)', () => {
  const failure = (status: number, retryAfter?: number) => new ApiError({ status, code: `HTTP_${status}`, message: 'failed', retryAfter });
  /** How many retries the rule allows for `error` (TanStack Query passes the retries made so far, from 0). */
  const retriesFor = (error: unknown) => {
    let count = 0;
    while (shouldRetry(count, error) && count < 100) count += 1;
    return count;
  };

  it('keeps retrying an outage (503 from an unreachable database, 502, 504, no network) well past two tries', () => {
    for (const status of [503, 502, 504, 0])
      expect({ status, retries: retriesFor(failure(status)) }).toEqual({ status, retries: TRANSIENT_RETRIES });
    expect(TRANSIENT_RETRIES).toBeGreaterThanOrEqual(8);
  });

  it('retries another server fault at most twice, and never an answer (4xx)', () => {
    expect(retriesFor(failure(500))).toBe(2);
    expect(retriesFor(new TypeError('boom'))).toBe(2);
    for (const status of [400, 401, 403, 404, 409, 422, 429])
      expect({ status, retries: retriesFor(failure(status)) }).toEqual({ status, retries: 0 });
  });

  it('waits at least the Retry-After of the answer, and backs off exponentially from 1 s to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map((count) => retryDelay(count, failure(503)))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
    expect([0, 1, 2, 3, 4].map((count) => retryDelay(count, failure(503, 5)))).toEqual([5_000, 5_000, 5_000, 8_000, 16_000]);
    expect(retryDelay(0, failure(503, 3600))).toBe(60_000);
  });

  it('is what a query of the app client uses: a 503 with Retry-After is retried after that many seconds', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      const answers = [failure(503, 5), failure(503, 5), failure(503, 5)];
      const queryFn = vi.fn(async () => {
        const next = answers.shift();
        if (next) throw next;
        return 'the library';
      });
      const result = client.fetchQuery({ queryKey: ['library'], queryFn });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(queryFn).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(queryFn).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await result).toBe('the library');
      expect(queryFn).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
