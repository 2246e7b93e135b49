// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { withoutCuratedModel } from '@/test-support/exercise-fixture';
import { ComparisonTable } from './comparison-table';

afterEach(cleanup);

const exercise = (n: number, overrides: Partial<Exercise> = {}): Exercise => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  exerciseName: `Exercise ${n}`,
  equipmentType: 'Barbells',
  targetMuscleGroups: 'Hamstrings, Glutes, Lower Back',
  description: 'Hinge at the hips.',
  difficultyLevel: 'intermediate',
  pros: null,
  cons: null,
  tags: [],
  videoUrl: null,
  isSample: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...withoutCuratedModel('Barbells'),
  ...overrides,
});

function renderTable(exercises: Exercise[], onRemove = vi.fn()) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ComparisonTable exercises={exercises} onRemove={onRemove} />
    </QueryClientProvider>,
  );
  return { onRemove };
}

/** The cells of the row labelled `label`, one per exercise. */
const rowCells = (label: string) => {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${label}`) });
  const valueRow = header.closest('tbody')!.querySelectorAll('tr')[1]!;
  return [...valueRow.querySelectorAll('td')];
};

describe('ComparisonTable (docs/product.md#compare)', () => {
  it('names each exercise in a column header and holds one cell per exercise in every row, in one scrollable region', () => {
    renderTable([exercise(1), exercise(2, { difficultyLevel: 'beginner' })]);
    const region = screen.getByRole('region', { name: 'Comparison of 2 exercises' });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Exercise 1', 'Exercise 2']);
    expect(rowCells('Difficulty').map((td) => td.textContent)).toEqual(['Intermediate', 'Beginner']);
    // Each cell is tied to its exercise's column and its row's label.
    const [first] = rowCells('Difficulty');
    const [columnId, rowId] = first!.getAttribute('headers')!.split(' ');
    expect(document.getElementById(columnId!)!.textContent).toBe('Exercise 1');
    expect(document.getElementById(rowId!)!.textContent).toBe('Difficulty');
  });

  it('lists every required equipment group and what only helps, highlighting what not every exercise shares', () => {
    renderTable([
      exercise(1, { requiredEquipment: [['Barbells'], ['Flat Bench', 'Adjustable Bench']], optionalEquipment: ['Weight Plates'] }),
      exercise(2, { equipmentType: 'Dumbbells', requiredEquipment: [['Dumbbells'], ['Flat Bench', 'Adjustable Bench']] }),
    ]);
    const [first, second] = rowCells('Equipment');
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Barbells', 'Flat Bench or Adjustable Bench']);
    expect(within(second!).getByText('Dumbbells').hasAttribute('data-differs')).toBe(true);
    expect(within(second!).getByText('Flat Bench or Adjustable Bench').hasAttribute('data-differs')).toBe(false);
    expect(within(rowCells('Helpful Equipment')[0]!).getByText('Weight Plates')).toBeTruthy();
    expect(within(rowCells('Helpful Equipment')[1]!).getByText('None listed')).toBeTruthy();
  });

  it('says which rows are the same for all, and Show only differences hides them', () => {
    renderTable([exercise(1), exercise(2, { difficultyLevel: 'beginner' })]);
    expect(screen.getByRole('rowheader', { name: 'Mechanic Same for all' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show only differences' }));
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Difficulty']);
  });

  it('offers no differences switch for a single exercise, and removes an exercise from its column header', () => {
    const { onRemove } = renderTable([exercise(1)]);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByText('Same for all')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Exercise 1 from comparison' }));
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: exercise(1).id }));
  });

  it('draws the recorded primary and secondary muscles on the muscle map, else reads the target muscles text', () => {
    renderTable([exercise(1, { primaryMuscles: ['Hamstrings', 'Glutes'], secondaryMuscles: ['Lower Back', 'Forearms'] }), exercise(2)]);
    const [first, second] = rowCells('Muscle Map');
    expect(
      within(first!).getByRole('img', { name: 'Muscles worked — primary: Hamstrings, Glutes; secondary: Lower Back, Forearms' }),
    ).toBeTruthy();
    expect(within(second!).getByRole('img', { name: 'Muscles worked — primary: Hamstrings; secondary: Glutes, Lower Back' })).toBeTruthy();
  });

  it('opens the details dialog from an exercise’s name', () => {
    renderTable([exercise(1, { requiredEquipment: [['Barbells'], ['Squat Rack']] })]);
    fireEvent.click(screen.getByRole('button', { name: 'Exercise 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Exercise 1' });
    expect(within(dialog).getByText('Needs: Barbells, Squat Rack')).toBeTruthy();
  });
});
