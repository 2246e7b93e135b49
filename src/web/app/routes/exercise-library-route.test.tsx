// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import type { ExerciseList } from '@/shared/schemas/exercises-query';
import { exerciseFixture } from '@/test-support/exercise-fixture';
import { cleanUpRender, LocationProbe, renderAtRoute } from '@/test-support/render-at-route';
import { ExerciseLibraryRoute } from './exercise-library-route';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const exercise = (n: number, exerciseName: string): Exercise =>
  exerciseFixture(n, {
    exerciseName,
    targetMuscleGroups: 'Hamstrings, Glutes',
    description: 'Hinge at the hips.',
    difficultyLevel: 'intermediate',
  });

const RDL = exercise(1, 'Romanian Deadlift');
const CURL = exercise(2, 'Cable Curl');
const BENCH = exercise(3, 'Barbell Bench Press');

const list = (items: Exercise[], more: Partial<ExerciseList> = {}): ExerciseList => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 12,
  sampleOnly: false,
  correctedQuery: null,
  matchedTerms: [],
  relaxations: [],
  gymUnlock: null,
  ...more,
});

/** The library's answer for one request: the test's search server. */
function answer(url: URL): ExerciseList {
  const q = url.searchParams.get('q') ?? '';
  const exact = url.searchParams.get('exact') === 'true';
  const difficulty = url.searchParams.getAll('difficulty');
  if (q === 'romanain deadlift') {
    return exact ? list([]) : list([RDL], { correctedQuery: 'romanian deadlift', matchedTerms: ['romanian', 'deadlift'] });
  }
  if (q === 'cable curl') {
    if (difficulty.length > 0) {
      return list([], {
        relaxations: [
          { filter: 'muscle', total: 0 },
          { filter: 'difficulty', total: 4 },
          { filter: 'equipment', total: 7 },
        ],
      });
    }
    return list([CURL], { total: 4, matchedTerms: ['cable', 'curl'] });
  }
  if (q === 'zzz') return list([]);
  if (q === 'samples') return list([{ ...RDL, isSample: true }, CURL], { sampleOnly: true });
  return list([RDL, CURL]);
}

const fetchMock = vi.fn(async (input: string) => {
  const url = new URL(input, 'http://localhost');
  switch (url.pathname) {
    case '/api/viewer':
      return Response.json({
        me: {
          user: { id: 'u1', email: 'member@example.com', name: 'Member' },
          role: 'user',
          subscription: { subscribed: true, tier: 'Pro', end: null },
        },
      });
    case '/api/favorites/ids':
      return Response.json({ items: [] });
    case '/api/banner-ads':
      return Response.json({ items: [] });
    case '/api/exercises':
      return Response.json(answer(url));
    case '/api/exercises/equipment':
      return Response.json({ items: ['Barbells', 'Cable Machine'] });
    case '/api/exercises/autocomplete':
      return Response.json({
        items: [{ id: BENCH.id, exerciseName: BENCH.exerciseName, equipmentType: 'Barbells' }],
        correctedQuery: null,
      });
    case `/api/exercises/${BENCH.id}`:
      return Response.json(BENCH);
    default:
      if (url.pathname === `/api/exercises/${RDL.id}/alternatives`) {
        return Response.json({ items: [{ exercise: CURL, reason: 'hamstrings' }], moreWithSubscription: false });
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'nope' } }, { status: 404 });
  }
});

const renderLibrary = (search: string) =>
  renderAtRoute(`/dashboard/exercises${search}`, {
    '/dashboard/exercises': (
      <>
        <ExerciseLibraryRoute />
        <LocationProbe />
      </>
    ),
  });
const location = () => screen.getByTestId('location').textContent;
const libraryRequests = () =>
  fetchMock.mock.calls.map(([input]) => new URL(input, 'http://localhost')).filter((url) => url.pathname === '/api/exercises');

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(cleanUpRender);

describe('the library search (docs/product.md#search)', () => {
  it('marks the matched words, says which text the results are for, and searches the text as typed on request', async () => {
    renderLibrary('?q=romanain+deadlift');
    const card = await screen.findByRole('article', { name: 'Romanian Deadlift' });
    expect(Array.from(card.querySelectorAll('h2 mark')).map((mark) => mark.textContent)).toEqual(['Romanian', 'Deadlift']);

    const notice = screen.getByText('Showing results for').closest('[role="status"]') as HTMLElement;
    expect(notice.textContent).toContain('Showing results for romanian deadlift');
    expect(within(notice).getByText('romanian deadlift').tagName).toBe('EM');

    fireEvent.click(within(notice).getByRole('button', { name: 'Search instead for romanain deadlift' }));
    await waitFor(() => expect(location()).toBe('?q=romanain+deadlift&exact=true'));
    await screen.findByRole('heading', { name: 'No exercises found' });
    expect(libraryRequests().at(-1)?.searchParams.get('exact')).toBe('true');
    expect(screen.queryByText('Showing results for')).toBeNull();
  });

  it('says a search of emoji or symbols alone has nothing to look for', async () => {
    renderLibrary('?q=%F0%9F%8F%8B%EF%B8%8F+%E2%9C%A8');
    expect(await screen.findByText('"🏋️ ✨" has no letters or numbers to search for, so every exercise is shown.')).toBeTruthy();
  });

  it('says nothing of the kind for words in another script', async () => {
    renderLibrary('?q=%D0%B6%D0%B8%D0%BC');
    await waitFor(() => expect(libraryRequests().length).toBeGreaterThan(0));
    expect(screen.queryByText(/has no letters or numbers/)).toBeNull();
  });

  it('drops exact=true once the search text changes', async () => {
    renderLibrary('?q=romanain+deadlift&exact=true');
    await screen.findByRole('heading', { name: 'No exercises found' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Search exercises' }), { target: { value: 'romanain deadlifts' } });
    await waitFor(() => expect(location()).toBe('?q=romanain+deadlifts'));
  });

  it('says which filter to drop when nothing matches, biggest first, and drops it on request', async () => {
    renderLibrary('?q=cable+curl&difficulty=advanced&equipment=Barbells');
    await screen.findByRole('heading', { name: 'No exercises found' });
    expect(screen.getByText('No exercises match "cable curl" with Equipment: Barbells and Difficulty: Advanced.')).toBeTruthy();
    const hints = screen.getAllByRole('button', { name: /^Remove the / }).map((button) => button.textContent);
    // The muscle relaxation finds nothing: no line for it.
    expect(hints).toEqual(['Remove the Equipment filter to see 7 exercises', 'Remove the Difficulty filter to see 4 exercises']);
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove the Difficulty filter to see 4 exercises' }));
    await waitFor(() => expect(location()).toBe('?q=cable+curl&equipment=Barbells'));
    await screen.findByRole('article', { name: 'Cable Curl' });
  });

  it('keeps the spec empty state when no filter would help', async () => {
    renderLibrary('?q=zzz');
    await screen.findByRole('heading', { name: 'No exercises found' });
    expect(screen.getByText('Try adjusting your search criteria or filters to find exercises')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove the / })).toBeNull();
  });

  it('opens the details of an autocomplete entry chosen with the keyboard', async () => {
    renderLibrary('');
    await screen.findByRole('article', { name: 'Romanian Deadlift' });
    const box = screen.getByRole('combobox', { name: 'Search exercises' });
    box.focus();
    fireEvent.change(box, { target: { value: 'bench' } });
    const option = await screen.findByRole('option', { name: /Barbell Bench Press/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Barbell Bench Press' })).toBeTruthy();
    // Not on the page: read by its id, and named in the address (docs/product.md#exercise-address).
    expect(location()).toContain(`exercise=${BENCH.id}`);
  });
});

describe('Add to workout in the library (docs/product.md#add-to-workout)', () => {
  it('is offered on every card and in the details dialog', async () => {
    renderLibrary('');
    const card = await screen.findByRole('article', { name: 'Romanian Deadlift' });
    expect(within(card).getByRole('button', { name: 'Add Romanian Deadlift to a workout' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Cable Curl' })).getByRole('button', { name: 'Add Cable Curl to a workout' }),
    ).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: /View details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Romanian Deadlift' });
    const add = within(dialog).getByRole('button', { name: 'Add Romanian Deadlift to a workout' });
    expect(add.textContent).toBe('Add to workout');
    // Each alternative too (the section loads with the first dialog opened: a lazy chunk, slow on a loaded machine).
    const alternatives = await within(dialog).findByRole('list', { name: 'Alternatives' }, { timeout: 5000 });
    expect(within(alternatives).getByRole('button', { name: 'Add Cable Curl to a workout' })).toBeTruthy();
  });

  it('is offered for sample exercises only to a member without a subscription', async () => {
    renderLibrary('?q=samples');
    const sample = await screen.findByRole('article', { name: 'Romanian Deadlift' });
    expect(within(sample).getByRole('button', { name: 'Add Romanian Deadlift to a workout' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Cable Curl' })).queryByRole('button', { name: /to a workout$/ })).toBeNull();
  });
});
