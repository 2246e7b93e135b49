import { describe, expect, it } from 'vitest';
import { filterKey, type IndexQuery, requestKey } from './library-request';

// One definition of a library request (docs/architecture.md#search-index): the page cache and the filter cache key off
// it, so two requests the index answers differently never share a key, and two it answers alike do.
const BASE: Required<IndexQuery> = {
  q: 'bench press',
  equipment: ['Barbells'],
  difficulty: ['beginner'],
  muscle: ['Chest'],
  goal: ['strength'],
  availableEquipment: ['Dumbbells', 'Bodyweight'],
  samplesOnly: false,
  sort: 'name',
  dir: 'asc',
  page: 1,
  pageSize: 12,
  exact: false,
};

/** For every field of a request, a value that differs from BASE's: a request with it must key differently. */
const OTHER: { [K in keyof Required<IndexQuery>]: Array<IndexQuery[K]> } = {
  q: ['bench', 'bench press dumbbell'],
  equipment: [[], ['Barbells', 'Dumbbells'], ['Dumbbells']],
  difficulty: [[], ['advanced']],
  muscle: [[], ['Back']],
  goal: [[], ['hypertrophy']],
  availableEquipment: [undefined, [], ['Dumbbells', 'Bodyweight', 'Cable Machine']],
  samplesOnly: [true],
  sort: [undefined, 'difficulty'],
  dir: ['desc'],
  page: [2],
  pageSize: [0, 24],
  exact: [true],
};
const FILTERS = new Set(['equipment', 'difficulty', 'muscle', 'goal', 'availableEquipment', 'samplesOnly']);

describe('library request keys', () => {
  it('differ when any one field differs, and the filter key exactly when a filter does', () => {
    for (const field of Object.keys(OTHER) as Array<keyof IndexQuery>) {
      for (const value of OTHER[field]) {
        const changed = { ...BASE, [field]: value } as IndexQuery;
        expect(requestKey(changed), `${field} = ${JSON.stringify(value)}`).not.toBe(requestKey(BASE));
        expect(filterKey(changed) !== filterKey(BASE), `filter key, ${field}`).toBe(FILTERS.has(field));
      }
    }
  });

  it('covers every field of a request (the table above names each one)', () => {
    expect(Object.keys(OTHER).sort()).toEqual(Object.keys(BASE).sort());
  });

  it('are the same for requests the index answers alike: set order and repeats, case and spacing, a direction without a sort', () => {
    const same: IndexQuery = {
      ...BASE,
      q: '  Bench   PRESS ',
      equipment: ['Barbells', 'Barbells'],
      availableEquipment: ['Bodyweight', 'Dumbbells'],
    };
    expect(requestKey(same)).toBe(requestKey(BASE));
    const unsorted = { ...BASE, sort: undefined };
    expect(requestKey({ ...unsorted, dir: 'desc' })).toBe(requestKey(unsorted));
  });
});
