import { describe, expect, it, vi } from 'vitest';
import { JS_SPECIAL_NAMES } from '../../../test/fuzz-requests';
import type { Exercise } from '@/shared/schemas/exercise';
import { exerciseFixture } from '@/test-support/exercise-fixture';
import { PageScope } from './page-scope';
import { type IndexedExercise, indexOrder, type IndexQuery, SearchIndex } from './search-index';

// The in-memory search index (docs/product.md#search, decision 0020) on a small hand-made catalogue, so each rule shows.
let counter = 0;
function exercise(exerciseName: string, fields: Partial<Exercise> = {}, popularity = 3): IndexedExercise {
  counter += 1;
  return { popularity, exercise: exerciseFixture(counter, { exerciseName, ...fields }) };
}

const CATALOGUE = [
  exercise(
    'Conventional Deadlift',
    { aliases: ['Deadlift', 'BB Deadlift'], equipment: ['Deadlift Platform', 'Barbells'], equipmentType: 'Deadlift Platform' },
    5,
  ),
  exercise('Deficit Deadlift', { difficultyLevel: 'advanced' }, 2),
  exercise('Barbell Romanian Deadlift', { aliases: ['RDL'], difficultyLevel: 'intermediate' }, 4),
  exercise('Hurdle Hops', { equipmentType: 'Bodyweight', equipment: ['Bodyweight'], targetMuscleGroups: 'Legs' }),
  exercise('Lat Pulldown', { equipmentType: 'Lat Pulldown Machine', equipment: ['Lat Pulldown Machine'], isSample: true }, 5),
  exercise('Pull-Up', { equipmentType: 'Pull-Up Bar', equipment: ['Pull-Up Bar'], isSample: true, trainingGoals: ['strength'] }, 5),
  exercise('Chest-Supported Row', {
    equipmentType: 'Dumbbells',
    equipment: ['Dumbbells', 'Adjustable Bench'],
    primaryMuscles: ['Upper Back'],
  }),
  exercise(
    'Dumbbell Bench Press',
    { equipmentType: 'Dumbbells', equipment: ['Dumbbells', 'Flat Bench'], targetMuscleGroups: 'Chest', primaryMuscles: ['Chest'] },
    4,
  ),
  exercise('Barbell Back Squat', { targetMuscleGroups: 'Quadriceps, Glutes', description: 'Squat with the bar across the upper back.' }, 5),
  exercise('Squat Jerk', { targetMuscleGroups: 'Quadriceps, Shoulders', difficultyLevel: 'advanced' }, 1),
];

const QUERY: IndexQuery = {
  q: '',
  equipment: [],
  difficulty: [],
  muscle: [],
  goal: [],
  dir: 'asc',
  page: 1,
  pageSize: 12,
  exact: false,
  samplesOnly: false,
};
const index = new SearchIndex(CATALOGUE);
const search = (q: string, extra: Partial<IndexQuery> = {}) => index.search({ ...QUERY, q, ...extra });
const names = (q: string, extra: Partial<IndexQuery> = {}) => search(q, extra).items.map((item) => item.exerciseName);

describe('SearchIndex', () => {
  it('puts the staple first for a bare lift name, and an alias that is the search before names that contain it', () => {
    expect(names('deadlift')[0]).toBe('Conventional Deadlift');
    expect(names('squat')).toEqual(['Barbell Back Squat', 'Squat Jerk']);
    expect(names('rdl')[0]).toBe('Barbell Romanian Deadlift');
  });

  it('matches 2–3 letters only at the start of words, and letters inside a name word from 4 letters', () => {
    expect(names('rdl')).not.toContain('Hurdle Hops');
    expect(names('down')).toEqual(['Lat Pulldown']);
    expect(names('own')).toEqual([]);
    expect(names('pul')).toEqual(expect.arrayContaining(['Lat Pulldown', 'Pull-Up']));
  });

  it('treats plural, spacing and hyphens as the same word, and DB as dumbbell', () => {
    for (const q of ['pull up', 'pullup', 'pull-ups', 'Pullups']) expect(names(q)[0], q).toBe('Pull-Up');
    expect(names('db bench')[0]).toBe('Dumbbell Bench Press');
    expect(names('benchpress')[0]).toBe('Dumbbell Bench Press');
  });

  it('corrects a word found too rarely, says so, and searches the text as typed when asked', () => {
    const corrected = search('romanain deadlift');
    expect(corrected.correctedQuery).toBe('romanian deadlift');
    expect(corrected.items[0]?.exerciseName).toBe('Barbell Romanian Deadlift');
    expect(corrected.matchedTerms).toContain('romanian');
    const typed = search('romanain deadlift', { exact: true });
    expect(typed.correctedQuery).toBeNull();
    expect(typed.total).toBe(0);
  });

  it('reads "no equipment" and "body weight" as bodyweight', () => {
    expect(names('no equipment')).toEqual(names('bodyweight'));
    expect(names('no equipment')).toContain('Hurdle Hops');
    expect(names('hops without equipment')).toEqual(['Hurdle Hops']);
    expect(names('body weight hops')).toEqual(['Hurdle Hops']);
    // Only the whole phrase: "equipment" alone is a word like any other.
    expect(names('no')).not.toEqual(names('bodyweight'));
  });

  it('offers no correction for a rare word that is already right', () => {
    // One exercise has the word: found too rarely to stand unchecked, yet its best correction is itself.
    const rare = search('hurdle');
    expect(rare.items.map((item) => item.exerciseName)).toEqual(['Hurdle Hops']);
    expect(rare.correctedQuery).toBeNull();
    expect(search('hurdles hops').correctedQuery).toBeNull();
  });

  it('counts a muscle word in a name only where the exercise works that muscle', () => {
    expect(names('dumbbell chest')).toEqual(['Dumbbell Bench Press', 'Chest-Supported Row']);
  });

  it('applies the sample rule and every filter, and gives the exact total with paging', () => {
    expect(names('', { samplesOnly: true })).toEqual(['Lat Pulldown', 'Pull-Up']);
    expect(names('deadlift', { difficulty: ['advanced'] })).toEqual(['Deficit Deadlift']);
    expect(names('', { equipment: ['Flat Bench'] })).toEqual(['Dumbbell Bench Press']);
    expect(names('', { goal: ['strength'] })).toEqual(['Pull-Up']);
    expect(names('', { muscle: ['Chest'] })).toEqual(['Dumbbell Bench Press']);
    const paged = search('', { pageSize: 3, page: 2 });
    expect(paged.total).toBe(CATALOGUE.length);
    expect(paged.items.map((item) => item.exerciseName)).toEqual(['Conventional Deadlift', 'Deficit Deadlift', 'Dumbbell Bench Press']);
    expect(search('', { page: 99 }).items).toEqual([]);
  });

  it('finds only exercises whose required equipment is all available', () => {
    const within = (available: string[]) => names('', { availableEquipment: available });
    expect(within(['Dumbbells'])).toEqual([]);
    expect(within(['Dumbbells', 'Adjustable Bench', 'Flat Bench'])).toEqual(['Chest-Supported Row', 'Dumbbell Bench Press']);
  });

  it('passes a gym when each required group has an item in it; optional items never exclude but the equipment filter finds them', () => {
    const gymIndex = new SearchIndex([
      exercise('Deadlift', {
        equipmentType: 'Barbells',
        requiredEquipment: [['Barbells'], ['Weight Plates']],
        optionalEquipment: ['Deadlift Platform'],
      }),
      exercise('Split Squat', {
        equipmentType: 'Dumbbells',
        requiredEquipment: [['Dumbbells'], ['Flat Bench', 'Adjustable Bench', 'Plyo Box']],
      }),
      exercise('Box Jump', { equipmentType: 'Plyo Box', requiredEquipment: [['Plyo Box']] }),
      exercise('Plank', { equipmentType: 'Bodyweight', requiredEquipment: [['Bodyweight']], optionalEquipment: ['Exercise Mat'] }),
    ]);
    const within = (available: string[], extra: Partial<IndexQuery> = {}) =>
      gymIndex.search({ ...QUERY, availableEquipment: [...available, 'Bodyweight'], ...extra }).items.map((item) => item.exerciseName);
    expect(within([])).toEqual(['Plank']);
    expect(within(['Barbells', 'Weight Plates'])).toEqual(['Deadlift', 'Plank']);
    expect(within(['Dumbbells'])).toEqual(['Plank']);
    expect(within(['Dumbbells', 'Adjustable Bench'])).toEqual(['Plank', 'Split Squat']);
    expect(within(['Dumbbells', 'Plyo Box'])).toEqual(['Box Jump', 'Plank', 'Split Squat']);
    // Cached per combination: asking again, or for another gym, gives each its own answer.
    expect(within(['Dumbbells', 'Adjustable Bench'])).toEqual(['Plank', 'Split Squat']);
    const named = (item: string) => gymIndex.search({ ...QUERY, equipment: [item] }).items.map((found) => found.exerciseName);
    expect(named('Deadlift Platform')).toEqual(['Deadlift']);
    expect(named('Adjustable Bench')).toEqual(['Split Squat']);
    expect(named('Exercise Mat')).toEqual(['Plank']);
  });

  it('sorts by name either way and by difficulty with ties by name', () => {
    const all = names('', { pageSize: 20 });
    expect(all).toEqual([...all].sort());
    expect(names('', { pageSize: 20, sort: 'name', dir: 'desc' })).toEqual([...all].reverse());
    expect(names('deadlift', { sort: 'difficulty', dir: 'desc' })).toEqual([
      'Deficit Deadlift',
      'Barbell Romanian Deadlift',
      'Conventional Deadlift',
    ]);
  });

  it('names each filter that, dropped, would find something when nothing matches', () => {
    const none = search('deadlift', { difficulty: ['advanced'], goal: ['strength'] });
    expect(none.total).toBe(0);
    expect(none.relaxations).toEqual([
      { filter: 'difficulty', total: 0 },
      { filter: 'goal', total: 1 },
    ]);
  });

  it('follows upserts and removals', () => {
    const changing = new SearchIndex(CATALOGUE);
    const pullUp = CATALOGUE[5]!;
    changing.upsert({ ...pullUp, exercise: { ...pullUp.exercise, exerciseName: 'Neutral-Grip Pull-Up' } });
    changing.remove(CATALOGUE[0]!.exercise.id);
    const find = (q: string) => changing.search({ ...QUERY, q }).items.map((item) => item.exerciseName);
    expect(find('neutral')).toEqual(['Neutral-Grip Pull-Up']);
    expect(find('conventional')).toEqual([]);
    expect(changing.size).toBe(CATALOGUE.length - 1);
  });

  it('finds by a word of one letter every exercise with a word starting with it, and follows new words', () => {
    // One posting list stands for all the words starting with the letter (letterPosting); it must answer as they would.
    const fresh = new SearchIndex(CATALOGUE);
    const found = (q: string) => fresh.search({ ...QUERY, q }).items.map((item) => item.exerciseName);
    expect(found('r')).toEqual(['Barbell Romanian Deadlift', 'Chest-Supported Row']);
    expect(found('row r')).toEqual(['Chest-Supported Row']);
    // 'with' is only in a description.
    expect(found('w')).toEqual(['Barbell Back Squat']);
    expect(found('z')).toEqual([]);
    const zercher = exercise('Zercher Squat', { description: 'Squat holding the bar in the elbows.' }, 2);
    fresh.upsert(zercher);
    expect(found('z')).toEqual(['Zercher Squat']);
    expect(found('squat z')).toEqual(['Zercher Squat']);
    expect(found('e')).toContain('Zercher Squat');
  });

  it('autocompletes with the best-ranked visible names for text typed so far', () => {
    expect(index.autocomplete('dead', false, 2).items.map((item) => item.exerciseName)).toEqual([
      'Conventional Deadlift',
      'Barbell Romanian Deadlift',
    ]);
    expect(index.autocomplete('dead', true, 6).items).toEqual([]);
  });
});

describe('SearchIndex on a larger catalogue', () => {
  // 640 exercises, 1 in 40 on kettlebells: a filter leaves few candidates against long posting lists, which the index
  // leaps through instead of reading whole; a filter must only remove exercises, never reorder the rest.
  const movements = ['Press', 'Row', 'Curl', 'Squat', 'Lunge', 'Raise', 'Deadlift', 'Fly'];
  const styles = ['Seated', 'Standing', 'Incline', 'Single-Arm', 'Paused', 'Tempo', 'Wide-Grip', 'Close-Grip'];
  const large = new SearchIndex(
    Array.from({ length: 640 }, (_, at) => {
      const equipment = at % 40 === 0 ? 'Kettlebells' : at % 2 ? 'Dumbbells' : 'Barbells';
      const name = `${styles[at % styles.length]} ${equipment.slice(0, -1)} ${movements[Math.floor(at / 8) % movements.length]} ${at}`;
      return exercise(
        name,
        {
          equipmentType: equipment,
          equipment: [equipment],
          description: `A ${movements[at % movements.length]!.toLowerCase()} variation.`,
        },
        at % 6,
      );
    }),
  );
  const ranked = (q: string, extra: Partial<IndexQuery> = {}) => large.search({ ...QUERY, q, pageSize: 640, ...extra }).items;

  it('finds every exercise of a word that hundreds use (read through its cached bitset)', () => {
    const found = large.search({ ...QUERY, q: 'dumbbell', pageSize: 640 });
    expect(found.total).toBe(320);
    expect(found.items.every((item) => item.equipmentType === 'Dumbbells')).toBe(true);
    expect(large.search({ ...QUERY, q: 'dumbbell', equipment: ['Barbells'] }).total).toBe(0);
  });

  it('ranks the exercises a filter keeps in the order the unfiltered search gives them', () => {
    for (const q of ['press', 'row', 'se', 'kettlebell curl', 'squat', 'variation']) {
      const everything = ranked(q);
      const kept = everything.filter((item) => item.equipment.includes('Kettlebells'));
      const filtered = ranked(q, { equipment: ['Kettlebells'] });
      expect(kept.length, q).toBeGreaterThan(0);
      expect(
        filtered.map((item) => item.id),
        q,
      ).toEqual(kept.map((item) => item.id));
      expect(
        large.search({ ...QUERY, q, equipment: ['Kettlebells'], page: 1, pageSize: 2 }).items.map((item) => item.id),
        q,
      ).toEqual(kept.slice(0, 2).map((item) => item.id));
    }
  });
});

describe('SearchIndex built in its index order', () => {
  // Built in indexOrder, a one-word search ranks only the exercises that can be on the page (pageScope); built in any
  // other order it ranks every match. The answers must be the same, page by page, and after edits out of that order.
  const movements = ['Press', 'Row', 'Curl', 'Squat', 'Deadlift', 'Fly'];
  const styles = ['Seated', 'Incline', 'Single-Arm', 'Paused', 'Chest-Supported', 'Pressing', 'Rowing'];
  const items = Array.from({ length: 1440 }, (_, at) => {
    const equipment = at % 30 === 0 ? 'Kettlebells' : at % 2 ? 'Dumbbells' : 'Barbells';
    const movement = movements[(at * 7) % movements.length]!;
    const name = `${styles[at % styles.length]} ${at % 4 ? `${equipment.slice(0, -1)} ` : ''}${movement}${at % 9 ? ` ${at}` : ''}`;
    const fields: Partial<Exercise> = {
      equipmentType: equipment,
      equipment: [equipment],
      description: `A ${movements[at % movements.length]!.toLowerCase()} for the chest.`,
      aliases: at % 11 === 0 ? [`Strict ${movement}`, 'Press Variation'] : [],
      primaryMuscles: at % 3 === 0 ? ['Chest'] : ['Upper Back'],
      isSample: at % 4 === 0,
    };
    // Most at one popularity, like an import beside the curated catalogue; the rest spread over the others.
    return exercise(name, fields, at % 10 < 7 ? 0 : (at * 5) % 6);
  });
  // For 'row press': shorter names with both words but not as a phrase, longer ones with the phrase, an alias with it,
  // the phrase's start in the name with the whole word in an alias, and at a higher popularity, names without the
  // phrase that outrank the phrase lower down.
  for (let n = 0; n < 60; n += 1) {
    items.push(exercise(`Press Row ${n}`, {}, 0), exercise(`Seated Row Press ${n}`, {}, 0));
    if (n < 30) items.push(exercise(`Fly ${n}`, { aliases: ['Row Press'] }, 0), exercise(`Row Pressout ${n}`, { aliases: ['Press'] }, 0));
    if (n < 5) items.push(exercise(`Press Row Heavy ${n}`, {}, 5));
  }
  items.push(exercise('Row Press Max', {}, 5));
  const ordered = new SearchIndex([...items].sort(indexOrder));
  const unordered = new SearchIndex([...items].reverse());
  const queries = [
    'press',
    'pres',
    'dumbbell',
    'barb',
    'row',
    'rowing',
    'chest',
    'strict',
    'variation',
    'kettlebell',
    'seat',
    'ress',
    'fly',
  ];
  const phrases = [
    'seated barbell',
    'seated b',
    'barbell press',
    'dumbbell r',
    'single-arm dumbbell',
    'chest s',
    'incline barbell pr',
    'pressing row',
    'strict press',
    'row press',
    'row pres',
    'row p',
  ];
  const filters: Array<Partial<IndexQuery>> = [{}, { equipment: ['Barbells'] }, { samplesOnly: true }, { muscle: ['Chest'] }];
  const answers = (index: SearchIndex) =>
    [...queries, ...phrases].flatMap((q) =>
      filters.flatMap((filter) => [1, 2, 4].map((page) => index.search({ ...QUERY, q, ...filter, page }))),
    );

  it('answers every page as an index built in another order, ranking only what can be on the page', () => {
    const scope = vi.spyOn(PageScope.prototype as unknown as { pageScope: () => unknown }, 'pageScope');
    const phrase = vi.spyOn(PageScope.prototype as unknown as { phraseScope: () => unknown }, 'phraseScope');
    const fromOrdered = answers(ordered);
    const scoped = scope.mock.results.filter((result) => result.value !== null).length;
    const phrased = phrase.mock.results.filter((result) => result.value !== null).length;
    scope.mockRestore();
    phrase.mockRestore();
    expect(fromOrdered).toEqual(answers(unordered));
    expect(scoped).toBeGreaterThan(queries.length + phrases.length);
    expect(phrased).toBeGreaterThan(phrases.length);
    expect(fromOrdered.some((answer) => answer.total > 200)).toBe(true);
  });

  it('answers the same after exercises are added, changed and removed out of that order', () => {
    const added = exercise('Press', { equipmentType: 'Barbells', equipment: ['Barbells'] }, 0);
    const changed = { ...items[5]!, popularity: 5, exercise: { ...items[5]!.exercise, exerciseName: 'Row' } };
    for (const index of [ordered, unordered]) {
      index.upsert(added);
      index.upsert(changed);
      index.remove(items[40]!.exercise.id);
    }
    expect(answers(ordered)).toEqual(answers(unordered));
    expect(ordered.search({ ...QUERY, q: 'row' }).items[0]?.exerciseName).toBe('Row');
  });
});

describe('SearchIndex.compact', () => {
  it('answers as before with its posting lists compacted, and still takes new and changed exercises', () => {
    const compacted = new SearchIndex(CATALOGUE);
    compacted.compact();
    for (const q of ['deadlift', 'pull up', 'down', 'db bench', 'romanain deadlift', 'squat']) {
      expect(compacted.search({ ...QUERY, q }), q).toEqual(search(q));
    }
    const added = exercise('Landmine Deadlift', { equipmentType: 'Barbells', equipment: ['Barbells'] }, 2);
    compacted.upsert(added);
    expect(compacted.search({ ...QUERY, q: 'landmine' }).items.map((item) => item.id)).toEqual([added.exercise.id]);
    compacted.upsert({ ...added, exercise: { ...added.exercise, exerciseName: 'Landmine Row' } });
    expect(compacted.search({ ...QUERY, q: 'landmine' }).items.map((item) => item.exerciseName)).toEqual(['Landmine Row']);
    expect(compacted.search({ ...QUERY, q: 'deadlift' }).total).toBe(search('deadlift').total);
  });
});

// JavaScript's own names are words like any other (docs/product.md#search): a lookup keyed by a typed or catalogue
// word must not find Object.prototype's members.
const SPECIAL_NAMES = JS_SPECIAL_NAMES;

describe('SearchIndex and JavaScript special names', () => {
  it('answers a search for each special name, on a catalogue that holds none of them', () => {
    for (const q of SPECIAL_NAMES) expect(search(q).items, q).toEqual([]);
  });

  it('keeps every search working once the catalogue holds them, also after the exercise is removed', () => {
    const special = new SearchIndex(CATALOGUE);
    const added = exercise('Constructor Carry', {
      aliases: ['__proto__ hold', 'prototype'],
      description: 'toString hasOwnProperty valueOf constructor',
      tags: ['constructor'],
    });
    special.upsert(added);
    for (const q of [
      'f',
      'fu',
      'func',
      'c',
      'co',
      'constructor',
      'constructors',
      'construct',
      'proto',
      '__proto__',
      'tostring',
      'hasownproperty',
    ]) {
      expect(() => special.search({ ...QUERY, q }), q).not.toThrow();
      expect(() => special.autocomplete(q, false, 8), q).not.toThrow();
    }
    expect(special.search({ ...QUERY, q: 'constructor' }).items.map((item) => item.exerciseName)).toEqual(['Constructor Carry']);
    expect(special.search({ ...QUERY, q: 'prototype' }).items.map((item) => item.exerciseName)).toEqual(['Constructor Carry']);
    special.remove(added.exercise.id);
    for (const q of ['f', 'fu', 'func', 'constructor']) expect(() => special.search({ ...QUERY, q }), q).not.toThrow();
    expect(special.search({ ...QUERY, q: 'pull' }).items.map((item) => item.exerciseName)).toContain('Pull-Up');
  });
});

describe('SearchIndex typo corrections and what the caller may see', () => {
  const catalogue = [
    ...CATALOGUE,
    exercise('Zercher Squat', { equipmentType: 'Barbells', equipment: ['Barbells'] }, 3),
    exercise('Zercher Carry', { equipmentType: 'Barbells', equipment: ['Barbells'] }, 2),
  ];
  const withHidden = new SearchIndex(catalogue);

  it('corrects to a word of the paid catalogue only for a viewer who sees it', () => {
    expect(withHidden.search({ ...QUERY, q: 'zerchr' }).correctedQuery).toBe('zercher');
    const samples = withHidden.search({ ...QUERY, q: 'zerchr', samplesOnly: true });
    expect(samples.correctedQuery).not.toBe('zercher');
    expect(samples.items).toEqual([]);
    expect(withHidden.autocomplete('zerchr', true, 8)).toEqual({ items: [], correctedQuery: null });
    expect(withHidden.autocomplete('zerchr', false, 8).correctedQuery).toBe('zercher');
  });

  it('still corrects a sample viewer to the words of the samples', () => {
    // 'Pull-Up' and 'Lat Pulldown' are samples.
    expect(withHidden.search({ ...QUERY, q: 'pulldwn', samplesOnly: true }).items.map((item) => item.exerciseName)).toEqual([
      'Lat Pulldown',
    ]);
  });
});
