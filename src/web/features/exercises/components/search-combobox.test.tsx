// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUpRender, LocationProbe, renderAtRoute } from '@/test-support/render-at-route';
import { useLibraryParams } from '../hooks/use-library-params';
import { LibraryToolbar } from './library-toolbar';

const ENTRIES = [
  { id: 'a', exerciseName: 'Barbell Bench Press', equipmentType: 'Barbells' },
  { id: 'b', exerciseName: 'Dumbbell Bench Press', equipmentType: 'Dumbbells' },
  { id: 'c', exerciseName: 'Incline Bench Press', equipmentType: 'Barbells' },
];

const onOpenExercise = vi.fn();
const fetchMock = vi.fn(async (input: string) => {
  const url = new URL(input, 'http://localhost');
  if (url.pathname === '/api/exercises/equipment') return Response.json({ items: [] });
  if (url.pathname === '/api/exercises/autocomplete') {
    const q = url.searchParams.get('q') ?? '';
    return Response.json({ items: q.startsWith('ben') ? ENTRIES : [], correctedQuery: null });
  }
  return Response.json({ error: { code: 'NOT_FOUND', message: 'nope' } }, { status: 404 });
});

function Harness() {
  const { params, update } = useLibraryParams();
  return (
    <>
      <LibraryToolbar params={params} onChange={update} onOpenExercise={onOpenExercise} />
      <LocationProbe />
      <button type="button">Elsewhere</button>
    </>
  );
}

const renderToolbar = (url = '/dashboard/exercises') => renderAtRoute(url, { '/dashboard/exercises': <Harness /> });
const search = () => screen.getByTestId('location').textContent;
const autocompleteRequests = () =>
  fetchMock.mock.calls.map(([input]) => new URL(input, 'http://localhost')).filter((url) => url.pathname === '/api/exercises/autocomplete');

/** Types `text` into the search box and waits for the autocomplete popup. */
async function typeAndWaitForAutocomplete(text: string) {
  const box = screen.getByRole('combobox', { name: 'Search exercises' });
  box.focus();
  fireEvent.change(box, { target: { value: text } });
  const listbox = await screen.findByRole('listbox', { name: 'Exercise suggestions' });
  return { box, listbox };
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(cleanUpRender);

describe('search autocomplete, an ARIA combobox (docs/product.md#search)', () => {
  it('is a collapsed combobox with no popup and no request for empty text', async () => {
    renderToolbar();
    const box = screen.getByRole('combobox', { name: 'Search exercises' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    // aria-controls names the (hidden) listbox.
    expect(document.getElementById(box.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box, { target: { value: '   ' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(autocompleteRequests()).toHaveLength(0);
  });

  it('fetches once typing pauses and lists the names with their equipment, the typed words marked', async () => {
    renderToolbar();
    const { box, listbox } = await typeAndWaitForAutocomplete('bench');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Barbell Bench Press, Barbells',
      'Dumbbell Bench Press, Dumbbells',
      'Incline Bench Press, Barbells',
    ]);
    expect(options[0]!.querySelector('mark')?.textContent).toBe('Bench');
    expect(options.every((option) => option.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(autocompleteRequests().map((url) => url.searchParams.get('q'))).toEqual(['bench']);
  });

  it('moves with ArrowDown and ArrowUp (wrapping) and opens the active entry with Enter', async () => {
    renderToolbar();
    const { box, listbox } = await typeAndWaitForAutocomplete('bench');
    const options = () => within(listbox).getAllByRole('option');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    // Up from the first wraps to the last.
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    expect(options()[2]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onOpenExercise).toHaveBeenCalledWith(ENTRIES[0]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    // ArrowDown reopens the popup on the first entry.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(within(screen.getByRole('listbox')).getAllByRole('option')[0]!.id);
  });

  it('searches at once with Enter when no entry is active, and keeps the results following the typing', async () => {
    renderToolbar();
    const { box } = await typeAndWaitForAutocomplete('bench');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(search()).toBe('?q=bench');
    expect(onOpenExercise).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();

    // Typing on still updates the library after the debounce, without Enter.
    fireEvent.change(box, { target: { value: 'bench press' } });
    await waitFor(() => expect(search()).toBe('?q=bench+press'));
  });

  it('closes with Escape without clearing the text, and on a click outside', async () => {
    renderToolbar();
    const { box } = await typeAndWaitForAutocomplete('bench');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);
    expect((box as HTMLInputElement).value).toBe('bench');

    fireEvent.change(box, { target: { value: 'bench ' } });
    await screen.findByRole('listbox');
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('listbox')).toBeNull();

    // Focus moving to the clear button keeps it open; focus leaving the field altogether closes it.
    fireEvent.change(box, { target: { value: 'bench' } });
    await screen.findByRole('listbox');
    const clear = screen.getByRole('button', { name: 'Clear search' });
    fireEvent.blur(box, { relatedTarget: clear });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.blur(clear, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps keyboard focus in the field when Clear search empties it', () => {
    renderToolbar();
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'bench' } });
    const clear = screen.getByRole('button', { name: 'Clear search' });
    clear.focus();
    fireEvent.click(clear);
    expect((box as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    expect(document.activeElement).toBe(box);
  });

  it('opens an entry clicked, and a press inside the popup does not close it first', async () => {
    renderToolbar();
    const { listbox } = await typeAndWaitForAutocomplete('bench');
    const second = within(listbox).getAllByRole('option')[1]!;
    fireEvent.mouseDown(second);
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.click(second);
    expect(onOpenExercise).toHaveBeenCalledWith(ENTRIES[1]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows no popup when nothing is offered', async () => {
    renderToolbar();
    const box = screen.getByRole('combobox', { name: 'Search exercises' });
    box.focus();
    fireEvent.change(box, { target: { value: 'zzz' } });
    await waitFor(() => expect(autocompleteRequests()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
