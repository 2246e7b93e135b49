// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import { withoutCuratedModel } from '@/test-support/exercise-fixture';
import { ComparisonCard } from './comparison-card';

afterEach(cleanup);

const exercise = (overrides: Partial<Exercise> = {}): Exercise => ({
  id: '00000000-0000-4000-8000-000000000001',
  exerciseName: 'Romanian Deadlift',
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

describe('ComparisonCard muscle map (docs/product.md#muscle-map)', () => {
  it('draws the recorded primary and secondary muscles when the exercise has them', () => {
    const { getByRole } = render(
      <ComparisonCard
        exercise={exercise({ primaryMuscles: ['Hamstrings', 'Glutes'], secondaryMuscles: ['Lower Back', 'Forearms'] })}
        onRemove={() => {}}
      />,
    );
    const card = getByRole('article', { name: 'Romanian Deadlift' });
    expect(
      within(card).getByRole('img', { name: 'Muscles worked — primary: Hamstrings, Glutes; secondary: Lower Back, Forearms' }),
    ).toBeTruthy();
  });

  it('reads the target muscles text for an exercise without the lists', () => {
    const { getByRole } = render(<ComparisonCard exercise={exercise()} onRemove={() => {}} />);
    expect(getByRole('img', { name: 'Muscles worked — primary: Hamstrings; secondary: Glutes, Lower Back' })).toBeTruthy();
  });
});
