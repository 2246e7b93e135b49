// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@/test-support/console-guard';
import type { WorkoutList } from '@/shared/schemas/workouts';
import { WorkoutsListPage } from './workouts-list-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const WORKOUT = '00000000-0000-4000-8000-0000000000aa';
const listWith = (names: string[]): WorkoutList => ({
  items: names.map((name) => ({
    id: WORKOUT,
    name,
    description: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    exerciseCount: 1,
    equipmentTypes: [],
    entries: [],
  })),
  limit: 10,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('WorkoutsListPage delete', () => {
  it('reloads the list when a delete fails (deleted in another tab: 404), so the stale card goes', async () => {
    expectConsoleError('Failed to delete workout');
    // The workout was deleted elsewhere: the first list still has it, the server no longer does.
    let lists = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        if (init?.method === 'DELETE')
          return Response.json({ error: { code: 'NOT_FOUND', message: 'Workout not found.' } }, { status: 404 });
        lists += 1;
        return Response.json(listWith(lists === 1 ? ['Gone Elsewhere'] : []));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <WorkoutsListPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Gone Elsewhere' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Workout' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to delete workout' }));
    expect(await screen.findByRole('heading', { name: 'No Workouts Created Yet' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Gone Elsewhere' })).toBeNull();
    expect(lists).toBe(2);
  });
});
