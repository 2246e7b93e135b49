import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';

/** The segments as a string with the matched parts in brackets, easier to read in an assertion. */
const show = (text: string, terms: string[]) =>
  highlightSegments(text, terms)
    .map((segment) => (segment.match ? `[${segment.text}]` : segment.text))
    .join('');

describe('highlightSegments (docs/product.md#search: highlighting the matched words)', () => {
  it('marks a term at the start of a word, whatever the case', () => {
    expect(show('Romanian Deadlift', ['romanian', 'deadlift'])).toBe('[Romanian] [Deadlift]');
    expect(show('Barbell Bench Press', ['bench'])).toBe('Barbell [Bench] Press');
    expect(show('Barbell Bench Press', ['BE'])).toBe('Barbell [Be]nch Press');
  });

  it('marks a short term only at the start of a word', () => {
    expect(show('Pushup', ['up'])).toBe('Pushup');
    expect(show('Pull-Up', ['up'])).toBe('Pull-[Up]');
    expect(show('Cable Row', ['ow'])).toBe('Cable Row');
  });

  it('marks a term of four letters or more inside a word', () => {
    expect(show('Lat Pulldown', ['down'])).toBe('Lat Pull[down]');
    expect(show('Lat Pulldown', ['lat', 'pull'])).toBe('[Lat] [Pull]down');
  });

  it('ignores hyphens: a term written together covers the hyphenated word', () => {
    expect(show('Pull-Up', ['pullup'])).toBe('[Pull-Up]');
    expect(show('Chin-Up Hold', ['chinup', 'hold'])).toBe('[Chin-Up] [Hold]');
    expect(show('Pullup Bar Hang', ['pull-up'])).toBe('[Pullup] Bar Hang');
    expect(show('Pull-Up', ['pull'])).toBe('[Pull]-Up');
  });

  it('merges overlapping and touching matches, and keeps the text whole', () => {
    const segments = highlightSegments('Dumbbell Bench Press', ['dumb', 'dumbbell', 'bell']);
    expect(segments).toEqual([
      { text: 'Dumbbell', match: true },
      { text: ' Bench Press', match: false },
    ]);
    expect(show('Squat Squat', ['squat'])).toBe('[Squat] [Squat]');
  });

  it('gives one plain segment without terms or matches, none for empty text, and ignores blank terms', () => {
    expect(highlightSegments('Plank', [])).toEqual([{ text: 'Plank', match: false }]);
    expect(highlightSegments('Plank', ['', '  ', '-'])).toEqual([{ text: 'Plank', match: false }]);
    expect(highlightSegments('Plank', ['curl'])).toEqual([{ text: 'Plank', match: false }]);
    expect(highlightSegments('', ['curl'])).toEqual([]);
  });

  it('always returns segments that join back into the text', () => {
    for (const [text, terms] of [
      ['Single-Leg Romanian Deadlift', ['leg', 'dead']],
      ['90/90 Hip Switch', ['90', 'hip']],
      ['Ab Roll-Out', ['rollout', 'ab']],
    ] as const) {
      expect(
        highlightSegments(text, terms)
          .map((segment) => segment.text)
          .join(''),
      ).toBe(text);
    }
  });
});
