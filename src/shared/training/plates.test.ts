import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATES, platesPerSide } from './plates';

describe('platesPerSide', () => {
  it('loads 100 kg on a 20 kg bar as 25 + 15 a side, and 225 lb on a 45 lb bar as two 45s', () => {
    expect(platesPerSide(100, 20, DEFAULT_PLATES.kg)).toEqual({ perSide: [25, 15], total: 100, exact: true });
    expect(platesPerSide(225, 45, DEFAULT_PLATES.lb)).toEqual({ perSide: [45, 45], total: 225, exact: true });
    expect(platesPerSide(62.5, 20, DEFAULT_PLATES.kg)).toEqual({ perSide: [20, 1.25], total: 62.5, exact: true });
  });

  it('finds the fewest plates where taking the heaviest first fails', () => {
    expect(platesPerSide(60, 20, [15, 10])).toEqual({ perSide: [10, 10], total: 60, exact: true });
  });

  it('says the heaviest load under a weight no plates make, and the bar alone at or under its weight', () => {
    expect(platesPerSide(63, 20, DEFAULT_PLATES.kg)).toEqual({ perSide: [20, 1.25], total: 62.5, exact: false });
    expect(platesPerSide(20, 20, DEFAULT_PLATES.kg)).toEqual({ perSide: [], total: 20, exact: true });
    expect(platesPerSide(15, 20, DEFAULT_PLATES.kg)).toEqual({ perSide: [], total: 20, exact: false });
    expect(platesPerSide(100, 20, [])).toEqual({ perSide: [], total: 20, exact: false });
  });

  it('never loads more than asked, and the plates add up to the load it says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4000 }).map((quarter) => quarter / 4),
        fc.constantFrom(0, 15, 20),
        fc.subarray([25, 20, 15, 10, 5, 2.5, 1.25, 0.5], { minLength: 1 }),
        (total, bar, plates) => {
          const load = platesPerSide(total, bar, plates);
          expect(load.total).toBeCloseTo(bar + 2 * load.perSide.reduce((sum, plate) => sum + plate, 0), 6);
          if (total >= bar) expect(load.total).toBeLessThanOrEqual(total + 1e-9);
          for (const plate of load.perSide) expect(plates).toContain(plate);
        },
      ),
      { numRuns: 200 },
    );
  });
});
