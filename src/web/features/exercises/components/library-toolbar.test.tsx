// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUpRender, LocationProbe, renderAtRoute } from '@/test-support/render-at-route';
import { useLibraryParams } from '../hooks/use-library-params';
import { LibraryToolbar } from './library-toolbar';

/** The API's equipment list: taxonomy items out of order, and a legacy name the taxonomy lacks. */
const EQUIPMENT = ['Barbells', 'Bodyweight', 'Cable Machine', 'Dumbbells', 'Flat Bench', 'Old Rowing Contraption', 'Treadmill'];

/** The toolbar as the library route wires it: URL state in, changes back into the URL. */
function Harness() {
  const { params, update } = useLibraryParams();
  return (
    <>
      <LibraryToolbar params={params} onChange={update} onOpenExercise={() => {}} />
      <LocationProbe />
    </>
  );
}

const search = () => screen.getByTestId('location').textContent;
const renderToolbar = (url = '/dashboard/exercises') => renderAtRoute(url, { '/dashboard/exercises': <Harness /> });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/exercises/equipment') return Response.json({ items: EQUIPMENT });
      return Response.json({ error: { code: 'NOT_FOUND', message: 'nope' } }, { status: 404 });
    }),
  );
});
afterEach(cleanUpRender);

describe('the library goal filter (docs/product.md#training-vocabulary)', () => {
  it('offers the training goals, capitalised, and keeps the chosen ones in the URL', async () => {
    renderToolbar();
    fireEvent.click(screen.getByRole('button', { name: /^Goal/ }));
    const popover = await screen.findByRole('dialog', { name: 'Goal filter' });
    const boxes = within(popover).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Strength',
      'Hypertrophy',
      'Endurance',
      'Power',
      'Mobility',
      'Conditioning',
    ]);
    fireEvent.click(within(popover).getByRole('checkbox', { name: 'Power' }));
    await waitFor(() => expect(search()).toBe('?goal=power'));
    fireEvent.click(within(popover).getByRole('checkbox', { name: 'Strength' }));
    // Vocabulary order whatever the order of the clicks.
    await waitFor(() => expect(search()).toBe('?goal=strength&goal=power'));
    expect(within(popover).getByRole('checkbox', { name: 'Strength' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: /^Goal/ }).textContent).toContain('2 selected');
  });

  it('shows a chosen goal as a removable chip and clears it with the other filters', async () => {
    renderToolbar('/dashboard/exercises?muscle=Chest&goal=hypertrophy&goal=bogus&page=2');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove filter Chest', 'Remove filter Hypertrophy']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter Hypertrophy' }));
    await waitFor(() => expect(search()).toBe('?muscle=Chest'));

    cleanUpRender();
    renderToolbar('/dashboard/exercises?goal=endurance&equipment=Dumbbells');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(search()).toBe(''));
  });
});

describe('the library equipment filter, grouped (docs/product.md#equipment-taxonomy)', () => {
  it('lists the items under the taxonomy groups in taxonomy order, unknown ones last, empty groups hidden', async () => {
    renderToolbar('/dashboard/exercises?equipment=Sandbag');
    fireEvent.click(screen.getByRole('button', { name: /^Equipment/ }));
    const popover = await screen.findByRole('dialog', { name: 'Equipment filter' });
    await waitFor(() => expect(within(popover).getAllByRole('list')).toHaveLength(6));
    const heading = (list: HTMLElement) => document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent;
    const labels = (list: HTMLElement) =>
      within(list)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent);
    const groups = within(popover)
      .getAllByRole('list')
      .map((list) => [heading(list), labels(list)]);
    expect(groups).toEqual([
      ['Free weights', ['Barbells', 'Dumbbells']],
      ['Racks & benches', ['Flat Bench']],
      ['Machines', ['Cable Machine']],
      ['Cardio', ['Treadmill']],
      ['No equipment', ['Bodyweight']],
      // The API's legacy name, and the URL's choice the list lacks, so it can be unticked.
      ['Other equipment', ['Old Rowing Contraption', 'Sandbag']],
    ]);
    // Each group is a list named by its heading.
    expect(within(popover).getByRole('list', { name: 'Machines' })).toBeTruthy();
    expect(within(popover).queryByText('Small gear')).toBeNull();
  });

  it('is worked with the keyboard: every box, in every group, is a button in the Tab order', async () => {
    renderToolbar();
    const trigger = screen.getByRole('button', { name: /^Equipment/ });
    // Enter or Space on a button is its click (jsdom has no key-to-click default action).
    fireEvent.click(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Equipment filter' });
    const bench = await within(popover).findByRole('checkbox', { name: 'Flat Bench' });
    // Every box is a focusable button in document order (Radix Checkbox), so Tab walks from group to group.
    const boxes = within(popover).getAllByRole('checkbox');
    expect(boxes.every((box) => box.tagName === 'BUTTON' && !box.hasAttribute('tabindex'))).toBe(true);
    bench.focus();
    expect(document.activeElement).toBe(bench);
    // Space on the focused box is its click.
    fireEvent.click(bench);
    await waitFor(() => expect(search()).toBe('?equipment=Flat+Bench'));
  });
});

describe('the body-map muscle filter (docs/product.md#library)', () => {
  it('toggles the muscle of a region pressed with Enter or Space, highlights chosen muscles and groups, names each by muscle and group', async () => {
    renderToolbar('/dashboard/exercises?muscle=Legs');
    fireEvent.click(screen.getByRole('button', { name: 'Choose on the body map' }));
    const dialog = await screen.findByRole('dialog', { name: 'Muscles on the body map' });
    const map = await within(dialog).findByRole('group', { name: 'Body map: filter by muscle' });
    // A group chosen in the menu highlights all its muscles.
    for (const name of ['Glutes, in Legs', 'Hamstrings, in Legs', 'Calves, in Legs']) {
      expect(within(map).getByRole('button', { name }).getAttribute('aria-pressed'), name).toBe('true');
    }
    expect(within(map).getByRole('button', { name: 'Chest, in Chest' }).getAttribute('aria-pressed')).toBe('false');

    const biceps = within(map).getByRole('button', { name: 'Biceps, in Arms' });
    biceps.focus();
    fireEvent.keyDown(biceps, { key: 'Enter' });
    await waitFor(() => expect(search()).toBe('?muscle=Legs&muscle=Biceps'));
    // Biceps alone is highlighted, not the rest of Arms.
    expect(biceps.getAttribute('aria-pressed')).toBe('true');
    expect(biceps.getAttribute('data-tone')).toBe('primary');
    expect(within(map).getByRole('button', { name: 'Triceps, in Arms' }).getAttribute('aria-pressed')).toBe('false');

    // Space on it again takes it off.
    fireEvent.keyDown(within(map).getByRole('button', { name: 'Biceps, in Arms' }), { key: ' ' });
    await waitFor(() => expect(search()).toBe('?muscle=Legs'));

    // A click works as well; the Muscle filter shows the same choice, the muscle ticked under its group.
    fireEvent.click(within(map).getByRole('button', { name: 'Rear Delts, in Shoulders' }));
    await waitFor(() => expect(search()).toBe('?muscle=Legs&muscle=Rear+Delts'));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const muscle = screen.getByRole('button', { name: /^Muscle/ });
    expect(muscle.textContent).toContain('2 selected');
    fireEvent.click(muscle);
    const menu = await screen.findByRole('dialog', { name: 'Muscle filter' });
    const shoulders = within(menu).getByRole('list', { name: 'Shoulders' });
    expect(within(shoulders).getByRole('checkbox', { name: 'Rear Delts' }).getAttribute('aria-checked')).toBe('true');
    expect(within(shoulders).getByRole('checkbox', { name: 'All shoulders' }).getAttribute('aria-checked')).toBe('false');
    expect(
      within(within(menu).getByRole('list', { name: 'Legs' }))
        .getByRole('checkbox', { name: 'All legs' })
        .getAttribute('aria-checked'),
    ).toBe('true');
  });
});
