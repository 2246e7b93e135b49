import { describe, expect, it } from 'vitest';
import { HEAP_WARNING_SHARE, heapBudget } from './heap-budget';

describe('heapBudget (decision 0022)', () => {
  const limit = 512 * 1_048_576;

  it('reports the heap in MB and calls it tight only past the warning share of the limit', () => {
    expect(heapBudget({ used_heap_size: 200 * 1_048_576, heap_size_limit: limit })).toEqual({ usedMb: 200, limitMb: 512, tight: false });
    expect(heapBudget({ used_heap_size: Math.ceil(HEAP_WARNING_SHARE * limit) + 1, heap_size_limit: limit }).tight).toBe(true);
  });

  it('reads this process when given nothing', () => {
    const here = heapBudget();
    expect(here.limitMb).toBeGreaterThan(here.usedMb);
  });
});
