import { randomUUID } from 'node:crypto';
import { exerciseFixture } from '@/test-support/exercise-fixture';
import { beforeAll, describe, expect, it } from 'vitest';
import { GYM_PRESETS } from '@/shared/catalogue/gym-presets';
import { equipmentNeeds, missingGroups } from '@/shared/catalogue/required-equipment';
import type { Exercise } from '@/shared/schemas/exercise';
import { curatedRow, readCuratedCatalogue } from '../../catalogue-import/curated-catalogue';
import { CURATED_CATALOGUE_DIR } from '../../../test/fixtures/test-catalogue';
import { alternativeKey, rankAlternatives } from './alternatives';
import { compileFilter } from './filters';
import { IndexState } from './index-state';
import { compactStem } from './search-text';
import { type IndexedExercise, SearchIndex } from './search-index';

// Alternatives over the shipped curated catalogue (docs/product.md#alternatives): the everyday "my machine is taken"
// cases, with the gyms of the presets (docs/product.md#my-gyms).

let catalogue: IndexedExercise[];
let index: SearchIndex;
const byName = new Map<string, Exercise>();

beforeAll(async () => {
  const records = await readCuratedCatalogue(CURATED_CATALOGUE_DIR);
  catalogue = records.map(({ exercise }, n) => {
    const { exercise: row, popularity = 0 } = curatedRow(exercise);
    const dto = exerciseFixture(n + 1, { ...row, sourceName: 'equipped' } as Partial<Exercise>);
    byName.set(dto.exerciseName, dto);
    return { exercise: dto, popularity };
  });
  index = new SearchIndex(catalogue);
});

/** A preset's equipment as a gym's available equipment: Bodyweight is always there. */
const preset = (id: string) => [...GYM_PRESETS.find((gym) => gym.id === id)!.equipment, 'Bodyweight'];
/** A gym makes an exercise possible when each required group has an item in it (docs/decisions/0025). */
const possibleIn = (available: readonly string[]) => (exercise: Exercise) =>
  missingGroups(equipmentNeeds(exercise).requiredEquipment, new Set([...available, 'Bodyweight'])).length === 0;

function alternativesOf(name: string, options: { availableEquipment?: readonly string[]; samplesOnly?: boolean; on?: SearchIndex } = {}) {
  const exercise = byName.get(name);
  if (!exercise) throw new Error(`The curated catalogue has no '${name}'`);
  const answer = (options.on ?? index).alternatives(exercise.id, {
    samplesOnly: options.samplesOnly ?? false,
    availableEquipment: options.availableEquipment,
    limit: 6,
  });
  if (!answer) throw new Error(`'${name}' is not visible`);
  return answer;
}
const namesOf = (answer: { items: Array<{ exercise: Exercise }> }) => answer.items.map((item) => item.exercise.exerciseName);

describe('alternatives on the curated catalogue', () => {
  it('barbell bench press at Home with dumbbells: the dumbbell bench press first', () => {
    const home = preset('home-dumbbells');
    const answer = alternativesOf('Barbell Bench Press', { availableEquipment: home });
    expect(answer.items).toHaveLength(6);
    expect(answer.items.every((item) => possibleIn(home)(item.exercise))).toBe(true);
    // Its Adjustable Bench meets the Flat Bench or Adjustable Bench group of the Dumbbell Bench Press (docs/decisions/0025).
    expect(namesOf(answer)[0]).toBe('Dumbbell Bench Press');
    expect(answer.items[0]!.exercise.movementPattern).toBe('horizontal-push');
    expect(answer.items[0]!.reason).toBe('same pattern · chest, triceps, front delts');
    // Then the other dumbbell presses the home gym allows, before the body-weight pushes.
    const pushUp = namesOf(answer).indexOf('Push-Up');
    expect(namesOf(answer).indexOf('Neutral-Grip Dumbbell Bench Press')).toBeGreaterThan(0);
    expect(namesOf(answer).indexOf('Neutral-Grip Dumbbell Bench Press')).toBeLessThan(pushUp);
    expect(
      namesOf(answer)
        .slice(1, pushUp)
        .every((name) => name.includes('Dumbbell')),
    ).toBe(true);
  });

  it('barbell bench press with dumbbells and a flat bench (Hotel gym): Dumbbell Bench Press first', () => {
    const answer = alternativesOf('Barbell Bench Press', { availableEquipment: preset('hotel') });
    expect(namesOf(answer)[0]).toBe('Dumbbell Bench Press');
    expect(answer.items[0]!.reason).toBe('same pattern · chest, triceps, front delts');
  });

  it('lat pulldown with only a pull-up bar: Pull-Up first, then its kin', () => {
    const answer = alternativesOf('Lat Pulldown', { availableEquipment: ['Pull-up Bar', 'Bodyweight'] });
    expect(namesOf(answer)[0]).toBe('Pull-Up');
    expect(namesOf(answer)).toContain('Chin-Up');
    expect(answer.items[0]!.reason).toBe('same pattern · lats, upper back');
  });

  it('leg press at Home with dumbbells: a squat-pattern exercise the gym can do', () => {
    const home = preset('home-dumbbells');
    const answer = alternativesOf('Leg Press', { availableEquipment: home });
    expect(answer.items[0]!.exercise.movementPattern).toBe('squat');
    expect(possibleIn(home)(answer.items[0]!.exercise)).toBe(true);
    expect(namesOf(answer)[0]).toBe('Bodyweight Squat');
  });

  it('cable face pull with bands only: Band Face Pull first', () => {
    const answer = alternativesOf('Cable Face Pull', { availableEquipment: ['Resistance Bands', 'Bodyweight'] });
    expect(namesOf(answer)[0]).toBe('Band Face Pull');
    expect(answer.items[0]!.reason).toBe('same pattern · rear delts, upper back');
  });

  it('barbell back squat with dumbbells and a bench: squats the gym can do, a loaded one among them', () => {
    const gym = ['Dumbbells', 'Flat Bench', 'Bodyweight'];
    const answer = alternativesOf('Barbell Back Squat', { availableEquipment: gym });
    expect(answer.items[0]!.exercise.movementPattern).toBe('squat');
    expect(answer.items.every((item) => possibleIn(gym)(item.exercise))).toBe(true);
    // The ranking knows muscles, not load: Bodyweight Squat shares as much and is more popular. The catalogue's goblet
    // squat is recorded with Kettlebells only, so it cannot be offered here.
    expect(namesOf(answer)[0]).toBe('Bodyweight Squat');
    expect(namesOf(answer)).toContain('Dumbbell Squat');
    expect(namesOf(answer)).not.toContain('Kettlebell Goblet Squat');
  });

  it('without a gym: the best alternatives of the whole catalogue, any equipment', () => {
    const answer = alternativesOf('Barbell Bench Press');
    expect(answer.items).toHaveLength(6);
    expect(answer.items.every((item) => item.reason === 'same pattern · chest, triceps, front delts')).toBe(true);
    expect(namesOf(answer)).toContain('Dumbbell Bench Press');
    expect(answer.hidden).toBe(0);
  });

  it('never offers an exercise as its own alternative, under its name or another', () => {
    const keysOf = (exercise: Exercise) => new Set([exercise.exerciseName, ...exercise.aliases].map(compactStem));
    for (const { exercise } of catalogue) {
      const own = keysOf(exercise);
      const answer = index.alternatives(exercise.id, { samplesOnly: false, limit: 6 })!;
      const names = new Set<string>();
      for (const item of answer.items) {
        expect(item.exercise.id, exercise.exerciseName).not.toBe(exercise.id);
        expect(
          [...keysOf(item.exercise)].filter((key) => own.has(key)),
          `${exercise.exerciseName} → ${item.exercise.exerciseName}`,
        ).toEqual([]);
        names.add(compactStem(item.exercise.exerciseName));
        expect(item.reason, exercise.exerciseName).not.toBe('');
      }
      expect(names.size, exercise.exerciseName).toBe(answer.items.length);
    }
  });

  it('drops the same exercise under another name, and keeps one of two with the same name', () => {
    const bench = byName.get('Barbell Bench Press')!;
    const dumbbell = byName.get('Dumbbell Bench Press')!;
    const extra = (name: string, aliases: string[], from: Exercise): IndexedExercise => ({
      exercise: { ...from, id: randomUUID(), exerciseName: name, aliases },
      popularity: 5,
    });
    const local = new SearchIndex([
      ...catalogue,
      // Another record of the bench press under an alias of it, and one naming it as its own alias.
      extra('Flat Bench Press', [], bench),
      extra('Bench Press Classic', ['Barbell Bench Press'], bench),
      // Two records of the dumbbell press whose names differ only in spelling.
      extra('Dumbbell Bench-Press', [], dumbbell),
    ]);
    expect(bench.aliases.map(compactStem)).toContain(compactStem('Flat Bench Press'));
    const names = namesOf(alternativesOf('Barbell Bench Press', { on: local }));
    expect(names).not.toContain('Flat Bench Press');
    expect(names).not.toContain('Bench Press Classic');
    expect(names.filter((name) => compactStem(name) === compactStem('Dumbbell Bench Press'))).toHaveLength(1);
  });

  it('shows a non-subscriber only samples, and counts the rest without naming them', () => {
    const answer = alternativesOf('Barbell Bench Press', { samplesOnly: true });
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((item) => item.exercise.isSample)).toBe(true);
    expect(namesOf(answer).slice(0, 2)).toEqual(['Dumbbell Bench Press', 'Push-Up']);
    expect(answer.hidden).toBeGreaterThan(0);
  });

  it('answers null for an exercise the caller may not see or the index does not hold', () => {
    const hidden = byName.get('Lat Pulldown')!;
    expect(hidden.isSample).toBe(false);
    expect(index.alternatives(hidden.id, { samplesOnly: true, limit: 6 })).toBeNull();
    expect(index.alternatives(randomUUID(), { samplesOnly: false, limit: 6 })).toBeNull();
    expect(index.alternatives('constructor', { samplesOnly: false, limit: 6 })).toBeNull();
  });

  it('matches an exercise without muscles or pattern on its target-muscle text, below recorded muscles', () => {
    const written: IndexedExercise = {
      exercise: {
        ...byName.get('Push-Up')!,
        id: randomUUID(),
        exerciseName: 'Wall Press Drill',
        aliases: [],
        primaryMuscles: [],
        secondaryMuscles: [],
        movementPattern: null,
        mechanic: null,
        targetMuscleGroups: 'Chest, Triceps',
      },
      popularity: 0,
    };
    const local = new SearchIndex([...catalogue, written]);
    const fromIt = local.alternatives(written.exercise.id, { samplesOnly: false, limit: 6 })!;
    expect(fromIt.items).toHaveLength(6);
    expect(fromIt.items[0]!.reason).toBe('chest, triceps');
    const toIt = local.alternatives(byName.get('Barbell Bench Press')!.id, { samplesOnly: false, limit: 400 })!;
    const names = namesOf(toIt);
    expect(names).toContain('Wall Press Drill');
    // Every alternative with a recorded shared muscle ranks above it.
    expect(
      names
        .slice(names.indexOf('Wall Press Drill') + 1)
        .every((name) => toIt.items.find((item) => item.exercise.exerciseName === name)!.exercise.primaryMuscles.length === 0),
    ).toBe(true);
  });

  it('answers the same whatever order the index was built in', () => {
    const reversed = new SearchIndex([...catalogue].reverse());
    for (const name of ['Barbell Bench Press', 'Leg Press', 'Cable Face Pull', 'Plank']) {
      if (!byName.has(name)) continue;
      expect(namesOf(alternativesOf(name, { on: reversed })), name).toEqual(namesOf(alternativesOf(name)));
    }
  });

  it('follows a change of the catalogue: an exercise removed or edited is ranked anew', () => {
    const local = new SearchIndex(catalogue);
    const before = namesOf(alternativesOf('Lat Pulldown', { on: local, availableEquipment: ['Pull-up Bar', 'Bodyweight'] }));
    local.remove(byName.get('Pull-Up')!.id);
    const after = namesOf(alternativesOf('Lat Pulldown', { on: local, availableEquipment: ['Pull-up Bar', 'Bodyweight'] }));
    expect(before[0]).toBe('Pull-Up');
    expect(after).not.toContain('Pull-Up');
    expect(after[0]).toBe(before[1]);
  });
});

describe('alternativeKey', () => {
  // The parts in order: pattern, common, sharedPrimary, extraPrimary, sharedWorked, sharedTarget, mechanic, popularity,
  // closeness; the most each can be.
  type Parts = Parameters<typeof alternativeKey>;
  const none: Parts = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  const most = [1, 1, 21, 0, 21, 18, 1, 5, 2];
  const key = (changes: Record<number, number>) => alternativeKey(...(none.map((value, at) => changes[at] ?? value) as Parts));
  /** Every part after `at` at its best. */
  const bestAfter = (at: number, changes: Record<number, number> = {}) =>
    key({ ...Object.fromEntries(most.map((value, part) => [part, value]).filter(([part]) => part! > at)), ...changes });

  it('weighs each part above everything after it', () => {
    expect(key({ 0: 1 })).toBeGreaterThan(bestAfter(0));
    expect(key({ 1: 1 })).toBeGreaterThan(bestAfter(1));
    expect(key({ 2: 2, 3: 7 })).toBeGreaterThan(bestAfter(2, { 2: 1 }));
    expect(key({ 2: 1 })).toBeGreaterThan(bestAfter(3, { 2: 1, 3: 1 }));
    for (const at of [4, 5, 6, 7, 8]) expect(key({ [at]: 1 }), `part ${at}`).toBeGreaterThan(bestAfter(at));
  });

  it('ignores extra primary muscles when none is shared, and stays an exact integer below 26.2 million', () => {
    expect(key({ 3: 5 })).toBe(key({}));
    const top = key(Object.fromEntries(most.map((value, part) => [part, value])));
    expect(Number.isSafeInteger(top)).toBe(true);
    expect(top).toBeLessThan(26_200_000);
  });
});

describe('the pruned ranking', () => {
  // rankAlternatives skips the parts of the candidates whose best key cannot enter the top (branchAndBound). It must
  // answer exactly what scoring every candidate answers: checked on a catalogue large enough for the pruning to work —
  // the curated one twelve times over, each copy renamed, with other popularities, difficulties and sample flags, some
  // copies keeping the name (the same exercise repeated, of which one is kept) and some without recorded muscles.
  it('answers what scoring every candidate answers, with and without a gym, for every visibility', () => {
    const state = new IndexState();
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const levels = ['beginner', 'intermediate', 'advanced'] as const;
    let n = 0;
    for (let copy = 0; copy < 12; copy += 1) {
      for (const { exercise } of catalogue) {
        n += 1;
        state.upsert({
          popularity: Math.floor(random() * 6),
          exercise: {
            ...exercise,
            id: exerciseFixture(100_000 + n).id,
            exerciseName: copy % 4 === 3 ? exercise.exerciseName : `${exercise.exerciseName} ${copy}`,
            aliases: [],
            // Every fourth copy records no pattern nor muscles, as a hand-written record: the target-muscle signal.
            ...(copy % 4 === 1 ? { primaryMuscles: [], secondaryMuscles: [], movementPattern: null, mechanic: null } : {}),
            difficultyLevel: levels[Math.floor(random() * 3)]!,
            isSample: random() < 0.2,
          },
        });
      }
    }
    const gyms = [undefined, ...GYM_PRESETS.map((preset) => [...preset.equipment, 'Bodyweight'])];
    let pruned = 0;
    for (let target = 0; target < state.docs.length; target += 37) {
      for (const availableEquipment of gyms) {
        const filter = compileFilter(state, {
          equipment: [],
          difficulty: [],
          muscle: [],
          goal: [],
          availableEquipment,
          samplesOnly: false,
        });
        for (const samplesOnly of [false, true]) {
          const whole = rankAlternatives(state, target, filter, samplesOnly, 6, Infinity);
          // As shipped, and split down to parts of 4 docs, so that every tier is pruned on this smaller catalogue.
          expect(rankAlternatives(state, target, filter, samplesOnly, 6)).toEqual(whole);
          const fast = rankAlternatives(state, target, filter, samplesOnly, 6, 4);
          expect(fast).toEqual(whole);
          if (fast.items.length === 6) pruned += 1;
        }
      }
    }
    // The comparison covered full answers, where the pruning has something to skip.
    expect(pruned).toBeGreaterThan(500);
  });
});

describe('SearchIndex.unlocks', () => {
  // What one more item would unlock for a search that found nothing in a gym (docs/product.md#my-gyms): one match
  // without the gym, counted per item — the same totals as searching again with each item added.
  it('counts what each added item would find, as searching with it added does', () => {
    const query = (q: string, gym: readonly string[], samplesOnly: boolean) => ({
      q,
      equipment: [],
      difficulty: [],
      muscle: [],
      goal: [],
      availableEquipment: [...gym, 'Bodyweight'],
      dir: 'asc' as const,
      page: 1,
      pageSize: 12,
      exact: false,
      samplesOnly,
    });
    let compared = 0;
    for (const preset of GYM_PRESETS) {
      for (const q of ['', 'press', 'leg press', 'row', 'squat', 'curl', 'machine', 'zzzz']) {
        for (const samplesOnly of [false, true]) {
          const request = query(q, preset.equipment, samplesOnly);
          const unlocks = index.unlocks(request);
          const items = new Set([...catalogue.flatMap(({ exercise }) => exercise.requiredEquipment.flat()), ...unlocks.keys()]);
          for (const item of items) {
            if (request.availableEquipment.includes(item)) continue;
            const withItem = index.search({ ...request, availableEquipment: [...request.availableEquipment, item], pageSize: 0 }).total;
            const within = index.search({ ...request, pageSize: 0 }).total;
            expect(unlocks.get(item) ?? 0, `${preset.id} q=${q} +${item}`).toBe(withItem - within);
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});
