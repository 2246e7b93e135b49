import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@/test-support/console-guard';
import { getSubscription, NOT_SUBSCRIBED } from './get-subscription';

afterEach(() => vi.unstubAllGlobals());

describe('getSubscription', () => {
  it('treats a failed check as not subscribed, and reports it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expectConsoleError('Subscription check failed');
    expect(await getSubscription()).toEqual(NOT_SUBSCRIBED);
  });

  it('passes on a check abandoned by its caller (a newer check replaced it) without reporting a failure', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        controller.abort();
        throw init?.signal?.reason ?? new DOMException('aborted', 'AbortError');
      }),
    );
    await expect(getSubscription(controller.signal)).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
