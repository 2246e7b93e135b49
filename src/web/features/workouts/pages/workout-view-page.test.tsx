// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpRender, renderAtRoute } from '@/test-support/render-at-route';
import type { Exercise } from '@/shared/schemas/exercise';
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
  weight: '',
  notes: '',
  locked: false,
  exercise: pullUp,
  ...overrides,
});

function renderView(entries: WorkoutEntry[]) {
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
  renderAtRoute(`/dashboard/workouts/${WORKOUT}`, { '/dashboard/workouts/:workoutId': <WorkoutViewPage /> });
}

afterEach(cleanUpRender);

describe('WorkoutViewPage (docs/product.md#workout-view)', () => {
  it("shows a locked entry's own sets, reps, weight and notes under the lock line, and nothing of the exercise", async () => {
    renderView([
      entry({ orderIndex: 0, exerciseId: HIDDEN, locked: true, exercise: null, sets: 5, reps: '5', weight: '100kg', notes: 'heavy' }),
      entry({ orderIndex: 1, sets: 4, reps: '8-12', weight: 'BW' }),
    ]);
    const [locked, visible] = await screen.findAllByRole('listitem');
    expect(within(locked!).getByRole('heading', { level: 3 }).textContent).toBe('1. Locked exercise — subscribe to see it');
    expect(
      within(locked!)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['5', '5', '100kg']);
    expect(locked!.textContent).toContain('heavy');
    expect(within(locked!).queryByRole('button')).toBeNull();
    expect(within(locked!).getByRole('link', { name: 'View plans' })).toBeTruthy();
    expect(within(visible!).getByRole('heading', { level: 3 }).textContent).toBe('2. Pull-Up');
    expect(
      within(visible!)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['4', '8-12', 'BW']);
  });

  it('says a workout without entries has no exercises and links to its builder', async () => {
    renderView([]);
    expect(await screen.findByText('No exercises in this workout')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('link', { name: 'Edit Workout' }).getAttribute('href')).toBe(`/dashboard/workouts/${WORKOUT}/edit`);
  });
});
