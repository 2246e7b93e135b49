import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { epleyE1rm, NO_RECORDS, personalRecords, recordsBeaten, setVolumeKg, withSet } from './records';
import { SET_TYPES, type LoggedSet } from './sets';

const set = (weight: number | null, reps: number | null, extra: Partial<LoggedSet> = {}): LoggedSet => ({
  weight,
  weightUnit: 'kg',
  reps,
  setType: 'normal',
  ...extra,
});

describe('epleyE1rm', () => {
  it('is weight × (1 + reps/30), the weight itself for one rep', () => {
    expect(epleyE1rm(100, 1)).toBe(100);
    expect(epleyE1rm(100, 10)).toBeCloseTo(133.333, 3);
    expect(epleyE1rm(60, 5)).toBe(70);
  });
  it('estimates nothing beyond 12 reps, without load or without reps', () => {
    expect(epleyE1rm(100, 12)).toBe(140);
    expect(epleyE1rm(100, 13)).toBeNull();
    expect(epleyE1rm(0, 5)).toBeNull();
    expect(epleyE1rm(100, 0)).toBeNull();
  });
});

describe('personalRecords', () => {
  it('holds what adding the sets one by one holds, in any order', () => {
    const loggedSet = fc.record({
      weight: fc.option(fc.integer({ min: 0, max: 40_000 }).map((centi) => centi / 100)),
      weightUnit: fc.constantFrom('kg' as const, 'lb' as const),
      reps: fc.option(fc.integer({ min: 0, max: 30 })),
      setType: fc.constantFrom(...SET_TYPES),
    });
    fc.assert(
      fc.property(fc.array(loggedSet, { maxLength: 40 }), (sets) => {
        expect(personalRecords(sets)).toEqual(sets.reduce(withSet, NO_RECORDS));
      }),
    );
  });
  it('keeps the heaviest weight, best e1RM, most reps and best set volume; warm-ups do not count', () => {
    const records = personalRecords([set(100, 5), set(120, 1), set(80, 12), set(200, 3, { setType: 'warmup' })]);
    expect(records.heaviestWeightKg).toBe(120);
    expect(records.bestE1rmKg).toBe(120); // a single is its own 1RM: 120 beats 100 × (1 + 5/30) = 116.7 and 80 × 1.4 = 112
    expect(records.mostReps).toBe(12);
    expect(records.bestSetVolumeKg).toBe(960); // 80 × 12
    expect(records.repsAtWeight).toEqual([
      { weightKg: 80, reps: 12 },
      { weightKg: 100, reps: 5 },
      { weightKg: 120, reps: 1 },
    ]);
  });
  it('compares pounds with kilograms', () => {
    const records = personalRecords([set(100, 1), set(225, 1, { weightUnit: 'lb' })]);
    expect(records.heaviestWeightKg).toBeCloseTo(102.058, 3);
  });
  it('a bodyweight set counts its reps only', () => {
    const records = personalRecords([set(null, 15)]);
    expect(records).toMatchObject({ heaviestWeightKg: null, bestE1rmKg: null, mostReps: 15, bestSetVolumeKg: null });
    expect(setVolumeKg(set(null, 15))).toBe(0);
  });
});

describe('recordsBeaten', () => {
  const before = personalRecords([set(100, 5), set(80, 10)]);
  it('names each record a set beats', () => {
    expect(recordsBeaten(before, set(105, 5))).toEqual(['heaviestWeight', 'bestE1rm']); // 525 kg of volume < 800
    expect(recordsBeaten(before, set(100, 6))).toEqual(['bestE1rm', 'mostReps']);
    expect(recordsBeaten(before, set(80, 11))).toEqual(['mostReps', 'bestSetVolume']);
  });
  it('more reps at a weight must beat the reps done at that weight or any heavier one', () => {
    expect(recordsBeaten(before, set(90, 6))).toEqual(['mostReps']); // nothing of 90 kg or more was lifted 6 times
    expect(recordsBeaten(before, set(90, 5))).toEqual([]); // 100 kg was lifted 5 times
    expect(recordsBeaten(before, set(70, 10))).toEqual([]); // 80 kg was lifted 10 times
  });
  it('a first set, a warm-up and an equal set beat nothing', () => {
    expect(recordsBeaten(NO_RECORDS, set(100, 5))).toEqual([]);
    expect(recordsBeaten(before, set(120, 5, { setType: 'warmup' }))).toEqual([]);
    expect(recordsBeaten(before, set(100, 5))).toEqual([]);
  });
});
