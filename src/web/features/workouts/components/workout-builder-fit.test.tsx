// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Alternative } from '@/shared/schemas/alternatives';
import type { Exercise } from '@/shared/schemas/exercise';
import type { Gym } from '@/shared/schemas/gyms';
import { withoutCuratedModel } from '@/test-support/exercise-fixture';
import { cleanUpRender, LocationProbe, renderAtRoute } from '@/test-support/render-at-route';
import type { WorkoutFormValues } from '../workout-form';
import { WorkoutBuilderForm } from './workout-builder-form';

// Swap and Adapt to my gym (docs/product.md#workout-builder): the builder's entries made to fit the active gym.

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const WORKOUT = '00000000-0000-4000-8000-0000000000aa';
const HOME: Gym = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'Home',
  equipment: ['Dumbbells', 'Adjustable Bench'],
  isActive: true,
  exerciseCount: 60,
};

let nextId = 1;
const exercise = (exerciseName: string, equipmentType: string): Exercise =>
  ({
    id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
    exerciseName,
    equipmentType,
    difficultyLevel: 'beginner',
    targetMuscleGroups: 'Quadriceps',
    ...withoutCuratedModel(equipmentType),
  }) as Exercise;

const legPress = exercise('Leg Press', 'Leg Press Machine');
const curl = exercise('Dumbbell Curl', 'Dumbbells');
const hackSquat = exercise('Hack Squat', 'Hack Squat Machine');
const cableRow = exercise('Seated Cable Row', 'Cable Machine');
const gobletSquat = exercise('Goblet Squat', 'Dumbbells');
const lunge = exercise('Dumbbell Lunge', 'Dumbbells');
const dumbbellRow = exercise('One-Arm Dumbbell Row', 'Dumbbells');
const sledPush = exercise('Sled Push', 'Sled');

const alt = (of: Exercise, reason = 'same pattern · quadriceps'): Alternative => ({ exercise: of, reason });

/** The gym's alternatives of each exercise (GET /api/exercises/{id}/alternatives?gym=Home). */
const AT_HOME = new Map<string, Alternative[]>([
  [legPress.id, [alt(gobletSquat), alt(lunge)]],
  // Its only alternative is Leg Press's first pick: no exercise twice, so it stays.
  [hackSquat.id, [alt(gobletSquat)]],
  // The first is already in the workout: the next one is taken.
  [cableRow.id, [alt(curl, 'biceps'), alt(dumbbellRow, 'same pattern · lats')]],
]);
/** Without a gym (the Swap dialog's switch off). */
const ANYWHERE = new Map<string, Alternative[]>([[legPress.id, [alt(hackSquat), alt(sledPush)]]]);

/** Leg Press 4 × 8-12 at 120kg ('slow'), Dumbbell Curl, Hack Squat 5 × 5, Seated Cable Row 3 × 12 ('pause'). */
const workout = (): WorkoutFormValues => ({
  name: 'Legs and back',
  description: '',
  entries: [
    { exerciseId: legPress.id, sets: 4, reps: '8-12', weight: 120, weightUnit: 'kg' as const, bodyweight: false, notes: 'slow' },
    { exerciseId: curl.id, sets: 3, reps: '10', weight: 12, weightUnit: 'kg' as const, bodyweight: false, notes: '' },
    { exerciseId: hackSquat.id, sets: 5, reps: '5', weight: null, weightUnit: 'kg' as const, bodyweight: false, notes: '' },
    { exerciseId: cableRow.id, sets: 3, reps: '12', weight: 50, weightUnit: 'kg' as const, bodyweight: false, notes: 'pause' },
  ],
});

interface Stub {
  /** The `gym` of each alternatives request, by exercise id, in order. */
  asked: Array<{ id: string; gym: string | null }>;
  /** The body of the PUT, once saved. */
  saved: () => unknown;
}

function stubApi({ failAlternatives = 0 }: { failAlternatives?: number } = {}): Stub {
  const asked: Stub['asked'] = [];
  let saved: unknown;
  let failures = failAlternatives;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const match = /^\/api\/exercises\/([^/]+)\/alternatives$/.exec(url.pathname);
      if (match) {
        const id = decodeURIComponent(match[1]!);
        const gym = url.searchParams.get('gym');
        asked.push({ id, gym });
        if (failures > 0) {
          failures -= 1;
          return Response.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
        }
        const items = (gym === HOME.id ? AT_HOME : ANYWHERE).get(id) ?? [];
        return Response.json({ items, moreWithSubscription: false });
      }
      if (url.pathname === `/api/workouts/${WORKOUT}` && init?.method === 'PUT') {
        saved = JSON.parse(String(init.body));
        return Response.json({ id: WORKOUT, name: 'x', description: '', createdAt: '', updatedAt: '', entries: [] });
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'nope' } }, { status: 404 });
    }),
  );
  return { asked, saved: () => saved };
}

function renderBuilder({ gyms = [HOME], url = `/dashboard/workouts/${WORKOUT}/edit` }: { gyms?: Gym[]; url?: string } = {}) {
  const known = [legPress, curl, hackSquat, cableRow];
  renderAtRoute(
    url,
    {
      '/dashboard/workouts/:workoutId/edit': (
        <>
          <WorkoutBuilderForm
            workoutId={WORKOUT}
            defaultValues={workout()}
            initialExercises={Object.fromEntries(known.map((item) => [item.id, item]))}
          />
          <LocationProbe />
        </>
      ),
      '/dashboard/workouts': <h1>Workouts list</h1>,
    },
    { gyms },
  );
}

/** The entries' headings in order; `hidden` reads them behind an open dialog (which hides the page from assistive technology). */
const entryHeadings = ({ hidden = false } = {}) =>
  within(
    hidden
      ? document.querySelector<HTMLElement>('ol[aria-label="Exercises in this workout"]')!
      : screen.getByRole('list', { name: 'Exercises in this workout' }),
  )
    .getAllByRole('heading', { level: 3, hidden })
    .map((heading) => heading.textContent);

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

/** Saves the workout and returns the entries the PUT carried. */
async function save(stub: Stub) {
  fireEvent.click(screen.getByRole('button', { name: 'Update Workout' }));
  await screen.findByRole('heading', { name: 'Workouts list' });
  return (stub.saved() as { entries: unknown[] }).entries;
}

afterEach(cleanUpRender);

describe('Swap (docs/product.md#workout-builder)', () => {
  it("replaces an entry's exercise with a gym alternative and keeps its sets, reps, weight, notes and place", async () => {
    const stub = stubApi();
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Swap Leg Press' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap Leg Press' });
    expect(within(dialog).getByRole('switch', { name: 'Only my equipment at Home' }).getAttribute('aria-checked')).toBe('true');
    const choice = await within(dialog).findByRole('button', { name: 'Use Goblet Squat instead' });
    expect(stub.asked).toEqual([{ id: legPress.id, gym: HOME.id }]);
    expect(choice.textContent).toContain('same pattern · quadriceps');
    fireEvent.click(choice);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Swap Leg Press' })).toBeNull());
    expect(entryHeadings()).toEqual(['1. Goblet Squat', '2. Dumbbell Curl', '3. Hack Squat', '4. Seated Cable Row']);
    expect(valueOf('Sets for Goblet Squat')).toBe('4');
    expect(valueOf('Reps for Goblet Squat')).toBe('8-12');
    expect(valueOf('Weight for Goblet Squat')).toBe('120');
    expect(valueOf('Notes for Goblet Squat')).toBe('slow');
    // Heard politely, and focus is back on the entry's Swap button.
    expect(screen.getByText('Leg Press swapped for Goblet Squat. Sets, reps, weight and notes kept.').getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Swap Goblet Squat' })));

    expect((await save(stub))[0]).toEqual({
      exerciseId: gobletSquat.id,
      sets: 4,
      reps: '8-12',
      weight: 120,
      weightUnit: 'kg' as const,
      bodyweight: false,
      notes: 'slow',
    });
    expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Workout updated successfully' });
  });

  it('lists the whole catalogue once the gym switch is off, saying what the gym lacks; one already in the workout cannot be chosen', async () => {
    const stub = stubApi();
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Swap Leg Press' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap Leg Press' });
    await within(dialog).findByRole('button', { name: 'Use Goblet Squat instead' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Only my equipment at Home' }));

    const taken = await within(dialog).findByRole('button', { name: 'Use Hack Squat instead' });
    expect(stub.asked.at(-1)).toEqual({ id: legPress.id, gym: null });
    expect((taken as HTMLButtonElement).disabled).toBe(true);
    expect(taken.textContent).toContain('In this workout');
    const sled = within(dialog).getByRole('button', { name: 'Use Sled Push instead' });
    expect(sled.textContent).toContain('Needs: Sled');
    fireEvent.click(taken);
    expect(screen.getByRole('dialog', { name: 'Swap Leg Press' })).toBeTruthy();
    expect(entryHeadings({ hidden: true })[0]).toBe('1. Leg Press');
  });

  it('says when the gym has no alternative, and offers Try again when they fail to load', async () => {
    stubApi({ failAlternatives: 1 });
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Swap Dumbbell Curl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Swap Dumbbell Curl' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Failed to load alternatives');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No alternatives you can do at Home')).toBeTruthy();
  });

  it('offers no Swap on a locked entry, whose alternatives the member may not see', () => {
    stubApi();
    renderAtRoute(
      `/dashboard/workouts/${WORKOUT}/edit`,
      {
        '/dashboard/workouts/:workoutId/edit': (
          <WorkoutBuilderForm
            workoutId={WORKOUT}
            defaultValues={{
              name: 'Old',
              description: '',
              entries: [
                { exerciseId: legPress.id, sets: 3, reps: '10', weight: null, weightUnit: 'kg' as const, bodyweight: false, notes: '' },
              ],
            }}
            initialExercises={{ [legPress.id]: null }}
          />
        ),
      },
      { gyms: [HOME] },
    );
    expect(screen.getByRole('button', { name: 'Remove Locked exercise' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Swap/ })).toBeNull();
  });
});

describe('Adapt to my gym (docs/product.md#workout-builder)', () => {
  it('lists before → after for every entry the gym cannot do, and applies them all at once on confirmation', async () => {
    const stub = stubApi();
    renderBuilder();
    expect(screen.getByText('3 exercises need equipment Home lacks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adapt to my gym' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adapt to Home' });

    const swaps = await within(dialog).findByRole('list', { name: 'Swaps' });
    expect(
      within(swaps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Now: Leg PressBecomes: Goblet Squatsame pattern · quadriceps',
      'Now: Seated Cable RowBecomes: One-Arm Dumbbell Rowsame pattern · lats',
    ]);
    const unchanged = within(dialog).getByRole('list', { name: 'Left as they are' });
    expect(
      within(unchanged)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Hack SquatNo alternative at Home: stays as it is']);
    expect(stub.asked.map((ask) => ask.gym)).toEqual([HOME.id, HOME.id, HOME.id]);
    // Nothing changes before the member confirms.
    expect(entryHeadings({ hidden: true })[0]).toBe('1. Leg Press');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Swap 2 exercises' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adapt to Home' })).toBeNull());
    expect(entryHeadings()).toEqual(['1. Goblet Squat', '2. Dumbbell Curl', '3. Hack Squat', '4. One-Arm Dumbbell Row']);
    expect(screen.getByText('1 exercise needs equipment Home lacks')).toBeTruthy();
    expect(
      screen
        .getByText('2 exercises swapped for what Home can do. Sets, reps, weight and notes kept. Save the workout to keep the changes.')
        .getAttribute('role'),
    ).toBe('status');

    expect(await save(stub)).toEqual([
      { exerciseId: gobletSquat.id, sets: 4, reps: '8-12', weight: 120, weightUnit: 'kg' as const, bodyweight: false, notes: 'slow' },
      { exerciseId: curl.id, sets: 3, reps: '10', weight: 12, weightUnit: 'kg' as const, bodyweight: false, notes: '' },
      { exerciseId: hackSquat.id, sets: 5, reps: '5', weight: null, weightUnit: 'kg' as const, bodyweight: false, notes: '' },
      { exerciseId: dumbbellRow.id, sets: 3, reps: '12', weight: 50, weightUnit: 'kg' as const, bodyweight: false, notes: 'pause' },
    ]);
  });

  it('changes nothing when cancelled', async () => {
    const stub = stubApi();
    renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: 'Adapt to my gym' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adapt to Home' });
    await within(dialog).findByRole('list', { name: 'Swaps' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adapt to Home' })).toBeNull());
    expect(entryHeadings()).toEqual(['1. Leg Press', '2. Dumbbell Curl', '3. Hack Squat', '4. Seated Cable Row']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Adapt to my gym' })));
    expect(await save(stub)).toEqual(workout().entries);
  });

  it('is offered only while a gym is active and some entry is outside it', () => {
    stubApi();
    renderBuilder({ gyms: [] });
    expect(screen.queryByRole('button', { name: 'Adapt to my gym' })).toBeNull();
    cleanUpRender();
    stubApi();
    renderBuilder({ gyms: [{ ...HOME, equipment: ['Leg Press Machine', 'Dumbbells', 'Hack Squat Machine', 'Cable Machine'] }] });
    expect(screen.getByRole('button', { name: 'Swap Leg Press' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adapt to my gym' })).toBeNull();
    expect(screen.queryByText(/need equipment/)).toBeNull();
  });

  it("opens at once from the workout view's link (adapt=1), and drops the parameter", async () => {
    stubApi();
    renderBuilder({ url: `/dashboard/workouts/${WORKOUT}/edit?adapt=1` });
    const dialog = await screen.findByRole('dialog', { name: 'Adapt to Home' });
    expect(await within(dialog).findByRole('list', { name: 'Swaps' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
  });
});
