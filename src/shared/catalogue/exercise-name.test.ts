import { describe, expect, it } from 'vitest';
import { normaliseExerciseName } from './exercise-name';

describe('normaliseExerciseName', () => {
  it('makes the duplicates found in the imported catalogue one name', () => {
    const pairs: Array<[string, string]> = [
      ['Pull-Up', 'Pullups'],
      ['Rack Pull', 'Rack Pulls'],
      ['Seated Cable Row', 'Seated Cable Rows'],
      ['Narrow Stance Leg Press', 'Narrow-Stance Leg Press'],
      ['Band Pull Apart', 'Band Pull-Apart'],
      ['Squat with Bands', 'Squats - With Bands'],
      ['Dumbbell Flyes', 'Dumbbell Fly'],
      ['Bench Presses', 'Bench Press'],
      ['Weighted Pull Ups', 'Weighted Pull-Up'],
      ['Dumbbell Step Ups', 'Dumbbell Step-Up'],
      ['EZ-Bar Skullcrusher', 'EZ Bar Skull Crusher'],
      ['One-Arm Kettlebell Snatch', 'Single-Arm Kettlebell Snatch'],
      ['Incline Cable Flye', 'Incline Cable Fly'],
      ['Cable Woodchop', 'Cable Wood Chop'],
    ];
    for (const [a, b] of pairs) expect({ a, key: normaliseExerciseName(a) }).toEqual({ a, key: normaliseExerciseName(b) });
  });

  it('keeps different exercises apart', () => {
    const names = ['Bench Press', 'Incline Bench Press', 'Close-Grip Bench Press', 'Pull-Up', 'Chin-Up', 'Front Squat', 'Back Squat', 'Abs Crunch', 'One-Arm Row', 'Two-Arm Row', 'Flyer'];
    expect(new Set(names.map(normaliseExerciseName)).size).toBe(names.length);
  });
});
