import { describe, expect, it } from 'vitest';
import { MUSCLE_OPTIONS } from './muscles';
import { MUSCLE_NAMES } from './muscle-vocabulary';
import { musclesWorked } from './muscles-worked';

describe('musclesWorked (docs/product.md#muscle-vocabulary)', () => {
  it('makes the first term primary and the rest secondary', () => {
    expect(musclesWorked('Quadriceps, Glutes, Hamstrings')).toEqual({ primary: ['Quadriceps'], secondary: ['Glutes', 'Hamstrings'] });
  });

  it('expands the broad terms into their muscles', () => {
    expect(musclesWorked('Shoulders')).toEqual({ primary: ['Front Delts', 'Side Delts', 'Rear Delts'], secondary: [] });
    expect(musclesWorked('Back, Core')).toEqual({ primary: ['Lats', 'Upper Back'], secondary: ['Abs', 'Obliques'] });
    expect(musclesWorked('Chest, Abdominals')).toEqual({ primary: ['Chest'], secondary: ['Abs', 'Obliques'] });
  });

  it('reads the back muscles of the forms and of the import', () => {
    expect(musclesWorked('Latissimus Dorsi, Rhomboids, Middle Back, Lats')).toEqual({ primary: ['Lats'], secondary: ['Upper Back'] });
    expect(musclesWorked('Lower Back, Traps')).toEqual({ primary: ['Lower Back'], secondary: ['Traps'] });
  });

  it('reads the import\'s thigh terms with their note in brackets', () => {
    expect(musclesWorked('Abductors (Outer Thighs), Adductors (Inner Thighs)')).toEqual({
      primary: ['Hip Abductors'],
      secondary: ['Adductors'],
    });
    expect(musclesWorked('Abductors, Adductors')).toEqual({ primary: ['Hip Abductors'], secondary: ['Adductors'] });
  });

  it('ignores case and stray spaces and empty terms', () => {
    expect(musclesWorked('  chest ,, TRICEPS,front   delts ')).toEqual({ primary: ['Chest'], secondary: ['Triceps', 'Front Delts'] });
  });

  it('drops unknown terms, leaving nothing primary when the first is unknown', () => {
    expect(musclesWorked('Neck, Traps')).toEqual({ primary: [], secondary: ['Traps'] });
    expect(musclesWorked('Chest, Neck, Pinkies')).toEqual({ primary: ['Chest'], secondary: [] });
    expect(musclesWorked('')).toEqual({ primary: [], secondary: [] });
  });

  it('lists each muscle once, a primary one never again as secondary', () => {
    expect(musclesWorked('Shoulders, Side Delts, Triceps, Triceps, Back, Lats')).toEqual({
      primary: ['Front Delts', 'Side Delts', 'Rear Delts'],
      secondary: ['Triceps', 'Lats', 'Upper Back'],
    });
  });

  it('keeps Cardiovascular, which has no region on the map', () => {
    expect(musclesWorked('Cardiovascular, Quadriceps')).toEqual({ primary: ['Cardiovascular'], secondary: ['Quadriceps'] });
  });

  it('knows every muscle option of the forms and every vocabulary name', () => {
    for (const option of MUSCLE_OPTIONS) expect(musclesWorked(option).primary, option).not.toEqual([]);
    for (const name of MUSCLE_NAMES) expect(musclesWorked(name), name).toEqual({ primary: [name], secondary: [] });
  });

  it('reads the recorded primary and secondary muscles when the exercise has them, the text otherwise', () => {
    const curated = { targetMuscleGroups: 'Chest, Triceps, Shoulders', primaryMuscles: ['Chest'], secondaryMuscles: ['Triceps', 'Front Delts', 'Chest'] };
    expect(musclesWorked(curated)).toEqual({ primary: ['Chest'], secondary: ['Triceps', 'Front Delts'] });
    expect(musclesWorked({ targetMuscleGroups: 'Lats', primaryMuscles: [], secondaryMuscles: ['Biceps', 'Neck'] })).toEqual({ primary: [], secondary: ['Biceps'] });
    // Older and imported exercises: empty lists, so the text is read as before.
    expect(musclesWorked({ targetMuscleGroups: 'Chest, Triceps, Shoulders', primaryMuscles: [], secondaryMuscles: [] })).toEqual({
      primary: ['Chest'],
      secondary: ['Triceps', 'Front Delts', 'Side Delts', 'Rear Delts'],
    });
  });
});
