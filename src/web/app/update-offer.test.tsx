// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionsKeys } from '@/web/api/open-session';
import { createQueryClient } from '@/web/lib/query-client';
import { setUpdate } from './service-worker';
import { UPDATE_TEXT, UpdateOffer } from './update-offer';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { dismiss: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

/** The offer on `path`, with the open session the cache holds (none when `open` is null). */
function renderOffer(path: string, open: { id: string } | null) {
  const client = createQueryClient();
  client.setQueryData(sessionsKeys.open(), { session: open });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <UpdateOffer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const offered = () => toast.mock.calls.filter(([text]) => text === UPDATE_TEXT.ready);

describe('UpdateOffer', () => {
  it('offers a waiting version with Reload, which lets it take over', async () => {
    const take = vi.fn(async () => undefined);
    renderOffer('/dashboard/exercises', null);
    expect(offered()).toHaveLength(0);
    act(() => setUpdate(take));
    expect(offered()).toHaveLength(1);
    const [, options] = offered()[0]!;
    expect(options).toMatchObject({ duration: Number.POSITIVE_INFINITY, action: { label: UPDATE_TEXT.reload } });
    (options as { action: { onClick: () => void } }).action.onClick();
    expect(take).toHaveBeenCalledOnce();
  });

  it('holds the offer while a workout is in progress, and makes it once the workout is over', async () => {
    act(() => setUpdate(async () => undefined));
    const client = renderOffer('/dashboard/exercises', { id: 'open-session' });
    expect(offered()).toHaveLength(0);
    act(() => client.setQueryData(sessionsKeys.open(), { session: null }));
    await waitFor(() => expect(offered()).toHaveLength(1));
  });

  it('holds it on a session page, whatever the cache says', () => {
    act(() => setUpdate(async () => undefined));
    renderOffer('/dashboard/sessions/0b6c4f3e-7c1a-4e0a-9f59-3a6f2d1c9e01', null);
    expect(offered()).toHaveLength(0);
    expect(toast.dismiss).toHaveBeenCalled();
  });
});
