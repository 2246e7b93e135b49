// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Gym } from '@/shared/schemas/gyms';
import type { WorkoutDetail, WorkoutList, WorkoutSummary } from '@/shared/schemas/workouts';
import { WORKOUT_MESSAGES } from '@/shared/workout-messages';
import { expectConsoleError } from '@/test-support/console-guard';
import { exerciseFixture } from '@/test-support/exercise-fixture';
import { cleanUpRender, renderAtRoute } from '@/test-support/render-at-route';
import { AddToWorkoutMenu } from './add-to-workout-menu';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const BENCH = exerciseFixture(1, {
  exerciseName: 'Barbell Bench Press',
  equipmentType: 'Barbells',
  requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']],
});
const SQUAT_ID = '00000000-0000-4000-8000-000000000002';
const LOCKED_ID = '00000000-0000-4000-8000-000000000003';
const PUSH = '00000000-0000-4000-8000-0000000000aa';
const LEGS = '00000000-0000-4000-8000-0000000000bb';

const summary = (id: string, name: string, entries: WorkoutSummary['entries'], exerciseCount = entries.length): WorkoutSummary => ({
  id,
  name,
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  exerciseCount,
  equipmentTypes: [...new Set(entries.map((entry) => entry.equipmentType))],
  entries,
});
const SQUAT_ENTRY = { exerciseId: SQUAT_ID, equipmentType: 'Barbells', requiredEquipment: [['Barbells'], ['Power Rack']] };
const BENCH_ENTRY = { exerciseId: BENCH.id, equipmentType: 'Barbells', requiredEquipment: BENCH.requiredEquipment };

/** Legs: a squat, and an entry the member may no longer see (counted, nothing else sent). Push holds the bench press. */
const LIST: WorkoutList = {
  items: [summary(LEGS, 'Legs', [SQUAT_ENTRY], 2), summary(PUSH, 'Push', [BENCH_ENTRY])],
  limit: 10,
};

/** Legs as GET /api/workouts/{id} answers it: the member's own sets, reps, weight and notes on both entries. */
const LEGS_DETAIL: WorkoutDetail = {
  id: LEGS,
  name: 'Legs',
  description: 'Heavy day',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  entries: [
    // Listed out of order: the save keeps the saved order (orderIndex), not the array's.
    {
      id: 'e2',
      exerciseId: LOCKED_ID,
      orderIndex: 1,
      sets: 4,
      reps: '6-8',
      weight: 60,
      weightUnit: 'kg' as const,
      bodyweight: false,
      notes: 'slow',
      locked: true,
      exercise: null,
    },
    {
      id: 'e1',
      exerciseId: SQUAT_ID,
      orderIndex: 0,
      sets: 5,
      reps: '5',
      weight: 100,
      weightUnit: 'kg' as const,
      bodyweight: false,
      notes: 'belt',
      locked: false,
      exercise: null,
    },
  ],
};

const HOME: Gym = { id: 'gym-home', name: 'Home', equipment: ['Dumbbells', 'Adjustable Bench'], isActive: true, exerciseCount: 30 };

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Stubs fetch with `routes` ('METHOD /path' → answer); anything else fails the test. Answers the mock for its calls. */
function serve(routes: Record<string, Handler>) {
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input.split('?')[0]}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    return handler(input, init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The address and the router state, where the builder would be. */
function BuilderProbe() {
  const location = useLocation();
  return (
    <output data-testid="builder">
      {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </output>
  );
}

function ViewProbe() {
  return <h1>{useLocation().pathname}</h1>;
}

function renderMenu(gyms: Gym[] = []) {
  return renderAtRoute(
    '/dashboard/exercises',
    {
      '/dashboard/exercises': <AddToWorkoutMenu exercise={BENCH} />,
      '/dashboard/workouts/create': <BuilderProbe />,
      '/dashboard/workouts/:workoutId': <ViewProbe />,
    },
    { gyms },
  );
}

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Add Barbell Bench Press to a workout' }));
  return screen.findByRole('dialog', { name: 'Add Barbell Bench Press to a workout' });
}

// jsdom has no ResizeObserver; Radix measures the tooltip's arrow with one when focus returns to the button.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(cleanUpRender);

describe('AddToWorkoutMenu (docs/product.md#add-to-workout)', () => {
  it("lists the member's workouts with their counts, marks the one holding the exercise, and says what the active gym lacks", async () => {
    serve({ 'GET /api/workouts': () => Response.json(LIST) });
    renderMenu([HOME]);
    const menu = await openMenu();

    const workouts = await within(menu).findByRole('list', { name: 'Your workouts' });
    const legs = within(workouts).getByRole('button', { name: 'Legs' });
    const push = within(workouts).getByRole('button', { name: 'Push' });
    expect(within(workouts).getAllByRole('button')).toHaveLength(2);
    // The squat needs a barbell and a rack Home lacks; the locked entry says nothing.
    expect(legs.textContent).toContain('2 exercises');
    expect(legs.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(legs).getByText('1 exercise needs equipment Home lacks')).toBeTruthy();
    expect(within(push).getByText('Already added')).toBeTruthy();
    expect(within(push).getByText('1 exercise needs equipment Home lacks')).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'New workout' })).toBeTruthy();
  });

  it('appends the exercise to the chosen workout with the new-entry defaults, keeping every other entry as it was', async () => {
    let body: unknown;
    const fetch = serve({
      'GET /api/workouts': () => Response.json(LIST),
      [`GET /api/workouts/${LEGS}`]: () => Response.json(LEGS_DETAIL),
      [`PUT /api/workouts/${LEGS}`]: (_url, init) => {
        body = JSON.parse(String(init?.body));
        return Response.json({ ...LEGS_DETAIL, name: 'Legs' });
      },
    });
    renderMenu();
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole('button', { name: 'Legs' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(body).toEqual({
      name: 'Legs',
      description: 'Heavy day',
      entries: [
        { exerciseId: SQUAT_ID, sets: 5, reps: '5', weight: 100, weightUnit: 'kg' as const, bodyweight: false, notes: 'belt' },
        { exerciseId: LOCKED_ID, sets: 4, reps: '6-8', weight: 60, weightUnit: 'kg' as const, bodyweight: false, notes: 'slow' },
        { exerciseId: BENCH.id, sets: 3, reps: '10', weight: null, weightUnit: 'kg' as const, bodyweight: false, notes: '' },
      ],
    });
    const [title, options] = toast.success.mock.calls[0] as [
      string,
      { description: string; action: { label: string; onClick: () => void } },
    ];
    expect(title).toBe('Added to workout');
    expect(options.description).toBe('Barbell Bench Press is now the last exercise of Legs.');
    expect(options.action.label).toBe('Open workout');
    // The menu stays open and says so too, focus on its way to the workout (a keyboard cannot reach a toast from a dialog).
    const open = within(menu).getByRole('link', { name: 'Open workout' });
    expect(open.getAttribute('href')).toBe(`/dashboard/workouts/${LEGS}`);
    expect(within(menu).getByText('Added to Legs.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(open));
    // The list is read again (its count changed).
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => url === '/api/workouts')).toHaveLength(2));

    options.action.onClick();
    expect(await screen.findByRole('heading', { name: `/dashboard/workouts/${LEGS}` })).toBeTruthy();
  });

  it('refuses an exercise the workout already holds, as the builder does, and saves nothing', async () => {
    // The list was read before another tab added it: the fresh read of the workout tells.
    let listReads = 0;
    const fetch = serve({
      'GET /api/workouts': () => {
        listReads += 1;
        return Response.json({ ...LIST, items: [summary(LEGS, 'Legs', listReads === 1 ? [SQUAT_ENTRY] : [SQUAT_ENTRY, BENCH_ENTRY])] });
      },
      [`GET /api/workouts/${LEGS}`]: () =>
        Response.json({
          ...LEGS_DETAIL,
          entries: [{ ...LEGS_DETAIL.entries[1]!, id: 'e3', exerciseId: BENCH.id, orderIndex: 2, locked: false }],
        }),
    });
    renderMenu();
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole('button', { name: 'Legs' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Already Added', { description: WORKOUT_MESSAGES.duplicate }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    // The list is read again and marks it; choosing it now is refused at once, without reading the workout again.
    const legs = within(menu).getByRole('button', { name: 'Legs' });
    expect(await within(legs).findByText('Already added')).toBeTruthy();
    toast.error.mockClear();
    const requests = fetch.mock.calls.length;
    fireEvent.click(legs);
    expect(toast.error).toHaveBeenCalledWith('Already Added', { description: WORKOUT_MESSAGES.duplicate });
    expect(fetch.mock.calls.length).toBe(requests);
  });

  it("says the server's refusal when the workout is full (50 exercises)", async () => {
    expectConsoleError('Failed to add the exercise to the workout');
    serve({
      'GET /api/workouts': () => Response.json(LIST),
      [`GET /api/workouts/${LEGS}`]: () => Response.json(LEGS_DETAIL),
      [`PUT /api/workouts/${LEGS}`]: () =>
        Response.json(
          {
            error: {
              code: 'INVALID_INPUT',
              message: WORKOUT_MESSAGES.tooManyExercises,
              issues: [{ path: 'entries', message: WORKOUT_MESSAGES.tooManyExercises }],
            },
          },
          { status: 422 },
        ),
    });
    renderMenu();
    const menu = await openMenu();
    fireEvent.click(await within(menu).findByRole('button', { name: 'Legs' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error', { description: 'A workout can hold up to 50 exercises' }));
    expect(toast.success).not.toHaveBeenCalled();
    // The menu stays open for another choice.
    expect(screen.getByRole('dialog', { name: 'Add Barbell Bench Press to a workout' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to its button, without its tooltip taking the next Escape', async () => {
    serve({ 'GET /api/workouts': () => Response.json(LIST) });
    renderMenu();
    const menu = await openMenu();
    await within(menu).findByRole('list', { name: 'Your workouts' });
    fireEvent.keyDown(menu, { key: 'Escape' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByRole('button', { name: 'Add Barbell Bench Press to a workout' });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens the builder with the exercise as the first entry from New workout', async () => {
    serve({ 'GET /api/workouts': () => Response.json(LIST) });
    renderMenu();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'New workout' }));

    const builder = await screen.findByTestId('builder');
    expect(builder.textContent).toContain(`/dashboard/workouts/create?exercise=${BENCH.id}`);
    expect(builder.textContent).toContain('"exerciseName":"Barbell Bench Press"');
  });

  it('says the limit instead of offering New workout at 10 workouts', async () => {
    const ten = Array.from({ length: 10 }, (_, i) =>
      summary(`00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`, `Day ${i + 1}`, []),
    );
    serve({ 'GET /api/workouts': () => Response.json({ items: ten, limit: 10 } satisfies WorkoutList) });
    renderMenu();
    const menu = await openMenu();

    const newWorkout = await within(menu).findByRole('button', { name: 'New workout' });
    await waitFor(() => expect((newWorkout as HTMLButtonElement).disabled).toBe(true));
    expect(within(menu).getByText(WORKOUT_MESSAGES.limit)).toBeTruthy();
    // The existing ones can still take it.
    expect(within(menu).getByRole('button', { name: 'Day 10' })).toBeTruthy();
  });

  it('offers New workout when the member has none, and a retry when the list fails', async () => {
    let fail = true;
    serve({
      'GET /api/workouts': () =>
        fail
          ? Response.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 })
          : Response.json({ items: [], limit: 10 } satisfies WorkoutList),
    });
    renderMenu();
    const menu = await openMenu();
    expect(await within(menu).findByText('Failed to load workouts')).toBeTruthy();
    fail = false;
    fireEvent.click(within(menu).getByRole('button', { name: 'Try again' }));
    expect(await within(menu).findByText('No workouts yet: start one with this exercise.')).toBeTruthy();
    expect(within(menu).getByRole('button', { name: 'New workout' })).toBeTruthy();
  });
});
