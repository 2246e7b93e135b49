import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from './typo-corrections';

describe('typo corrections (docs/product.md#search typo tolerance)', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('squat', 'squat')).toBe(0);
    expect(editDistance('sqaut', 'squat')).toBe(1);
    expect(editDistance('dumbel', 'dumbbell')).toBe(2);
    expect(editDistance('curl', 'press', 1)).toBe(2);
  });

  it('allows more edits for longer words, none under 4 letters', () => {
    expect([3, 4, 5, 6, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});
