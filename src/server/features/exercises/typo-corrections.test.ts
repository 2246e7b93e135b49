import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance, toVocabulary, typoCorrections } from './typo-corrections';

const vocabulary = toVocabulary(
  ['dumbbell', 'dumbbells', 'bell', 'squat', 'squats', 'kettlebell', 'hamstring', 'hamstrings', 'curl', 'bench', 'press', 'shoulder'],
);

describe('typo corrections (docs/product.md#search typo tolerance)', () => {
  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('squat', 'squat')).toBe(0);
    expect(editDistance('sqaut', 'squat')).toBe(1);
    expect(editDistance('dumbel', 'dumbbell')).toBe(2);
    expect(editDistance('curl', 'press', 1)).toBe(2);
  });

  it('allows more edits for longer words, none under 4 letters', () => {
    expect([3, 4, 5, 6, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2]);
  });

  it.each([
    [['dumbel'], ['dumbbell', 'dumbbells']],
    [['sqaut'], ['squat', 'squats']],
    [['kettlbell'], ['kettlebell']],
    [['hamstirng'], ['hamstring', 'hamstrings']],
    [['curel'], ['curl']],
  ])('corrects %j to %j', (forms, expected) => {
    expect(typoCorrections(forms, vocabulary)).toEqual(expected);
  });

  it('leaves words the catalogue knows, or contains, alone', () => {
    expect(typoCorrections(['squat'], vocabulary)).toEqual([]);
    expect(typoCorrections(['kettle'], vocabulary)).toEqual([]);
  });

  it('does not correct short words or compounds into their parts', () => {
    expect(typoCorrections(['prss'], toVocabulary(['press']))).toEqual(['press']);
    expect(typoCorrections(['row'], toVocabulary(['rows', 'bow']))).toEqual([]);
    expect(typoCorrections(['benchpress'], vocabulary)).toEqual([]);
    expect(typoCorrections(['shoulderpress'], vocabulary)).toEqual([]);
  });

  it('leaves a compound of neighbouring catalogue words alone when the vocabulary holds the pair (pull-up → pullup)', () => {
    // search-vocabulary.ts adds 'pullup' for 'Pull-Up'; without it 'pullup' would be "corrected" to 'pull' (2 edits).
    expect(typoCorrections(['pullup'], toVocabulary(['pull', 'pullup', 'bar']))).toEqual([]);
    expect(typoCorrections(['pullup'], toVocabulary(['pull', 'bar']))).toEqual(['pull']);
  });

  it('returns nothing for an empty vocabulary', () => {
    expect(typoCorrections(['dumbel'], toVocabulary([]))).toEqual([]);
  });
});
