import { describe, expect, it } from 'vitest';
import { summarizeComparison } from './compare-summary';

const ex = (equipmentType: string, difficultyLevel: 'beginner' | 'intermediate' | 'advanced', targetMuscleGroups: string) => ({
  equipmentType,
  difficultyLevel,
  targetMuscleGroups,
});

describe('summarizeComparison (docs/product.md#compare)', () => {
  it('lists distinct equipment types in selection order', () => {
    const summary = summarizeComparison([
      ex('Barbells', 'beginner', 'Chest'),
      ex('Dumbbells', 'beginner', 'Chest'),
      ex('Barbells', 'advanced', 'Back'),
    ]);
    expect(summary.equipmentTypes).toEqual(['Barbells', 'Dumbbells']);
  });

  it('lists distinct difficulty levels, easiest first', () => {
    const summary = summarizeComparison([ex('A', 'advanced', 'x'), ex('B', 'beginner', 'x'), ex('C', 'advanced', 'x')]);
    expect(summary.difficultyLevels).toEqual(['beginner', 'advanced']);
  });

  it('takes the first 3 distinct lowercase muscle terms across all exercises, not an intersection', () => {
    const summary = summarizeComparison([ex('A', 'beginner', 'Chest, Triceps'), ex('B', 'beginner', ' chest ,Shoulders, Core')]);
    expect(summary.commonMuscles).toEqual(['chest', 'triceps', 'shoulders']);
  });

  it('ignores empty terms and shows fewer than 3 when there are fewer', () => {
    const summary = summarizeComparison([ex('A', 'beginner', 'Glutes,,'), ex('B', 'beginner', 'GLUTES')]);
    expect(summary.commonMuscles).toEqual(['glutes']);
  });
});
