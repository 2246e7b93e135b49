// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@/web/lib/api-client';
import { createQueryClient } from '@/web/lib/query-client';
import { SERVICE_UNAVAILABLE_MESSAGE, ServiceStatusBanner } from './service-status-banner';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The API while its database is down: 503 SERVICE_UNAVAILABLE with Retry-After, as src/server/http/errors.ts answers. */
const unavailable = () =>
  Response.json(
    { error: { code: 'SERVICE_UNAVAILABLE', message: 'Equipped is temporarily unavailable. Please try again in a moment.' } },
    { status: 503, headers: { 'Retry-After': '1' } },
  );

function Library() {
  const { data } = useQuery({ queryKey: ['exercises'], queryFn: () => apiFetch<{ items: string[] }>('/api/exercises') });
  return <p>{data ? `${data.items.length} exercises` : 'Loading...'}</p>;
}

function renderPage(answers: Array<() => Response>) {
  const fetch = vi.fn(async () => (answers.shift() ?? (() => Response.json({ items: ['Bench Press', 'Squat'] })))());
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ServiceStatusBanner />
      <Library />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the outage banner', () => {
  it('says the service is temporarily unavailable while queries retry a 503, and goes once the server answers', async () => {
    const fetch = renderPage([unavailable, unavailable]);
    expect((await screen.findByText(SERVICE_UNAVAILABLE_MESSAGE)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('Loading...')).toBeTruthy();
    // Retried after Retry-After (1 s) and back-off (2 s), not given up after two tries: the page recovers by itself.
    expect(await screen.findByText('2 exercises', undefined, { timeout: 6_000 })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(fetch).toHaveBeenCalledTimes(3);
  }, 10_000);

  it('stays away for answers a retry cannot change', async () => {
    renderPage([() => Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
