// @vitest-environment jsdom
import { gymsKeys } from '@/web/api/gyms-keys';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import type { Gym } from '@/shared/schemas/gyms';
import { withoutCuratedModel } from '@/test-support/exercise-fixture';
import { AddExerciseDialog } from './add-exercise-dialog';

const bench = {
  id: '00000000-0000-4000-8000-000000000001',
  exerciseName: 'Bench Press',
  equipmentType: 'Barbells',
  difficultyLevel: 'beginner',
  targetMuscleGroups: 'Chest',
} as Exercise;

const HOME: Gym = { id: '00000000-0000-4000-8000-0000000000f1', name: 'Home', equipment: ['Dumbbells'], isActive: true, exerciseCount: 40 };

/** The API's equipment list, as GET /api/exercises/equipment gives it. */
const EQUIPMENT = ['Barbells', 'Bodyweight', 'Dumbbells'];

const page = (items: Exercise[]) => Response.json({ items, total: items.length, page: 1, pageSize: 12, sampleOnly: false });

/**
 * A fetch that answers the equipment list and hands GET /api/exercises to `exercises`, recording each exercises
 * request's query string.
 */
function stubFetch(exercises: (url: URL) => Response | Promise<Response>) {
  const searches: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/exercises/equipment') return Response.json({ items: EQUIPMENT });
      if (url.pathname === '/api/exercises') {
        searches.push(url.searchParams);
        return exercises(url);
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'nope' } }, { status: 404 });
    }),
  );
  return searches;
}

function renderDialog(gyms: Gym[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The member's gyms (the picker follows the active one, docs/product.md#my-gyms).
  client.setQueryDefaults(gymsKeys.all, { staleTime: Infinity });
  client.setQueryData(gymsKeys.list(), gyms);
  render(
    <QueryClientProvider client={client}>
      <AddExerciseDialog open onOpenChange={() => {}} isAdded={() => false} onAdd={() => {}} entryCount={0} />
    </QueryClientProvider>,
  );
  return screen.findByRole('dialog', { name: 'Add Exercise' });
}

/** Ticks `option` in the picker's filter menu named `filter` and closes the menu. */
async function tick(dialog: HTMLElement, filter: RegExp, option: string) {
  fireEvent.click(within(dialog).getByRole('button', { name: filter }));
  const menu = await screen.findByRole('dialog', { name: `${filter.source.replace('^', '')} filter` });
  fireEvent.click(await within(menu).findByRole('checkbox', { name: option }));
  fireEvent.keyDown(menu, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: menu.getAttribute('aria-label')! })).toBeNull());
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AddExerciseDialog', () => {
  it("offers 'Try again' when the exercises fail to load, and loads them again", async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1 ? Response.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 }) : page([bench]);
    });
    const dialog = await renderDialog();
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to load exercises');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Add Bench Press' })).toBeTruthy();
    expect(within(dialog).queryByText('Failed to load exercises')).toBeNull();
    expect(calls).toBe(2);
  });

  it("narrows the search with the library's equipment, difficulty and muscle filters, and the active gym (docs/product.md#workout-builder)", async () => {
    const searches = stubFetch(() => page([bench]));
    const dialog = await renderDialog([HOME]);
    await within(dialog).findByRole('button', { name: 'Add Bench Press' });
    expect(searches.at(-1)!.get('gym')).toBe(HOME.id);
    expect(searches.at(-1)!.getAll('equipment')).toEqual([]);

    await tick(dialog, /^Equipment/, 'Dumbbells');
    await tick(dialog, /^Difficulty/, 'Advanced');
    await tick(dialog, /^Difficulty/, 'Beginner');
    await tick(dialog, /^Muscle/, 'Chest');

    await waitFor(() => expect(searches.at(-1)!.getAll('muscle')).toEqual(['Chest']));
    const last = searches.at(-1)!;
    expect(last.getAll('equipment')).toEqual(['Dumbbells']);
    // Catalogue order whatever the order of the clicks, as the library keeps it.
    expect(last.getAll('difficulty')).toEqual(['beginner', 'advanced']);
    expect(last.get('gym')).toBe(HOME.id);
    expect(within(dialog).getByRole('button', { name: /^Equipment/ }).textContent).toContain('1 selected');
    expect(within(dialog).getByRole('button', { name: /^Difficulty/ }).textContent).toContain('2 selected');
  });

  it('says when nothing matches the filters, and Clear filters asks for everything again', async () => {
    const searches = stubFetch((url) => page(url.searchParams.has('muscle') ? [] : [bench]));
    const dialog = await renderDialog();
    await within(dialog).findByRole('button', { name: 'Add Bench Press' });
    await tick(dialog, /^Muscle/, 'All legs');

    expect(await within(dialog).findByText('No exercises match your search and filters.')).toBeTruthy();
    const clearButtons = within(dialog).getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clearButtons.at(-1)!);
    expect(await within(dialog).findByRole('button', { name: 'Add Bench Press' })).toBeTruthy();
    expect(searches.at(-1)!.getAll('muscle')).toEqual([]);
  });

  it('applies the filters to the favourites too, which it filters itself', async () => {
    const dumbbellRow = {
      ...bench,
      ...withoutCuratedModel('Dumbbells'),
      id: '00000000-0000-4000-8000-000000000002',
      exerciseName: 'Dumbbell Row',
      equipmentType: 'Dumbbells',
      targetMuscleGroups: 'Lats, Middle Back',
    } as Exercise;
    const benchPress = { ...bench, ...withoutCuratedModel('Barbells') } as Exercise;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        const url = new URL(input, 'http://localhost');
        if (url.pathname === '/api/exercises/equipment') return Response.json({ items: EQUIPMENT });
        if (url.pathname === '/api/favorites') {
          return Response.json({ items: [benchPress, dumbbellRow].map((exercise) => ({ exercise, createdAt: '2026-01-01T00:00:00Z' })) });
        }
        return page([]);
      }),
    );
    const dialog = await renderDialog();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Favorites only' }));
    expect(await within(dialog).findByRole('button', { name: 'Add Dumbbell Row' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Add Bench Press' })).toBeTruthy();

    await tick(dialog, /^Muscle/, 'All back');
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Add Bench Press' })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Add Dumbbell Row' })).toBeTruthy();
    await tick(dialog, /^Equipment/, 'Barbells');
    expect(await within(dialog).findByText('No favorites match. Save exercises with the heart in the library.')).toBeTruthy();
  });
});
