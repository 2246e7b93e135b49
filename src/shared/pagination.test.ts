import { describe, expect, it } from 'vitest';
import { pageNumbers, totalPages } from './pagination';

describe('pageNumbers (docs/product.md#limits: at most 5, centred on the current page)', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [6, 10, [4, 5, 6, 7, 8]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [5, 5, [1, 2, 3, 4, 5]],
    [3, 6, [1, 2, 3, 4, 5]],
    [4, 6, [2, 3, 4, 5, 6]],
  ])('page %i of %i → %j', (current, pages, expected) => {
    expect(pageNumbers(current, pages)).toEqual(expected);
  });

  it('clamps a current page outside the range', () => {
    expect(pageNumbers(0, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(99, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageNumbers(1, 0)).toEqual([1]);
  });

  it('honours another width', () => {
    expect(pageNumbers(6, 10, 3)).toEqual([5, 6, 7]);
  });
});

describe('totalPages', () => {
  it('rounds up and is at least 1', () => {
    expect(totalPages(0, 12)).toBe(1);
    expect(totalPages(12, 12)).toBe(1);
    expect(totalPages(13, 12)).toBe(2);
    expect(totalPages(873, 12)).toBe(73);
  });

  it('refuses a page size that is not positive', () => {
    expect(() => totalPages(10, 0)).toThrow(RangeError);
  });
});
