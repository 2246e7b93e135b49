// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { meQueryKey, type Me } from '@/web/features/auth/api/get-me';
import { useAddToComparison } from '../hooks/use-add-to-comparison';
import { CompareExercisesPage } from './compare-exercises-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const exercise = (n: number, overrides: Partial<Exercise> = {}): Exercise => ({
  id: id(n),
  exerciseName: `Exercise ${n}`,
  equipmentType: n % 2 ? 'Barbells' : 'Dumbbells',
  targetMuscleGroups: `Muscle ${n}, Core`,
  description: 'Do it well.',
  difficultyLevel: 'beginner',
  pros: `Pro ${n}`,
  cons: null,
  tags: ['a', 'b', 'c', 'd', 'e'],
  videoUrl: null,
  isSample: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
// The catalogue this viewer may see: 1–6. Exercise 9 exists but is hidden from them (spec §6 sample rule).
const visible = [1, 2, 3, 4, 5, 6].map((n) => exercise(n));

function stubServer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/exercises/by-ids') {
        const ids = url.searchParams.getAll('ids');
        return Response.json({ items: ids.flatMap((wanted) => visible.filter((e) => e.id === wanted)) });
      }
      if (url.pathname === '/api/exercises') {
        return Response.json({ items: visible, total: visible.length, page: 1, pageSize: 12, sampleOnly: true });
      }
      return Response.json({ error: { code: 'NOT_FOUND', message: 'nope' } }, { status: 404 });
    }),
  );
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function LibraryProbe() {
  const add = useAddToComparison();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => add(exercise(5))}>Compare Exercise 5</button>
      <button onClick={() => add(exercise(1))}>Compare Exercise 1</button>
      <button onClick={() => void navigate('/dashboard/compare-exercises')}>Sidebar link</button>
    </>
  );
}

const MEMBER_A = 'member-a';
const MEMBER_B = 'member-b';
const me = (userId: string): Me => ({
  user: { id: userId, email: `${userId}@example.com`, name: userId, emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z' },
  role: 'user',
  subscription: { subscribed: false, tier: null, end: null },
});

/** Renders the routes at `url` for a signed-in member (`userId`, member A unless told), as RequireAuth would. */
function renderAt(url: string, userId = MEMBER_A) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, me(userId));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/dashboard/compare-exercises" element={<CompareExercisesPage />} />
          <Route path="/dashboard/exercises" element={<LibraryProbe />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const cardNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

beforeEach(() => {
  stubServer();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.error.mockReset();
});

describe('CompareExercisesPage (spec §2 Comparison tool, issue 3 §1)', () => {
  it('shows the selected exercises from the URL and drops the ones the viewer may not see from the URL', async () => {
    renderAt(`/dashboard/compare-exercises?ids=${id(2)},${id(9)},${id(1)}`);
    await waitFor(() => expect(cardNames()).toEqual(['Exercise 2', 'Exercise 1']));
    await waitFor(() => expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(2)},${id(1)}`));
    expect(screen.getByText('2/4 exercises selected')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comparison Summary' })).toBeTruthy();
    // Hidden exercise 9 leaves no trace on the page.
    expect(document.body.textContent).not.toContain('Exercise 9');
  });

  it('shows three tags plus "+2 more" and the Benefits of each card', async () => {
    renderAt(`/dashboard/compare-exercises?ids=${id(1)}`);
    const card = await screen.findByRole('article', { name: 'Exercise 1' });
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a', 'b', 'c', '+2 more']);
    expect(within(card).getByText('Pro 1')).toBeTruthy();
    // One exercise: no summary yet (spec §2 "when more than 1 is selected").
    expect(screen.queryByRole('heading', { name: 'Comparison Summary' })).toBeNull();
  });

  it('says "Failed to load exercises" and offers a retry when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })));
    renderAt(`/dashboard/compare-exercises?ids=${id(1)}`);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to load exercises');
    // A failure is not a verdict on visibility: the selection stays in the URL.
    expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(1)}`);
  });

  it('shows the empty state without a selection', async () => {
    renderAt('/dashboard/compare-exercises');
    expect(await screen.findByRole('heading', { name: 'Start Comparing Exercises' })).toBeTruthy();
    expect(screen.getByText('0/4 exercises selected')).toBeTruthy();
  });

  it('adds from the dialog, and refuses a fifth with "Limit Reached" and a repeat with "Already Added"', async () => {
    renderAt(`/dashboard/compare-exercises?ids=${id(1)},${id(2)},${id(3)}`);
    await waitFor(() => expect(cardNames()).toHaveLength(3));

    fireEvent.click(screen.getAllByRole('button', { name: 'Add Exercise' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Exercise' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add Exercise 4' }));
    await waitFor(() => expect(location()).toBe(`/dashboard/compare-exercises?ids=${[1, 2, 3, 4].map(id).join(',')}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardNames()).toEqual(['Exercise 1', 'Exercise 2', 'Exercise 3', 'Exercise 4']);

    fireEvent.click(screen.getAllByRole('button', { name: 'Add Exercise' })[0]!);
    const again = await screen.findByRole('dialog', { name: 'Add Exercise' });
    fireEvent.click(await within(again).findByRole('button', { name: 'Add Exercise 5' }));
    expect(toast.error).toHaveBeenLastCalledWith('Limit Reached', { description: 'You can compare up to 4 exercises at once' });
    fireEvent.click(within(again).getByRole('button', { name: 'Added Exercise 2' }));
    expect(toast.error).toHaveBeenLastCalledWith('Already Added', { description: 'This exercise is already in your comparison' });
    // Refusals keep the dialog open; closing it shows the same four.
    fireEvent.keyDown(again, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cardNames()).toEqual(['Exercise 1', 'Exercise 2', 'Exercise 3', 'Exercise 4']);
  });

  it('removes one exercise and clears all, updating the URL', async () => {
    renderAt(`/dashboard/compare-exercises?ids=${id(1)},${id(2)},${id(3)}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Exercise 2 from comparison' }));
    await waitFor(() => expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(1)},${id(3)}`));
    expect(cardNames()).toEqual(['Exercise 1', 'Exercise 3']);
    // Keyboard users keep their place: focus moves to the remove button that took the removed one's place.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Exercise 3 from comparison'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByRole('heading', { name: 'Start Comparing Exercises' })).toBeTruthy();
    expect(location()).toBe('/dashboard/compare-exercises');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Add Exercise'));
  });

  it("adds from the library to the last comparison, and the sidebar link returns to it", async () => {
    renderAt(`/dashboard/compare-exercises?ids=${id(1)},${id(2)}`);
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    cleanup();

    renderAt('/dashboard/exercises');
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 1' }));
    expect(toast.error).toHaveBeenLastCalledWith('Already Added', { description: 'This exercise is already in your comparison' });
    expect(location()).toBe('/dashboard/exercises');
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 5' }));
    await waitFor(() => expect(cardNames()).toEqual(['Exercise 1', 'Exercise 2', 'Exercise 5']));
    expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(1)},${id(2)},${id(5)}`);
    cleanup();

    renderAt('/dashboard/exercises');
    fireEvent.click(screen.getByRole('button', { name: 'Sidebar link' }));
    await waitFor(() => expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(1)},${id(2)},${id(5)}`));
  });

  it('checks a full stored comparison against the server: exercises the member can no longer see do not count', async () => {
    // Exercise 9 was compared earlier and is now hidden from (or deleted for) this member: three visible remain.
    window.sessionStorage.setItem(`equipped.compare.ids.${MEMBER_A}`, `ids=${[1, 2, 3, 9].map(id).join(',')}`);
    renderAt('/dashboard/exercises');
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 5' }));
    await waitFor(() => expect(location()).toBe(`/dashboard/compare-exercises?ids=${[1, 2, 3, 5].map(id).join(',')}`));
    await waitFor(() => expect(cardNames()).toEqual(['Exercise 1', 'Exercise 2', 'Exercise 3', 'Exercise 5']));
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says "Limit Reached" from the library only when four exercises the member can see are selected', async () => {
    window.sessionStorage.setItem(`equipped.compare.ids.${MEMBER_A}`, `ids=${[1, 2, 3, 4].map(id).join(',')}`);
    renderAt('/dashboard/exercises');
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 5' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Limit Reached', { description: 'You can compare up to 4 exercises at once' }),
    );
    expect(location()).toBe('/dashboard/exercises');
  });

  it('does not hand one member’s comparison to the next member signing in on the same tab', async () => {
    renderAt(`/dashboard/compare-exercises?ids=${id(1)},${id(2)}`, MEMBER_A);
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    cleanup();

    // Member A signed out; member B signs in on the same tab and starts from nothing.
    renderAt('/dashboard/exercises', MEMBER_B);
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 1' }));
    await waitFor(() => expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(1)}`));
    expect(toast.error).not.toHaveBeenCalled();
    // Member A's selection is no longer kept in the tab.
    expect(window.sessionStorage.getItem(`equipped.compare.ids.${MEMBER_A}`)).toBeNull();
    cleanup();

    renderAt('/dashboard/exercises', MEMBER_B);
    fireEvent.click(screen.getByRole('button', { name: 'Sidebar link' }));
    await waitFor(() => expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(1)}`));
  });
});
