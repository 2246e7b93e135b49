import { describe, expect, it } from 'vitest';
import { exercisesFoundLabel } from './admin-messages';

describe("the Admin Dashboard's count (docs/product.md#admin)", () => {
  it('says exercises, and exercise for one', () => {
    expect([0, 1, 2, 1026].map(exercisesFoundLabel)).toEqual([
      '0 exercises found',
      '1 exercise found',
      '2 exercises found',
      '1026 exercises found',
    ]);
  });
});
