import { describe, expect, it } from 'vitest';
import { compactText, containsPattern, escapeLike, parseSearch, singularForms } from './search-terms';

describe('search terms (docs/product.md#search)', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(containsPattern('50%')).toBe('%50\\%%');
  });

  it('compacts like the search_compact column: lowercase alphanumerics only', () => {
    expect(compactText('Pull-Up Bar')).toBe('pullupbar');
    expect(compactText('3/4 Sit-Up')).toBe('34situp');
    expect(compactText('--')).toBe('');
  });

  it.each([
    ['squats', ['squat']],
    ['presses', ['press']],
    ['boxes', ['box']],
    ['lunges', ['lunge']],
    ['flies', ['fly', 'flie']],
    ['press', ['press']],
    ['abs', ['abs']],
    ['lats', ['lat']],
    ['pull-ups', ['pull-up']],
  ])('singular forms of %s are %j', (word, forms) => {
    expect(singularForms(word)).toEqual(forms);
  });

  it('returns null for blank search text', () => {
    expect(parseSearch('')).toBeNull();
    expect(parseSearch('   ')).toBeNull();
  });

  it('lowercases, collapses spaces and splits into words with text and compact patterns', () => {
    const terms = parseSearch('  Pull   Ups ')!;
    expect(terms.text).toBe('pull ups');
    expect(terms.compact).toBe('pullups');
    expect(terms.words).toEqual([
      { word: 'pull', compactForms: ['pull'], textPatterns: ['%pull%'], compactPatterns: ['%pull%'] },
      { word: 'ups', compactForms: ['ups'], textPatterns: ['%ups%'], compactPatterns: ['%ups%'] },
    ]);
  });

  it('gives punctuation-only words no compact pattern (it would match everything)', () => {
    const [word] = parseSearch('%%')!.words;
    expect(word).toEqual({ word: '%%', compactForms: [], textPatterns: ['%\\%\\%%'], compactPatterns: [] });
  });

  it('drops repeated words and keeps at most 8', () => {
    expect(parseSearch('row row row')!.words.map((w) => w.word)).toEqual(['row']);
    expect(parseSearch('a b c d e f g h i j')!.words).toHaveLength(8);
  });
});
