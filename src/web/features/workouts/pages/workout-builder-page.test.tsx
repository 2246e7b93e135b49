// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exerciseFixture } from '@/test-support/exercise-fixture';
import { cleanUpRender, renderAtRoute } from '@/test-support/render-at-route';
import { CreateWorkoutPage } from './workout-builder-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const BENCH = exerciseFixture(1, { exerciseName: 'Barbell Bench Press' });
const CREATE = '/dashboard/workouts/create';

afterEach(cleanUpRender);

/** The builder's entries, read from their headings ('1. Barbell Bench Press'). */
const entryHeadings = async () =>
  within(await screen.findByRole('list', { name: 'Exercises in this workout' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

// docs/product.md#add-to-workout: the library's New workout opens the builder with the exercise as its first entry.
describe('CreateWorkoutPage with ?exercise=', () => {
  it('starts with the exercise the link carried, at 3 sets of 10, without asking the server for it', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAtRoute(
      { pathname: CREATE, search: `?exercise=${BENCH.id}`, state: { firstExercise: BENCH } },
      { [CREATE]: <CreateWorkoutPage /> },
    );

    expect(await entryHeadings()).toEqual(['1. Barbell Bench Press']);
    expect((screen.getByLabelText('Sets for Barbell Bench Press') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Reps for Barbell Bench Press') as HTMLInputElement).value).toBe('10');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reads the exercise by its id when the address alone names it (a reload)', async () => {
    const fetch = vi.fn(async () => Response.json({ items: [BENCH] }));
    vi.stubGlobal('fetch', fetch);
    renderAtRoute(`${CREATE}?exercise=${BENCH.id}`, { [CREATE]: <CreateWorkoutPage /> });

    expect(await entryHeadings()).toEqual(['1. Barbell Bench Press']);
    expect(fetch).toHaveBeenCalledWith(`/api/exercises/by-ids?ids=${BENCH.id}`, expect.anything());
  });

  it('starts empty when the member may not see the exercise (the server answers none)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: [] })),
    );
    renderAtRoute(`${CREATE}?exercise=${BENCH.id}`, { [CREATE]: <CreateWorkoutPage /> });

    expect(await screen.findByText('No exercises yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Exercises in this workout' })).toBeNull();
  });
});
