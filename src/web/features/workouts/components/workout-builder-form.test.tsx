// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanUpRender, renderAtRoute } from '@/test-support/render-at-route';
import { expectConsoleError } from '@/test-support/console-guard';
import type { Exercise } from '@/shared/schemas/exercise';
import { WORKOUT_MESSAGES } from '@/shared/schemas/workouts';
import { EMPTY_WORKOUT_FORM, type EntryExercises, type WorkoutFormValues } from '../workout-form';
import { WorkoutBuilderForm } from './workout-builder-form';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const exercise = (id: string, exerciseName: string) =>
  ({ id, exerciseName, equipmentType: 'Barbells', difficultyLevel: 'beginner', targetMuscleGroups: 'Chest' }) as Exercise;
const BENCH = '00000000-0000-4000-8000-000000000001';
const SQUAT = '00000000-0000-4000-8000-000000000002';
const WORKOUT = '00000000-0000-4000-8000-0000000000aa';

/** A saved two-exercise workout, "Push": Bench Press 3 × 10, then Back Squat 5 × 5 at 100kg. */
const pushWorkout = () => ({
  defaultValues: {
    name: 'Push',
    description: '',
    entries: [
      { exerciseId: BENCH, sets: 3, reps: '10', weight: null, weightUnit: 'kg' as const, bodyweight: false, notes: '' },
      { exerciseId: SQUAT, sets: 5, reps: '5', weight: 100, weightUnit: 'kg' as const, bodyweight: false, notes: '' },
    ],
  },
  initialExercises: { [BENCH]: exercise(BENCH, 'Bench Press'), [SQUAT]: exercise(SQUAT, 'Back Squat') },
});

function renderForm(props: { workoutId?: string; defaultValues: WorkoutFormValues; initialExercises: EntryExercises }) {
  renderAtRoute('/dashboard/workouts/x/edit', {
    '/dashboard/workouts/x/edit': <WorkoutBuilderForm {...props} />,
    '/dashboard/workouts': <h1>Workouts list</h1>,
  });
}

afterEach(cleanUpRender);

describe('WorkoutBuilderForm', () => {
  it('refuses an empty workout with the rule messages inline and a Validation Error toast (docs/product.md#validation, docs/product.md#messages)', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm({ defaultValues: EMPTY_WORKOUT_FORM, initialExercises: {} });
    fireEvent.change(screen.getByRole('textbox', { name: 'Workout name' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Workout' }));

    expect(await screen.findByText(WORKOUT_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(WORKOUT_MESSAGES.noExercises)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Validation Error', { description: WORKOUT_MESSAGES.nameRequired });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops the name at 50 characters and the description at 200, as every field stops at its limit', () => {
    renderForm({ defaultValues: EMPTY_WORKOUT_FORM, initialExercises: {} });
    expect(screen.getByRole('textbox', { name: 'Workout name' }).getAttribute('maxlength')).toBe('50');
    expect(screen.getByRole('textbox', { name: /^Description/ }).getAttribute('maxlength')).toBe('200');
  });

  it('updates a workout with trimmed text, normalised sets and the entries in order, then returns to the list', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ id: WORKOUT, name: 'Legs', description: '', createdAt: '', updatedAt: '', entries: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm({
      workoutId: WORKOUT,
      ...pushWorkout(),
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Workout name' }), { target: { value: '  Legs  ' } });
    fireEvent.change(screen.getByLabelText('Sets for Bench Press'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Weight unit for Bench Press'), { target: { value: 'bodyweight' } });
    expect((screen.getByLabelText('Weight for Bench Press') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Update Workout' }));

    await screen.findByRole('heading', { name: 'Workouts list' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/workouts/${WORKOUT}`);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Legs',
      description: '',
      entries: [
        { exerciseId: BENCH, sets: 1, reps: '10', weight: null, weightUnit: 'kg' as const, bodyweight: true, notes: '' },
        { exerciseId: SQUAT, sets: 5, reps: '5', weight: 100, weightUnit: 'kg' as const, bodyweight: false, notes: '' },
      ],
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Success', { description: 'Workout updated successfully' }));
  });

  it('takes a planned weight as a number in the unit chosen beside it, and says so under the field when it is not one', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ id: WORKOUT, name: 'Push', description: '', createdAt: '', updatedAt: '', entries: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm({ workoutId: WORKOUT, ...pushWorkout() });
    const weight = screen.getByLabelText('Weight for Bench Press') as HTMLInputElement;
    fireEvent.change(weight, { target: { value: 'heavy' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Workout' }));
    await waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
    const ids = (weight.getAttribute('aria-describedby') ?? '').split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Weight must be a number from 0 to 1,000 kg (2,204.62 lb)');
    expect(fetch).not.toHaveBeenCalled();

    // A decimal comma reads as a point; the unit box says pounds.
    fireEvent.change(weight, { target: { value: '102,5' } });
    fireEvent.change(screen.getByLabelText('Weight unit for Bench Press'), { target: { value: 'lb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Workout' }));
    await screen.findByRole('heading', { name: 'Workouts list' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).entries[0]).toMatchObject({ weight: 102.5, weightUnit: 'lb', bodyweight: false });
  });

  it("shows the server's limit as 'Workout Limit Reached' and stays on the builder", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'LIMIT_REACHED', message: WORKOUT_MESSAGES.limit } }, { status: 409 })),
    );
    expectConsoleError('Workout save failed');
    renderForm({
      defaultValues: {
        name: 'Eleventh',
        description: '',
        entries: [{ exerciseId: BENCH, sets: 3, reps: '10', weight: null, weightUnit: 'kg' as const, bodyweight: false, notes: '' }],
      },
      initialExercises: { [BENCH]: exercise(BENCH, 'Bench Press') },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Workout' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Workout Limit Reached', { description: WORKOUT_MESSAGES.limit }));
    expect(screen.getByRole('button', { name: 'Save Workout' })).toBeTruthy();
  });

  it("shows the server's 422 field problems under the fields they name (dotted paths such as entries.1.sets)", async () => {
    const issues = [
      { path: 'entries.1.sets', message: 'Sets must be a whole number from 1 to 20.' },
      { path: 'entries.0.weight', message: 'Weight can be at most 20 characters.' },
      { path: 'name', message: 'That name is not allowed.' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'INVALID_INPUT', message: 'Some fields are invalid.', issues } }, { status: 422 })),
    );
    expectConsoleError('Workout save failed');
    renderForm({
      ...pushWorkout(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Workout' }));

    const describedBy = async (control: HTMLElement, message: string) => {
      await waitFor(() => expect(control.getAttribute('aria-invalid')).toBe('true'));
      const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    };
    await describedBy(screen.getByLabelText('Sets for Back Squat'), 'Sets must be a whole number from 1 to 20.');
    await describedBy(screen.getByLabelText('Weight for Bench Press'), 'Weight can be at most 20 characters.');
    await describedBy(screen.getByRole('textbox', { name: 'Workout name' }), 'That name is not allowed.');
    expect(screen.getByLabelText('Sets for Bench Press').getAttribute('aria-invalid')).toBeNull();
    expect(toast.error).toHaveBeenCalledWith('Validation Error', { description: 'Sets must be a whole number from 1 to 20.' });
  });

  it('shows a locked entry without its content but with its plan, which the member can edit and keep', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ id: WORKOUT, name: 'Old', description: '', createdAt: '', updatedAt: '', entries: [] }),
    );
    vi.stubGlobal('fetch', fetch);
    renderForm({
      workoutId: WORKOUT,
      defaultValues: {
        name: 'Old',
        description: '',
        entries: [{ exerciseId: BENCH, sets: 5, reps: '5', weight: 100, weightUnit: 'kg' as const, bodyweight: false, notes: 'heavy' }],
      },
      initialExercises: { [BENCH]: null },
    });
    expect(screen.getByText('Locked exercise — subscribe to see it')).toBeTruthy();
    expect(screen.queryByText('Bench Press')).toBeNull();
    expect((screen.getByLabelText('Sets for Locked exercise') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Reps for Locked exercise') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Weight for Locked exercise') as HTMLInputElement).value).toBe('100');
    expect((screen.getByLabelText('Notes for Locked exercise') as HTMLInputElement).value).toBe('heavy');
    fireEvent.change(screen.getByLabelText('Weight for Locked exercise'), { target: { value: '110' } });
    fireEvent.change(screen.getByLabelText('Notes for Locked exercise'), { target: { value: 'heavier' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Workout' }));

    await screen.findByRole('heading', { name: 'Workouts list' });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).entries).toEqual([
      { exerciseId: BENCH, sets: 5, reps: '5', weight: 110, weightUnit: 'kg' as const, bodyweight: false, notes: 'heavier' },
    ]);
  });

  it('lets the member remove a locked entry', async () => {
    renderForm({
      workoutId: WORKOUT,
      defaultValues: {
        name: 'Old',
        description: '',
        entries: [{ exerciseId: BENCH, sets: 3, reps: '10', weight: null, weightUnit: 'kg' as const, bodyweight: false, notes: '' }],
      },
      initialExercises: { [BENCH]: null },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Locked exercise' }));
    await waitFor(() => expect(screen.queryByText('Locked exercise — subscribe to see it')).toBeNull());
    expect(screen.queryByLabelText(/^Sets for/)).toBeNull();
  });
});
