// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@/test-support/console-guard';
import type { Exercise } from '@/shared/schemas/exercise';
import { withoutCuratedModel } from '@/test-support/exercise-fixture';
import { CompareToggle } from '@/web/components/compare-toggle';
import { CompareTray } from '@/web/components/compare-tray';
import { meQueryKey, useMe, type Me } from '@/web/api/get-me';
import { useComparisonPicks } from '@/web/hooks/use-comparison-picks';
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
  ...withoutCuratedModel(n % 2 ? 'Barbells' : 'Dumbbells'),
  ...overrides,
});
// The catalogue this viewer may see: 1–6. Exercise 9 exists but is hidden from them (docs/product.md#roles-and-access sample rule).
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

/** The library's comparison pieces as the library page composes them: two cards' toggles and the tray. */
function LibraryProbe() {
  const picks = useComparisonPicks(useMe().data?.user.id);
  const navigate = useNavigate();
  return (
    <>
      {[5, 1].map((n) => (
        <CompareToggle
          key={n}
          exerciseId={id(n)}
          exerciseName={`Exercise ${n}`}
          picked={picks.isPicked(id(n))}
          onToggle={() => picks.toggle(exercise(n))}
        />
      ))}
      <CompareTray {...picks} onRemove={picks.remove} onClear={picks.clear} />
      <Link to="/dashboard/compare-exercises">Sidebar link</Link>
      <button onClick={() => void navigate(-1)}>Back</button>
    </>
  );
}

const MEMBER_A = 'member-a';
const MEMBER_B = 'member-b';
const me = (userId: string): Me => ({
  user: {
    id: userId,
    email: `${userId}@example.com`,
    name: userId,
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    pendingEmail: null,
  },
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
const cardNames = () => screen.queryAllByRole('columnheader').map((column) => column.textContent);

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

describe('CompareExercisesPage (docs/product.md#compare)', () => {
  it('shows the selected exercises from the URL and drops the ones the viewer may not see from the URL', async () => {
    renderAt(`/dashboard/compare-exercises?ids=${id(2)},${id(9)},${id(1)}`);
    await waitFor(() => expect(cardNames()).toEqual(['Exercise 2', 'Exercise 1']));
    await waitFor(() => expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(2)},${id(1)}`));
    expect(screen.getByText('2/4 exercises selected')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Comparison Summary' })).toBeTruthy();
    // Hidden exercise 9 leaves no trace on the page.
    expect(document.body.textContent).not.toContain('Exercise 9');
  });

  it('shows three tags plus "+2 more" and the Benefits of each exercise', async () => {
    renderAt(`/dashboard/compare-exercises?ids=${id(1)}`);
    const table = await screen.findByRole('table');
    const tags = within(table).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a', 'b', 'c', '+2 more']);
    expect(within(table).getByText('Pro 1')).toBeTruthy();
    // One exercise: no summary yet (docs/product.md#screens "when more than 1 is selected").
    expect(screen.queryByRole('heading', { name: 'Comparison Summary' })).toBeNull();
  });

  it('says "Failed to load exercises" and offers a retry when the server fails', async () => {
    expectConsoleError('Failed to load exercises');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })),
    );
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

  it('picks from the library without leaving it, and "Compare now" opens exactly the picks', async () => {
    renderAt(`/dashboard/compare-exercises?ids=${id(1)},${id(2)}`);
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    cleanup();

    renderAt('/dashboard/exercises');
    const tray = await screen.findByRole('region', { name: 'Compare (2/4)' });
    await waitFor(() =>
      expect(
        within(tray)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Exercise 1', 'Exercise 2']),
    );
    expect(screen.getByRole('button', { name: 'Compare Exercise 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Compare Exercise 5' }).getAttribute('aria-pressed')).toBe('false');

    // Picking stays on the library; the toggle says it is picked and the tray lists it, announced politely.
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 5' }));
    expect(location()).toBe('/dashboard/exercises');
    expect(screen.getByRole('button', { name: 'Compare Exercise 5' }).getAttribute('aria-pressed')).toBe('true');
    const picked = screen.getByRole('region', { name: 'Compare (3/4)' });
    expect(
      within(picked)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Exercise 1', 'Exercise 2', 'Exercise 5']);
    expect(screen.getByText('Exercise 5 added to the comparison, 3 of 4 selected')).toBeTruthy();

    // Pressing a picked toggle again unpicks it; so does its remove button in the tray.
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Exercise 2 from comparison' }));
    expect(
      within(screen.getByRole('region', { name: 'Compare (1/4)' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Exercise 5']);
    expect(screen.getByText('Exercise 2 removed from the comparison, 1 of 4 selected')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 1' }));

    fireEvent.click(screen.getByRole('link', { name: 'Compare now' }));
    await waitFor(() => expect(cardNames()).toEqual(['Exercise 5', 'Exercise 1']));
    expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(5)},${id(1)}`);
    cleanup();

    renderAt('/dashboard/exercises');
    fireEvent.click(screen.getByRole('link', { name: 'Sidebar link' }));
    await waitFor(() => expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(5)},${id(1)}`));
  });

  it('empties the tray with Clear All, and shows nothing when nothing is picked', async () => {
    window.sessionStorage.setItem(`equipped.compare.ids.${MEMBER_A}`, `ids=${id(1)}`);
    renderAt('/dashboard/exercises');
    fireEvent.click(await screen.findByRole('button', { name: /^Clear All/ }));
    expect(screen.queryByRole('region', { name: /^Compare/ })).toBeNull();
    expect(screen.getByText('Comparison cleared')).toBeTruthy();
    expect(window.sessionStorage.getItem(`equipped.compare.ids.${MEMBER_A}`)).toBeNull();
  });

  it('checks a full stored comparison against the server: exercises the member can no longer see do not count', async () => {
    // Exercise 9 was compared earlier and is now hidden from (or deleted for) this member: three visible remain.
    window.sessionStorage.setItem(`equipped.compare.ids.${MEMBER_A}`, `ids=${[1, 2, 3, 9].map(id).join(',')}`);
    renderAt('/dashboard/exercises');
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 5' }));
    const tray = await screen.findByRole('region', { name: 'Compare (4/4)' });
    await waitFor(() =>
      expect(
        within(tray)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Exercise 1', 'Exercise 2', 'Exercise 3', 'Exercise 5']),
    );
    expect(location()).toBe('/dashboard/exercises');
    expect(toast.error).not.toHaveBeenCalled();
    fireEvent.click(within(tray).getByRole('link', { name: 'Compare now' }));
    await waitFor(() => expect(cardNames()).toEqual(['Exercise 1', 'Exercise 2', 'Exercise 3', 'Exercise 5']));
  });

  it('says "Limit Reached" from the library only when four exercises the member can see are selected', async () => {
    window.sessionStorage.setItem(`equipped.compare.ids.${MEMBER_A}`, `ids=${[1, 2, 3, 4].map(id).join(',')}`);
    renderAt('/dashboard/exercises');
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 5' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenLastCalledWith('Limit Reached', { description: 'You can compare up to 4 exercises at once' }),
    );
    expect(location()).toBe('/dashboard/exercises');
    expect(screen.getByRole('button', { name: 'Compare Exercise 5' }).getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByRole('region', { name: 'Compare (4/4)' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('does not hand one member’s comparison to the next member signing in on the same tab', async () => {
    renderAt(`/dashboard/compare-exercises?ids=${id(1)},${id(2)}`, MEMBER_A);
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    cleanup();

    // Member A signed out; member B signs in on the same tab and starts from nothing.
    renderAt('/dashboard/exercises', MEMBER_B);
    expect(screen.queryByRole('region', { name: /^Compare/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Compare Exercise 1' }));
    expect(await screen.findByRole('region', { name: 'Compare (1/4)' })).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
    // Member A's selection is no longer kept in the tab.
    expect(window.sessionStorage.getItem(`equipped.compare.ids.${MEMBER_A}`)).toBeNull();
    cleanup();

    renderAt('/dashboard/exercises', MEMBER_B);
    fireEvent.click(screen.getByRole('link', { name: 'Sidebar link' }));
    await waitFor(() => expect(location()).toBe(`/dashboard/compare-exercises?ids=${id(1)}`));
  });
});
