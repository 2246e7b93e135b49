import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX } from '@/shared/limits';
import {
  ALL_EQUIPMENT,
  EMPTY_LIBRARY_PARAMS,
  libraryGymId,
  changeLibraryParams,
  effectiveSort,
  isFiltered,
  parseLibraryParams,
  toLibrarySearch,
  toggleValue,
} from './library-params';
import { toExerciseQuery } from '@/web/api/get-exercises';

const parse = (query: string) => parseLibraryParams(new URLSearchParams(query));

describe('library URL state (docs/architecture.md#front-end: search, filters, sort and page live in the URL)', () => {
  it('reads every part of a shared link', () => {
    expect(
      parse(
        'q=press&equipment=Dumbbells&equipment=Cable%20Machine&difficulty=advanced&difficulty=beginner&muscle=Chest&sort=difficulty&dir=desc&page=3',
      ),
    ).toEqual({
      q: 'press',
      equipment: ['Dumbbells', 'Cable Machine'],
      difficulty: ['beginner', 'advanced'],
      muscle: ['Chest'],
      goal: [],
      sort: { key: 'difficulty', dir: 'desc' },
      page: 3,
      exact: false,
      gym: null,
    });
  });

  it("reads the gym of the view, and resolves it against the member's gyms (docs/product.md#my-gyms)", () => {
    const home = { id: '6f1c2a4e-0d7b-4c1e-9a53-2b8f0e6d1c11', isActive: true };
    const hotel = { id: '0a9e7c55-3b1d-4f2a-8e6c-7d5b4a3c2e10', isActive: false };
    expect(parse(`gym=${hotel.id.toUpperCase()}`).gym).toBe(hotel.id);
    expect(parse('gym=all').gym).toBe(ALL_EQUIPMENT);
    expect(parse('gym=constructor').gym).toBeNull();
    expect(toLibrarySearch({ ...parse('q=row'), gym: hotel.id }).toString()).toBe(`q=row&gym=${hotel.id}`);
    // The address's gym when it is the member's; all: none; absent or unknown: the active gym.
    expect(libraryGymId({ gym: hotel.id }, [home, hotel])).toBe(hotel.id);
    expect(libraryGymId({ gym: ALL_EQUIPMENT }, [home, hotel])).toBeNull();
    expect(libraryGymId({ gym: null }, [home, hotel])).toBe(home.id);
    expect(libraryGymId({ gym: '11111111-2222-4333-8444-555555555555' }, [home, hotel])).toBe(home.id);
    expect(libraryGymId({ gym: null }, [hotel])).toBeNull();
    // The API is sent an id, never 'all'.
    expect(toExerciseQuery({ ...parse(''), gym: ALL_EQUIPMENT }).gym).toBeUndefined();
    expect(toExerciseQuery({ ...parse(''), gym: home.id }).gym).toBe(home.id);
  });

  it('reads training goals in vocabulary order, drops unknown ones and sends them to the API (docs/product.md#training-vocabulary)', () => {
    const params = parse('goal=power&goal=Strength&goal=speed&goal=strength&goal=power');
    expect(params.goal).toEqual(['strength', 'power']);
    expect(toLibrarySearch(params).toString()).toBe('goal=strength&goal=power');
    expect(toExerciseQuery(params).goal).toEqual(['strength', 'power']);
    expect(isFiltered(params)).toBe(true);
    expect(changeLibraryParams({ ...params, page: 3 }, { goal: ['mobility'] })).toEqual({ ...params, goal: ['mobility'], page: 1 });
  });

  it('ignores what it does not recognise instead of breaking the page', () => {
    expect(parse('difficulty=expert&muscle=Neck&muscle=back&goal=speed&sort=rating&page=-2')).toEqual(EMPTY_LIBRARY_PARAMS);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('sort=name&dir=sideways').sort).toEqual({ key: 'name', dir: 'asc' });
  });

  it('cuts a search longer than the server accepts instead of sending one it refuses', () => {
    const long = `${'a'.repeat(SEARCH_TEXT_MAX - 1)} ${'b'.repeat(50)}`;
    expect(parse(`q=${long}`).q).toBe('a'.repeat(SEARCH_TEXT_MAX - 1));
    expect(parse(`q=${'c'.repeat(SEARCH_TEXT_MAX)}`).q).toHaveLength(SEARCH_TEXT_MAX);
  });

  it('writes defaults out of the URL and round-trips the rest', () => {
    expect(toLibrarySearch(EMPTY_LIBRARY_PARAMS).toString()).toBe('');
    const query = 'q=row&equipment=Barbells&muscle=Back&muscle=Arms&sort=name&dir=desc&page=2';
    expect(toLibrarySearch(parse(query)).toString()).toBe(query);
  });
});

describe('changeLibraryParams (docs/product.md#behaviour: the page resets to 1 on any search, filter or sort change)', () => {
  const onPage4 = { ...EMPTY_LIBRARY_PARAMS, page: 4 };
  it('resets the page when search, a filter or the sort changes', () => {
    expect(changeLibraryParams(onPage4, { q: 'squat' }).page).toBe(1);
    expect(changeLibraryParams(onPage4, { equipment: ['Power Rack'] }).page).toBe(1);
    expect(changeLibraryParams(onPage4, { sort: { key: 'difficulty', dir: 'asc' } }).page).toBe(1);
  });
  it('keeps an explicit page change', () => {
    expect(changeLibraryParams(onPage4, { page: 5 }).page).toBe(5);
  });
});

describe('effectiveSort', () => {
  it('is name ascending by default (docs/product.md#limits)', () => {
    expect(effectiveSort(EMPTY_LIBRARY_PARAMS)).toEqual({ key: 'name', dir: 'asc' });
  });
  it('is none while searching without a chosen sort: relevance order (docs/product.md#search)', () => {
    expect(effectiveSort({ ...EMPTY_LIBRARY_PARAMS, q: 'curl' })).toBeNull();
    expect(effectiveSort({ ...EMPTY_LIBRARY_PARAMS, q: 'curl', sort: { key: 'name', dir: 'desc' } })).toEqual({ key: 'name', dir: 'desc' });
  });
});

describe('isFiltered and toggleValue', () => {
  it('counts search text and filters, not the sort', () => {
    expect(isFiltered({ ...EMPTY_LIBRARY_PARAMS, sort: { key: 'difficulty', dir: 'asc' } })).toBe(false);
    expect(isFiltered({ ...EMPTY_LIBRARY_PARAMS, muscle: ['Core'] })).toBe(true);
  });
  it('adds a value once and removes it on the second toggle', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('exact search in the URL (docs/product.md#search: "Search instead for …")', () => {
  it('reads and writes exact=true only with search text, and sends it to the API', () => {
    const params = parse('q=romanain+deadlift&exact=true');
    expect(params.exact).toBe(true);
    expect(toLibrarySearch(params).toString()).toBe('q=romanain+deadlift&exact=true');
    expect(toExerciseQuery(params).exact).toBe('true');
    expect(parse('exact=true').exact).toBe(false);
    expect(parse('q=curl&exact=yes').exact).toBe(false);
    expect(toExerciseQuery(parse('q=curl')).exact).toBeUndefined();
  });

  it('keeps exact while the text stays, and drops it when the text changes', () => {
    const exact = parse('q=romanain+deadlift&exact=true');
    expect(changeLibraryParams(exact, { difficulty: ['advanced'] }).exact).toBe(true);
    expect(changeLibraryParams(exact, { q: 'romanain deadlift' }).exact).toBe(true);
    expect(changeLibraryParams(exact, { q: 'romanian deadlift' }).exact).toBe(false);
    expect(changeLibraryParams(exact, { q: '' }).exact).toBe(false);
    expect(changeLibraryParams(parse('q=curl'), { exact: true }).exact).toBe(true);
  });
});
