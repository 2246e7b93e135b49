import { describe, expect, it } from 'vitest';
import { addToSelection, compareHref, parseCompareIds, removeFromSelection, toCompareSearch } from './compare-selection';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const parse = (query: string) => parseCompareIds(new URLSearchParams(query));

describe('parseCompareIds (the selection in the URL)', () => {
  it('reads comma-separated ids in order', () => {
    expect(parse(`ids=${id(3)},${id(1)}`)).toEqual([id(3), id(1)]);
  });

  it('also reads repeated ids= parameters and escaped commas', () => {
    expect(parse(`ids=${id(1)}&ids=${id(2)}%2C${id(3)}`)).toEqual([id(1), id(2), id(3)]);
  });

  it('drops duplicates (case-insensitively), blanks and values that are not uuids', () => {
    expect(parse(`ids=${id(1)},,${id(1).toUpperCase()}, not-a-uuid ,${id(2)},'; drop table`)).toEqual([id(1), id(2)]);
  });

  it('keeps at most 4 exercises (docs/product.md#limits)', () => {
    expect(parse(`ids=${[1, 2, 3, 4, 5, 6].map(id).join(',')}`)).toEqual([id(1), id(2), id(3), id(4)]);
  });

  it('is empty without the parameter', () => {
    expect(parse('')).toEqual([]);
    expect(parse('q=bench')).toEqual([]);
  });
});

describe('toCompareSearch / compareHref', () => {
  it('writes one comma-separated parameter that parses back to the same selection', () => {
    const ids = [id(2), id(1)];
    expect(toCompareSearch(ids)).toBe(`ids=${id(2)},${id(1)}`);
    expect(parse(toCompareSearch(ids))).toEqual(ids);
    expect(compareHref(ids)).toBe(`/dashboard/compare-exercises?ids=${id(2)},${id(1)}`);
  });

  it('leaves the query out when nothing is selected', () => {
    expect(toCompareSearch([])).toBe('');
    expect(compareHref([])).toBe('/dashboard/compare-exercises');
  });
});

describe('addToSelection (docs/product.md#compare)', () => {
  it('adds at the end', () => {
    expect(addToSelection([id(1)], id(2))).toEqual({ ok: true, ids: [id(1), id(2)] });
  });

  it('refuses a fifth exercise: Limit Reached', () => {
    expect(addToSelection([1, 2, 3, 4].map(id), id(5))).toEqual({ ok: false, reason: 'limit' });
  });

  it('refuses an exercise already selected: Already Added (even at the limit)', () => {
    expect(addToSelection([id(1), id(2)], id(2))).toEqual({ ok: false, reason: 'duplicate' });
    expect(addToSelection([1, 2, 3, 4].map(id), id(4).toUpperCase())).toEqual({ ok: false, reason: 'duplicate' });
  });
});

describe('removeFromSelection', () => {
  it('removes one exercise and keeps the order of the rest', () => {
    expect(removeFromSelection([id(1), id(2), id(3)], id(2))).toEqual([id(1), id(3)]);
  });
});
