// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpRender, renderAtRoute } from '@/test-support/render-at-route';
import type { Exercise } from '@/shared/schemas/exercise';
import type { Gym } from '@/shared/schemas/gyms';
import { withoutCuratedModel } from '@/test-support/exercise-fixture';
import type { WorkoutDetail, WorkoutEntry } from '@/shared/schemas/workouts';
import { WorkoutViewPage } from './workout-view-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const WORKOUT = '00000000-0000-4000-8000-0000000000aa';
const PULL_UP = '00000000-0000-4000-8000-000000000001';
const HIDDEN = '00000000-0000-4000-8000-000000000002';
const pullUp = {
  id: PULL_UP,
  exerciseName: 'Pull-Up',
  equipmentType: 'Pull-up Bar',
  difficultyLevel: 'intermediate',
  targetMuscleGroups: 'Lats',
} as Exercise;

const entry = (overrides: Partial<WorkoutEntry>): WorkoutEntry => ({
  id: crypto.randomUUID(),
  exerciseId: PULL_UP,
  orderIndex: 0,
  sets: 3,
  reps: '10',
  weight: null,
  weightUnit: 'kg' as const,
  bodyweight: false,
  notes: '',
  locked: false,
  exercise: pullUp,
  ...overrides,
});

function renderView(entries: WorkoutEntry[], gyms: Gym[] = []) {
  const workout: WorkoutDetail = {
    id: WORKOUT,
    name: 'Back Day',
    description: '',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    entries,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(workout)),
  );
  renderAtRoute(`/dashboard/workouts/${WORKOUT}`, { '/dashboard/workouts/:workoutId': <WorkoutViewPage /> }, { gyms });
}

afterEach(cleanUpRender);

describe('WorkoutViewPage (docs/product.md#workout-view)', () => {
  it("shows a locked entry's own sets, reps, weight and notes under the lock line, and nothing of the exercise", async () => {
    renderView([
      entry({
        orderIndex: 0,
        exerciseId: HIDDEN,
        locked: true,
        exercise: null,
        sets: 5,
        reps: '5',
        weight: 100,
        weightUnit: 'kg' as const,
        bodyweight: false,
        notes: 'heavy',
      }),
      entry({ orderIndex: 1, sets: 4, reps: '8-12', weight: null, weightUnit: 'kg' as const, bodyweight: true }),
    ]);
    const [locked, visible] = await screen.findAllByRole('listitem');
    expect(within(locked!).getByRole('heading', { level: 3 }).textContent).toBe('1. Locked exercise — subscribe to see it');
    expect(
      within(locked!)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['5', '5', '100 kg']);
    expect(locked!.textContent).toContain('heavy');
    expect(within(locked!).queryByRole('button')).toBeNull();
    expect(within(locked!).getByRole('link', { name: 'View plans' })).toBeTruthy();
    expect(within(visible!).getByRole('heading', { level: 3 }).textContent).toBe('2. Pull-Up');
    expect(
      within(visible!)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['4', '8-12', 'Body\u00ADweight']);
  });

  it('says a workout without entries has no exercises and links to its builder', async () => {
    renderView([]);
    expect(await screen.findByText('No exercises in this workout')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Workout' }).getAttribute('href')).toBe(`/dashboard/workouts/${WORKOUT}/edit`);
  });

  it("says what the active gym lacks, per entry and in a line over them that leads to the builder's Adapt to my gym", async () => {
    const home: Gym = {
      id: '00000000-0000-4000-8000-0000000000f1',
      name: 'Home',
      equipment: ['Dumbbells'],
      isActive: true,
      exerciseCount: 40,
    };
    const exercise = (id: string, exerciseName: string, equipmentType: string) =>
      ({ ...pullUp, ...withoutCuratedModel(equipmentType), id, exerciseName, equipmentType }) as Exercise;
    const legPress = exercise('00000000-0000-4000-8000-000000000003', 'Leg Press', 'Leg Press Machine');
    const curl = exercise('00000000-0000-4000-8000-000000000004', 'Dumbbell Curl', 'Dumbbells');
    const row = exercise('00000000-0000-4000-8000-000000000005', 'Seated Cable Row', 'Cable Machine');
    renderView(
      [
        entry({ orderIndex: 0, exerciseId: legPress.id, exercise: legPress }),
        entry({ orderIndex: 1, exerciseId: curl.id, exercise: curl }),
        entry({ orderIndex: 2, exerciseId: row.id, exercise: row }),
      ],
      [home],
    );
    const [first, second, third] = await screen.findAllByRole('listitem');
    expect(within(first!).getByText('Needs: Leg Press Machine')).toBeTruthy();
    expect(within(second!).queryByText(/^Needs:/)).toBeNull();
    expect(within(third!).getByText('Needs: Cable Machine')).toBeTruthy();
    expect(screen.getByText('2 exercises need equipment Home lacks')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Adapt to my gym' }).getAttribute('href')).toBe(`/dashboard/workouts/${WORKOUT}/edit?adapt=1`);
  });

  it('says nothing of equipment without an active gym', async () => {
    renderView([entry({ orderIndex: 0 })], [{ id: 'g', name: 'Home', equipment: [], isActive: false, exerciseCount: 1 }]);
    await screen.findAllByRole('listitem');
    expect(screen.queryByText(/need equipment|^Needs:/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Adapt to my gym' })).toBeNull();
  });
});
