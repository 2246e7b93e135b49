import { describe, expect, it } from 'vitest';
import { WORKOUT_MESSAGES } from '@/shared/schemas/workouts';
import { equipmentForCard } from './equipment-summary';
import { matchesExerciseSearch } from './exercise-search';
import { reorderAnnouncements } from './reorder-announcements';
import { validationMessages } from './validation-messages';
import { workoutCountLabel } from './workouts-messages';

describe('equipmentForCard', () => {
  it('shows two equipment badges and counts the rest as +n more (docs/product.md#limits)', () => {
    expect(equipmentForCard(['Barbells', 'Dumbbells', 'Cable Machine', 'Pull-up Bar'])).toEqual({
      shown: ['Barbells', 'Dumbbells'],
      more: 2,
    });
  });
  it('counts each equipment type once and skips blanks', () => {
    expect(equipmentForCard(['Barbells', ' ', 'Barbells', 'Dumbbells'])).toEqual({ shown: ['Barbells', 'Dumbbells'], more: 0 });
  });
});

describe('matchesExerciseSearch (favourites in the Add Exercise dialog)', () => {
  const exercise = { exerciseName: 'Incline Bench Press', equipmentType: 'Barbells', targetMuscleGroups: 'Chest, Triceps' };
  it('matches name, equipment and muscles, case-insensitively, every word', () => {
    expect(matchesExerciseSearch(exercise, 'bench')).toBe(true);
    expect(matchesExerciseSearch(exercise, 'BARBELL')).toBe(true);
    expect(matchesExerciseSearch(exercise, 'triceps incline')).toBe(true);
    expect(matchesExerciseSearch(exercise, 'bench squat')).toBe(false);
  });
  it('matches everything for an empty search', () => {
    expect(matchesExerciseSearch(exercise, '   ')).toBe(true);
  });
});

describe('reorderAnnouncements', () => {
  const entries = [
    { id: 'a', name: 'Bench Press' },
    { id: 'b', name: 'Back Squat' },
    { id: 'c', name: 'Deadlift' },
  ];
  const announce = reorderAnnouncements(entries);
  const active = { id: 'a' } as never;
  const over = { id: 'b' } as never;
  it('names the exercise and its positions', () => {
    expect(announce.onDragStart({ active })).toBe('Picked up Bench Press. It is in position 1 of 3.');
    expect(announce.onDragOver({ active, over })).toBe('Bench Press was moved into position 2 of 3.');
    expect(announce.onDragEnd({ active, over })).toBe('Bench Press was dropped at position 2 of 3.');
    expect(announce.onDragCancel({ active, over: null })).toBe('Moving was cancelled. Bench Press was returned to position 1 of 3.');
  });
  it('announces a move only when the position changes, so "Picked up" is not cut short by the entry over its own slot', () => {
    expect(announce.onDragStart({ active })).toBe('Picked up Bench Press. It is in position 1 of 3.');
    expect(announce.onDragOver({ active, over: active })).toBeUndefined();
    expect(announce.onDragOver({ active, over })).toBe('Bench Press was moved into position 2 of 3.');
    expect(announce.onDragOver({ active, over })).toBeUndefined();
    expect(announce.onDragOver({ active, over: active })).toBe('Bench Press was moved into position 1 of 3.');
    expect(announce.onDragOver({ active, over: null })).toBe('Bench Press is no longer over the list.');
  });
});

describe('validationMessages', () => {
  it('lists the rule messages of a failed submit in form order, once each', () => {
    const errors = {
      entries: { message: WORKOUT_MESSAGES.noExercises, type: 'too_small' },
      name: { message: WORKOUT_MESSAGES.nameRequired, type: 'too_small', ref: { name: 'name' } },
      description: { message: WORKOUT_MESSAGES.descriptionTooLong, type: 'too_big' },
    };
    expect(validationMessages(errors as never)).toEqual([
      WORKOUT_MESSAGES.nameRequired,
      WORKOUT_MESSAGES.descriptionTooLong,
      WORKOUT_MESSAGES.noExercises,
    ]);
  });
  it('finds messages nested in entries', () => {
    const errors = { entries: [undefined, { exerciseId: { message: WORKOUT_MESSAGES.duplicate, type: 'custom' } }] };
    expect(validationMessages(errors as never)).toEqual([WORKOUT_MESSAGES.duplicate]);
  });
});

describe('workoutCountLabel', () => {
  it("reads '{n}/10 workouts' (docs/product.md#screens)", () => {
    expect(workoutCountLabel(3, 10)).toBe('3/10 workouts');
  });
});
