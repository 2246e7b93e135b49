// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, useDebouncedSearch } from './use-debounced-search';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** The hook under an owner that applies each commit only when the test says so (a render late, as under load). */
function renderWithLateOwner(initial = '') {
  const commits: string[] = [];
  const commit = (value: string) => commits.push(value);
  const view = renderHook(({ committed }) => useDebouncedSearch(committed, commit), { initialProps: { committed: initial } });
  return { view, commits, type: (text: string) => act(() => view.result.current[1](text)) };
}

describe('useDebouncedSearch', () => {
  it('commits the text once typing has paused', () => {
    const { commits, type } = renderWithLateOwner();
    type('pull up');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(commits).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(commits).toEqual(['pull up']);
  });

  it('keeps newer text when its own older commit is applied late', () => {
    const { view, commits, type } = renderWithLateOwner();
    type('dumbbell bench');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commits).toEqual(['dumbbell bench']);
    type('pull up');
    view.rerender({ committed: 'dumbbell bench' });
    expect(view.result.current[0]).toBe('pull up');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commits).toEqual(['dumbbell bench', 'pull up']);
  });

  it('follows a committed value changed from elsewhere (Back, Clear All Filters)', () => {
    const { view, type } = renderWithLateOwner();
    type('squat');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    view.rerender({ committed: 'squat' });
    view.rerender({ committed: '' });
    expect(view.result.current[0]).toBe('');
    view.rerender({ committed: 'squat' });
    expect(view.result.current[0]).toBe('squat');
  });
});
