// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@/test-support/console-guard';
import type { Gym } from '@/shared/schemas/gyms';
import type { WorkoutList, WorkoutSummary } from '@/shared/schemas/workouts';
import { gymsKeys } from '@/web/api/gyms-keys';
import { renderAtRoute } from '@/test-support/render-at-route';
import { WorkoutsListPage } from './workouts-list-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const WORKOUT = '00000000-0000-4000-8000-0000000000aa';
const OTHER_WORKOUT = '00000000-0000-4000-8000-0000000000bb';
const EXERCISE = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
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
        if (_input.startsWith('/api/gyms')) return Response.json({ items: [] });
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

describe('WorkoutsListPage gym note (docs/product.md#workouts)', () => {
  const gym = (name: string, equipment: string[]): Gym => ({ id: `gym-${name}`, name, equipment, isActive: true, exerciseCount: 40 });
  const workout = (id: string, name: string, entries: WorkoutSummary['entries'], exerciseCount = entries.length): WorkoutSummary => ({
    id,
    name,
    description: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    exerciseCount,
    equipmentTypes: [...new Set(entries.map((entry) => entry.equipmentType))],
    entries,
  });
  const BENCH = {
    exerciseId: EXERCISE(1),
    equipmentType: 'Barbells',
    requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']],
  };
  const LEG_PRESS = { exerciseId: EXERCISE(2), equipmentType: 'Leg Press Machine', requiredEquipment: [['Leg Press Machine']] };
  const DB_PRESS = {
    exerciseId: EXERCISE(3),
    equipmentType: 'Dumbbells',
    requiredEquipment: [['Dumbbells'], ['Flat Bench', 'Adjustable Bench']],
  };
  const PUSH_UP = { exerciseId: EXERCISE(4), equipmentType: 'Bodyweight', requiredEquipment: [['Bodyweight']] };

  it('says how many exercises need equipment the active gym lacks, and follows another gym without asking the server again', async () => {
    const lists = vi.fn(async () =>
      Response.json({
        items: [
          // A locked entry (counted, nothing else sent) says nothing about the gym.
          workout(WORKOUT, 'Gym Day', [BENCH, LEG_PRESS, DB_PRESS], 4),
          workout(OTHER_WORKOUT, 'Home Day', [DB_PRESS, PUSH_UP]),
        ],
        limit: 10,
      } satisfies WorkoutList),
    );
    vi.stubGlobal('fetch', lists);
    const { client } = renderAtRoute(
      '/dashboard/workouts',
      { '/dashboard/workouts': <WorkoutsListPage /> },
      {
        gyms: [gym('Home', ['Dumbbells', 'Adjustable Bench'])],
      },
    );

    const gymDay = await screen.findByRole('article', { name: 'Gym Day' });
    expect(within(gymDay).getByText('2 exercises need equipment Home lacks')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Home Day' })).queryByText(/need.* equipment/)).toBeNull();

    // The header's switcher makes another gym active: the cards follow from what they already have.
    act(() => client.setQueryData(gymsKeys.list(), [gym('Garage', ['Dumbbells', 'Barbells', 'Flat Bench'])]));
    expect(await within(gymDay).findByText('1 exercise needs equipment Garage lacks')).toBeTruthy();
    // No active gym: nothing to say.
    act(() => client.setQueryData(gymsKeys.list(), []));
    await waitFor(() => expect(within(gymDay).queryByText(/need.* equipment/)).toBeNull());
    expect(lists).toHaveBeenCalledTimes(1);
  });
});
