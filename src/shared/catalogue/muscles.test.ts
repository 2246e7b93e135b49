import { describe, expect, it } from 'vitest';
import {
  MUSCLE_GROUP_NAMES,
  MUSCLE_GROUPS,
  MUSCLE_OPTIONS,
  isMuscleGroupName,
  matchesAnyMuscleGroup,
  matchesMuscleGroup,
  muscleTermsForDisplay,
  splitMuscles,
  type MuscleGroupName,
} from './muscles';

describe('MUSCLE_GROUPS (docs/product.md#limits)', () => {
  it('lists the seven groups alphabetically, as the filter shows them', () => {
    expect(MUSCLE_GROUP_NAMES).toEqual(['Arms', 'Back', 'Chest', 'Core', 'Full Body', 'Legs', 'Shoulders']);
  });

  it('keeps every synonym lowercase and written out (no "front/side/rear" shorthand left)', () => {
    for (const group of MUSCLE_GROUPS) {
      for (const synonym of group.synonyms) {
        expect(synonym).toBe(synonym.toLowerCase());
        expect(synonym).not.toContain('/');
      }
    }
    const shoulders = MUSCLE_GROUPS.find((g) => g.name === 'Shoulders')?.synonyms;
    expect(shoulders).toEqual(
      expect.arrayContaining(['front delts', 'side delts', 'rear delts', 'anterior deltoids', 'lateral deltoids', 'posterior deltoids']),
    );
  });

  it('offers the sixteen form muscle options of docs/product.md#data', () => {
    expect(MUSCLE_OPTIONS).toHaveLength(16);
    expect(MUSCLE_OPTIONS[0]).toBe('Quadriceps');
    expect(MUSCLE_OPTIONS.at(-1)).toBe('Cardiovascular');
  });
});

describe('matchesMuscleGroup', () => {
  const cases: Array<[MuscleGroupName, string[], string[]]> = [
    ['Arms', ['Biceps', 'Chest, Triceps', 'Forearms', 'Brachioradialis', 'upper arms'], ['Chest, Shoulders', 'Quadriceps']],
    ['Back', ['Lats', 'Middle Back', 'Latissimus Dorsi', 'Rhomboids', 'Trapezius', 'Rear Delts', 'Lower Back'], ['Chest, Triceps', 'Abs']],
    ['Chest', ['Chest', 'Pectorals', 'Upper Chest, Triceps', 'pecs'], ['Back, Biceps', 'Shoulders']],
    ['Core', ['Abs', 'Abdominals', 'Obliques', 'Core', 'Transverse Abdominis'], ['Lower Back', 'Abductors (Outer Thighs)', 'Chest']],
    ['Full Body', ['Full Body', 'Total Body', 'Compound', 'Chest, Back, Legs', 'Quadriceps, Glutes, Shoulders, Core'], ['Quadriceps, Glutes', 'Chest, Triceps', 'Abs, Obliques']],
    ['Legs', ['Quadriceps', 'Hamstrings', 'Calves', 'Glutes', 'Hip Flexors', 'Adductors (Inner Thighs)'], ['Biceps', 'Chest']],
    ['Shoulders', ['Shoulders', 'Front Delts', 'Lateral Deltoids', 'Rear Delts'], ['Chest, Triceps', 'Traps', 'Neck']],
  ];

  for (const [group, yes, no] of cases) {
    it(`${group}: finds ${yes.join(' / ')}; not ${no.join(' / ')}`, () => {
      for (const target of yes) expect(matchesMuscleGroup(target, group), target).toBe(true);
      for (const target of no) expect(matchesMuscleGroup(target, group), target).toBe(false);
    });
  }

  it('ignores case on both sides', () => {
    expect(matchesMuscleGroup('MIDDLE BACK', 'Back')).toBe(true);
    expect(matchesMuscleGroup('hamstrings', 'Legs')).toBe(true);
    expect(matchesMuscleGroup('Full body', 'Full Body')).toBe(true);
  });

  it('matches anywhere in the comma-separated list, not only the first term', () => {
    expect(matchesMuscleGroup('Chest, Triceps, Shoulders', 'Shoulders')).toBe(true);
    expect(matchesMuscleGroup('Chest, Triceps, Shoulders', 'Legs')).toBe(false);
  });

  it('never matches an empty target', () => {
    for (const group of MUSCLE_GROUP_NAMES) expect(matchesMuscleGroup('', group)).toBe(false);
  });
});

describe('matchesAnyMuscleGroup (OR within the filter, docs/product.md#limits)', () => {
  it('passes when any selected group matches', () => {
    expect(matchesAnyMuscleGroup('Quadriceps, Glutes', ['Chest', 'Legs'])).toBe(true);
    expect(matchesAnyMuscleGroup('Chest, Triceps', ['Chest', 'Legs'])).toBe(true);
  });

  it('fails when no selected group matches', () => {
    expect(matchesAnyMuscleGroup('Biceps', ['Chest', 'Legs'])).toBe(false);
  });

  it('lets everything through when no group is selected', () => {
    expect(matchesAnyMuscleGroup('Neck', [])).toBe(true);
  });
});

describe('isMuscleGroupName', () => {
  it('accepts exact group names only', () => {
    expect(isMuscleGroupName('Full Body')).toBe(true);
    expect(isMuscleGroupName('back')).toBe(false);
    expect(isMuscleGroupName('Neck')).toBe(false);
    expect(isMuscleGroupName(undefined)).toBe(false);
  });
});

describe('splitMuscles and muscleTermsForDisplay (docs/product.md#limits "+N more")', () => {
  it('splits, trims and drops empty terms', () => {
    expect(splitMuscles(' Chest ,Triceps,, Shoulders , ')).toEqual(['Chest', 'Triceps', 'Shoulders']);
    expect(splitMuscles('')).toEqual([]);
  });

  it('shows three terms and counts the rest', () => {
    expect(muscleTermsForDisplay('Quadriceps, Glutes, Hamstrings, Calves, Lower Back')).toEqual({
      shown: ['Quadriceps', 'Glutes', 'Hamstrings'],
      more: 2,
    });
  });

  it('shows everything with no "+N more" when three or fewer', () => {
    expect(muscleTermsForDisplay('Chest, Triceps, Shoulders')).toEqual({ shown: ['Chest', 'Triceps', 'Shoulders'], more: 0 });
    expect(muscleTermsForDisplay('Biceps')).toEqual({ shown: ['Biceps'], more: 0 });
  });

  it('honours a different maximum', () => {
    expect(muscleTermsForDisplay('A, B, C', 1)).toEqual({ shown: ['A'], more: 2 });
  });
});
