// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { toExerciseSummary } from '@/shared/exercise-summary';
import { withoutCuratedModel } from '@/test-support/exercise-fixture';
import { ExerciseDetailsDialog } from './exercise-details-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An exercise from before the curated model: text muscles, one-line pros and cons, no lists. */
const legacy = (overrides: Partial<Exercise> = {}): Exercise => ({
  id: '00000000-0000-4000-8000-000000000001',
  exerciseName: 'Old Press',
  equipmentType: 'Dumbbells',
  targetMuscleGroups: 'Chest, Triceps, Shoulders',
  description: '1. Lie down.\n2. Press.',
  difficultyLevel: 'beginner',
  pros: 'Builds the chest',
  cons: 'Needs a spotter',
  tags: [],
  videoUrl: null,
  isSample: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...withoutCuratedModel('Dumbbells'),
  ...overrides,
});

/** A curated exercise with every field of the model. */
const curated = (overrides: Partial<Exercise> = {}): Exercise =>
  legacy({
    exerciseName: 'Barbell Bench Press',
    equipmentType: 'Barbells',
    description: 'The classic horizontal press.',
    pros: 'Builds pressing strength\nLoads heavily\nEasy to progress',
    cons: 'Needs a spotter or safeties\nShoulder-unfriendly with a wide grip',
    aliases: ['Bench', 'Flat Bench Press'],
    equipment: ['Barbells', 'Flat Bench', 'Power Rack'],
    primaryMuscles: ['Chest'],
    secondaryMuscles: ['Triceps', 'Front Delts'],
    movementPattern: 'horizontal-push',
    mechanic: 'compound',
    trainingGoals: ['strength', 'hypertrophy'],
    formSteps: ['Lie on the bench.', 'Lower the bar to the chest.', 'Press it up.'],
    sourceName: 'equipped',
    sourceLicence: null,
    ...overrides,
  });

const open = (exercise: Exercise) => render(<ExerciseDetailsDialog exercise={exercise} onClose={() => {}} />);

describe('ExerciseDetailsDialog with the curated model (docs/product.md#exercise-details)', () => {
  it('shows the aliases, what it needs a group at a time primary first, what helps, and the movement pattern, mechanic and goals', () => {
    open(curated({ requiredEquipment: [['Flat Bench', 'Adjustable Bench'], ['Barbells']], optionalEquipment: ['Power Rack'] }));
    const dialog = screen.getByRole('dialog', { name: 'Barbell Bench Press' });
    expect(within(dialog).getByText('Also known as: Bench, Flat Bench Press')).toBeTruthy();
    expect(within(dialog).getByText('Needs: Barbells, Flat Bench or Adjustable Bench').textContent).toBe(
      'Equipment: Needs: Barbells, Flat Bench or Adjustable Bench',
    );
    expect(within(dialog).getByText('Helpful: Power Rack')).toBeTruthy();
    const facts = within(dialog).getByText('Movement pattern').closest('dl')!;
    const terms = within(facts)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const definitions = within(facts)
      .getAllByRole('definition')
      .map((definition) => definition.textContent);
    expect(terms).toEqual(['Movement pattern', 'Mechanic', 'Goals']);
    expect(definitions).toEqual(['Horizontal push', 'Compound', 'Strength, Hypertrophy']);
  });

  it('numbers the form steps under the description paragraph', () => {
    open(curated());
    const steps = screen.getByRole('list', { name: 'Form steps' });
    expect(steps.tagName).toBe('OL');
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Lie on the bench.', 'Lower the bar to the chest.', 'Press it up.']);
    expect(screen.getByText('The classic horizontal press.').tagName).toBe('P');
  });

  it('lists several benefits and considerations, one per line', () => {
    open(curated());
    expect(
      within(screen.getByRole('list', { name: 'Benefits' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Builds pressing strength', 'Loads heavily', 'Easy to progress']);
    expect(within(screen.getByRole('list', { name: 'Considerations' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText(/No benefits or considerations/)).toBeNull();
  });

  it('draws the muscle map from the recorded primary and secondary muscles', async () => {
    open(curated());
    expect(await screen.findByRole('img', { name: 'Muscles worked — primary: Chest; secondary: Triceps, Front Delts' })).toBeTruthy();
  });

  it('names the source of imported content, and not of the team’s own', () => {
    open(curated({ sourceName: 'free-exercise-db', sourceLicence: 'Unlicense' }));
    expect(screen.getByText('From free-exercise-db (Unlicense)')).toBeTruthy();
    cleanup();
    open(curated());
    expect(screen.queryByText(/^From /)).toBeNull();
  });
});

describe('ExerciseDetailsDialog for an exercise from before the model', () => {
  it('keeps the description as written, reads the muscles from the text and shows one-line pros and cons as text', async () => {
    open(legacy());
    const dialog = screen.getByRole('dialog', { name: 'Old Press' });
    expect(within(dialog).queryByRole('list', { name: 'Form steps' })).toBeNull();
    expect(within(dialog).queryByText(/Also known as/)).toBeNull();
    expect(within(dialog).queryByText('Movement pattern')).toBeNull();
    expect(within(dialog).queryByText('Goals')).toBeNull();
    expect(within(dialog).getByText('Needs: Dumbbells').textContent).toBe('Equipment: Needs: Dumbbells');
    expect(within(dialog).getByText(/1\. Lie down\./).textContent).toBe('1. Lie down.\n2. Press.');
    expect(within(dialog).getByText('Builds the chest')).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Benefits' })).toBeNull();
    expect(
      await screen.findByRole('img', { name: 'Muscles worked — primary: Chest; secondary: Triceps, Front Delts, Side Delts, Rear Delts' }),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/^From /)).toBeNull();
  });

  it('says so in one line when neither benefits nor considerations are written, instead of empty headings', () => {
    open(legacy({ pros: null, cons: null }));
    expect(screen.getByText('No benefits or considerations have been written for this exercise yet.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Benefits' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Considerations' })).toBeNull();
  });
});

describe('ExerciseDetailsDialog for a library card, which carries a summary (docs/architecture.md#list-payload)', () => {
  const whole = curated();
  const openSummary = () =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ExerciseDetailsDialog
          exercise={toExerciseSummary(whole)}
          onClose={() => {}}
          renderActions={(exercise) => <button type="button">Act on {exercise.exerciseName}</button>}
        />
      </QueryClientProvider>,
    );

  it('shows the header and description at once, then the whole exercise read by its id', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn((_input: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    openSummary();
    const dialog = screen.getByRole('dialog', { name: 'Barbell Bench Press' });
    expect(within(dialog).getByText('The classic horizontal press.')).toBeTruthy();
    expect(within(dialog).getByRole('status', { name: 'Loading the exercise' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Act on Barbell Bench Press' })).toBeTruthy();
    expect(within(dialog).queryByRole('list', { name: 'Form steps' })).toBeNull();
    expect(new URL(fetchMock.mock.calls[0]![0], 'http://localhost').pathname).toBe(`/api/exercises/${whole.id}`);
    answer(Response.json(whole));
    const steps = await within(dialog).findByRole('list', { name: 'Form steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(whole.formSteps);
    expect(within(dialog).getByText('Also known as: Bench, Flat Bench Press')).toBeTruthy();
    expect(within(dialog).queryByRole('status', { name: 'Loading the exercise' })).toBeNull();
  });

  it('says when the exercise cannot be read and reads it again on Try again', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail ? Response.json({ error: { code: 'NOT_FOUND', message: 'Exercise not found.' } }, { status: 404 }) : Response.json(whole),
      ),
    );
    openSummary();
    const dialog = screen.getByRole('dialog', { name: 'Barbell Bench Press' });
    expect(await within(dialog).findByRole('heading', { name: 'Failed to load exercise' })).toBeTruthy();
    expect(within(dialog).getByText('Exercise not found.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('list', { name: 'Form steps' })).toBeTruthy();
  });
});

describe('ExerciseDetailsDialog with Alternatives (docs/product.md#alternatives)', () => {
  const bench = curated();
  const dumbbell = curated({
    id: '00000000-0000-4000-8000-000000000002',
    exerciseName: 'Dumbbell Bench Press',
    equipmentType: 'Dumbbells',
    equipment: ['Dumbbells', 'Flat Bench'],
    aliases: [],
  });
  const answerWith = (body: unknown, status = 200) => Response.json(body, { status });
  const openWith = (gym: { id: string; name: string } | null) =>
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ExerciseDetailsDialog
            exercise={bench}
            onClose={() => {}}
            alternatives={{ gym, renderActions: (exercise) => <button type="button">Compare {exercise.exerciseName}</button> }}
          />
        </QueryClientProvider>
      </MemoryRouter>,
    );

  it("lists them with equipment, reason and actions, asks with the library's gym, and opens one's details in the dialog", async () => {
    const fetchMock = vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (path === `/api/exercises/${bench.id}/alternatives`) {
        return answerWith({
          items: [{ exercise: toExerciseSummary(dumbbell), reason: 'same pattern · chest, triceps, front delts' }],
          moreWithSubscription: false,
        });
      }
      if (path === `/api/exercises/${dumbbell.id}/alternatives`) return answerWith({ items: [], moreWithSubscription: false });
      return answerWith(dumbbell);
    });
    vi.stubGlobal('fetch', fetchMock);
    openWith({ id: '00000000-0000-4000-8000-0000000000aa', name: 'Home' });
    const dialog = screen.getByRole('dialog', { name: 'Barbell Bench Press' });
    const list = await within(dialog).findByRole('list', { name: 'Alternatives' });
    expect(within(list).getByText('same pattern · chest, triceps, front delts')).toBeTruthy();
    expect(within(list).getByText('Dumbbells')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Compare Dumbbell Bench Press' })).toBeTruthy();
    expect(new URL(fetchMock.mock.calls[0]![0], 'http://localhost').search).toBe('?gym=00000000-0000-4000-8000-0000000000aa');

    fireEvent.click(within(list).getByRole('button', { name: 'Show details of Dumbbell Bench Press' }));
    expect(await screen.findByRole('dialog', { name: 'Dumbbell Bench Press' })).toBeTruthy();
    expect(await screen.findByText('Nothing else trains this at Home')).toBeTruthy();
  });

  it('says when there are none, offers more with a subscription, and retries a failed read', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail ? answerWith({ error: { code: 'INTERNAL', message: 'Down' } }, 500) : answerWith({ items: [], moreWithSubscription: true }),
      ),
    );
    openWith(null);
    const dialog = screen.getByRole('dialog', { name: 'Barbell Bench Press' });
    expect(await within(dialog).findByText('Failed to load alternatives')).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('No alternatives found')).toBeTruthy();
    const more = within(dialog).getByRole('link', { name: 'More alternatives come with a subscription' });
    expect(more.getAttribute('href')).toBe('/dashboard/subscription');
  });
});
