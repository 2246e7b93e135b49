import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from './typo-corrections';

describe('typo corrections (docs/product.md#search typo tolerance)', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('squat', 'squat')).toBe(0);
    expect(editDistance('sqaut', 'squat')).toBe(1);
    expect(editDistance('dumbel', 'dumbbell')).toBe(2);
    expect(editDistance('curl', 'press', 1)).toBe(2);
  });

  it('answers within a limit exactly as the full table does, capped at limit + 1, and reads a prefix of b when asked', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const word = () => Array.from({ length: 1 + Math.floor(random() * 9) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    for (let round = 0; round < 2_000; round += 1) {
      const [a, b, limit] = [word(), word(), Math.floor(random() * 4)];
      const full = editDistance(a, b);
      expect(editDistance(a, b, limit), `${a} ${b} ${limit}`).toBe(Math.min(full, limit + 1));
      const length = Math.floor(random() * (b.length + 1));
      expect(editDistance(a, b, limit, length), `${a} ${b.slice(0, length)} ${limit}`).toBe(
        Math.min(editDistance(a, b.slice(0, length)), limit + 1),
      );
    }
  });

  it('allows more edits for longer words, none under 4 letters', () => {
    expect([3, 4, 5, 6, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });
});
