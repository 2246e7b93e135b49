import { describe, expect, it } from 'vitest';
import { EXERCISE_PARAM, exerciseIdOf, exerciseShareUrl, withExercise } from './exercise-address';

const ID = '0b7d3c1e-5a4f-4e2b-9c8d-1f2e3a4b5c6d';

describe('exercise address', () => {
  it('reads the exercise a link names, whatever its case, and nothing that cannot be an id', () => {
    expect(exerciseIdOf(new URLSearchParams(`q=squat&exercise=${ID.toUpperCase()}`))).toBe(ID);
    expect(exerciseIdOf(new URLSearchParams('exercise=__proto__'))).toBeNull();
    expect(exerciseIdOf(new URLSearchParams(`exercise=${ID.slice(0, 20)}`))).toBeNull();
    expect(exerciseIdOf(new URLSearchParams('exercise='))).toBeNull();
    expect(exerciseIdOf(new URLSearchParams('q=squat'))).toBeNull();
  });

  it('opens and closes an exercise without touching the rest of the view', () => {
    const view = new URLSearchParams('q=swing&equipment=Kettlebells&page=2');
    const opened = withExercise(view, ID);
    expect(opened.toString()).toBe(`q=swing&equipment=Kettlebells&page=2&${EXERCISE_PARAM}=${ID}`);
    expect(withExercise(opened, null).toString()).toBe(view.toString());
    expect(view.has(EXERCISE_PARAM)).toBe(false);
  });

  it('shares the exercise alone, on the library of the given origin', () => {
    expect(exerciseShareUrl('https://equipped.example', ID)).toBe(`https://equipped.example/dashboard/exercises?exercise=${ID}`);
  });
});
