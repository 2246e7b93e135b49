import { describe, expect, it } from 'vitest';
import { DIFFICULTY_LEVELS, difficultyRank, formatDifficulty, isDifficultyLevel } from './difficulty';

describe('difficulty (docs/product.md#data, docs/product.md#limits)', () => {
  it('ranks beginner 1, intermediate 2, advanced 3', () => {
    expect(DIFFICULTY_LEVELS.map((level) => difficultyRank[level])).toEqual([1, 2, 3]);
  });

  it('shows the level capitalised', () => {
    expect(DIFFICULTY_LEVELS.map(formatDifficulty)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
  });

  it('recognises stored values only', () => {
    expect(isDifficultyLevel('advanced')).toBe(true);
    expect(isDifficultyLevel('Advanced')).toBe(false);
    expect(isDifficultyLevel('expert')).toBe(false);
  });
});
