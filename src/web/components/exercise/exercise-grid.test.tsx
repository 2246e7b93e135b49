// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { exerciseFixture } from '@/test-support/exercise-fixture';
import { ExerciseGrid } from './exercise-grid';

const exercise = (n: number, muscles = 'Chest'): Exercise =>
  exerciseFixture(n, { equipmentType: 'Dumbbells', targetMuscleGroups: muscles, description: 'Do it well.' });

afterEach(cleanup);

describe('ExerciseGrid', () => {
  it('places the between-cards content after every 4th card but never after the last (docs/product.md#limits banner seam)', () => {
    const items = Array.from({ length: 8 }, (_, i) => exercise(i + 1));
    render(
      <ExerciseGrid
        exercises={items}
        onViewDetails={() => {}}
        renderBetweenCards={(index) => ((index + 1) % 4 === 0 ? <p>Ad after {index + 1}</p> : null)}
      />,
    );
    expect(screen.getByText('Ad after 4')).toBeTruthy();
    // The 8th card is the last one: nothing follows it.
    expect(screen.queryByText('Ad after 8')).toBeNull();
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('Ad'))).toHaveLength(1);
  });

  it('shows three target muscles and "+N more" on a card (docs/product.md#limits)', () => {
    render(<ExerciseGrid exercises={[exercise(1, 'Quadriceps, Glutes, Hamstrings, Calves, Core')]} onViewDetails={() => {}} />);
    const card = screen.getByRole('article', { name: 'Exercise 1' });
    const muscles = within(card).getByRole('list', { name: 'Target muscles' });
    // '+2 more' shares the last muscle's item, so a wrap never leaves it alone on a line.
    expect(
      within(muscles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Quadriceps', 'Glutes', 'Hamstrings +2 more']);
    expect(within(card).getByText('Beginner')).toBeTruthy();
  });
});

describe('ExerciseGrid highlighting (docs/product.md#search)', () => {
  it('marks the matched words in the card names and keeps each card named by the whole name', () => {
    const items = [
      { ...exercise(1), exerciseName: 'Romanian Deadlift' },
      { ...exercise(2), exerciseName: 'Lat Pulldown' },
      { ...exercise(3), exerciseName: 'Plank' },
    ];
    render(<ExerciseGrid exercises={items} onViewDetails={() => {}} highlightTerms={['romanian', 'deadlift', 'down']} />);
    const marks = (name: string) =>
      Array.from(screen.getByRole('article', { name }).querySelectorAll('h2 mark')).map((mark) => mark.textContent);
    expect(marks('Romanian Deadlift')).toEqual(['Romanian', 'Deadlift']);
    expect(marks('Lat Pulldown')).toEqual(['down']);
    expect(marks('Plank')).toEqual([]);
  });

  it('shows plain names without terms', () => {
    render(<ExerciseGrid exercises={[exercise(1)]} onViewDetails={() => {}} />);
    expect(document.querySelector('mark')).toBeNull();
  });
});
