import { describe, expect, it } from 'vitest';
import type { Exercise } from '@/shared/schemas/exercise';
import type { WorkoutDetail, WorkoutEntry } from '@/shared/schemas/workouts';
import { newEntry } from '@/web/lib/workout-entry';
import { entryName, hasEntry, toEntryExercises, toFormValues } from './workout-form';

const bench = { id: 'b', exerciseName: 'Bench Press' } as Exercise;
const squat = { id: 's', exerciseName: 'Back Squat' } as Exercise;

/** A saved entry: no weight (kg), no notes, not locked, unless `fields` say otherwise. */
const entry = (fields: Partial<WorkoutEntry> & Pick<WorkoutEntry, 'id' | 'exerciseId' | 'orderIndex' | 'sets' | 'reps'>): WorkoutEntry => ({
  weight: null,
  weightUnit: 'kg',
  bodyweight: false,
  notes: '',
  locked: false,
  exercise: null,
  ...fields,
});

const saved: WorkoutDetail = {
  id: 'w',
  name: 'Push Day',
  description: 'Chest and arms',
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  entries: [
    entry({ id: 'e2', exerciseId: 's', orderIndex: 1, sets: 5, reps: '5', weight: 100, exercise: squat }),
    entry({ id: 'e3', exerciseId: 'x', orderIndex: 2, sets: 3, reps: '10', locked: true }),
    entry({ id: 'e1', exerciseId: 'b', orderIndex: 0, sets: 4, reps: '8-12', bodyweight: true, notes: 'slow', exercise: bench }),
  ],
};

describe('workout builder form values', () => {
  it('starts a new entry with 3 sets, reps 10, empty weight and notes (docs/product.md#validation)', () => {
    expect(newEntry('b')).toEqual({ exerciseId: 'b', sets: 3, reps: '10', weight: null, weightUnit: 'kg', bodyweight: false, notes: '' });
  });

  it('fills the edit form with the entries in their saved order', () => {
    const values = toFormValues(saved);
    expect(values.name).toBe('Push Day');
    expect(values.entries.map((entry) => entry.exerciseId)).toEqual(['b', 's', 'x']);
    expect(values.entries[0]).toEqual({
      exerciseId: 'b',
      sets: 4,
      reps: '8-12',
      weight: null,
      weightUnit: 'kg' as const,
      bodyweight: true,
      notes: 'slow',
    });
  });

  it('knows each entry exercise, and a locked entry as null', () => {
    expect(toEntryExercises(saved)).toEqual({ s: squat, x: null, b: bench });
  });

  it('detects an exercise already in the workout (docs/product.md#validation no duplicates)', () => {
    const entries = [newEntry('b'), newEntry('s')];
    expect(hasEntry(entries, 's')).toBe(true);
    expect(hasEntry(entries, 'x')).toBe(false);
  });

  it('names a locked entry without leaking anything', () => {
    expect(entryName(bench, 'Locked exercise')).toBe('Bench Press');
    expect(entryName(null, 'Locked exercise')).toBe('Locked exercise');
  });
});
