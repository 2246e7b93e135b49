import { describe, expect, it } from 'vitest';
import { addTag, removeTag, TAG_MAX_LENGTH, TAGS_MAX } from './tag-list';

describe('addTag', () => {
  it('adds the tag trimmed, at the end', () => {
    expect(addTag(['strength'], '  unilateral ')).toEqual({ tags: ['strength', 'unilateral'], outcome: 'added', tag: 'unilateral' });
  });

  it.each(['', '   ', '\t'])('ignores the empty tag %j', (raw) => {
    const tags = ['strength'];
    const result = addTag(tags, raw);
    expect(result.outcome).toBe('empty');
    expect(result.tags).toBe(tags);
  });

  it.each(['strength', ' strength ', 'Strength', 'STRENGTH'])(
    'ignores %j when strength is already a tag, naming the existing one',
    (raw) => {
      const tags = ['power', 'strength'];
      expect(addTag(tags, raw)).toEqual({ tags, outcome: 'duplicate', tag: 'strength' });
    },
  );

  it(`refuses a tag longer than ${TAG_MAX_LENGTH} characters and accepts one of exactly ${TAG_MAX_LENGTH}`, () => {
    expect(addTag([], 'x'.repeat(TAG_MAX_LENGTH + 1)).outcome).toBe('too-long');
    expect(addTag([], ` ${'x'.repeat(TAG_MAX_LENGTH)} `).outcome).toBe('added');
  });

  it(`refuses a tag beyond ${TAGS_MAX}`, () => {
    const full = Array.from({ length: TAGS_MAX }, (_, i) => `tag ${i}`);
    expect(addTag(full, 'one more')).toEqual({ tags: full, outcome: 'too-many', tag: 'one more' });
    expect(addTag(full.slice(1), 'one more').tags).toHaveLength(TAGS_MAX);
  });

  it('never changes the list it was given', () => {
    const tags = Object.freeze(['a']);
    expect(addTag(tags, 'b').tags).toEqual(['a', 'b']);
    expect(tags).toEqual(['a']);
  });
});

describe('removeTag', () => {
  it('removes exactly that tag and keeps the order of the others', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeTag(['a', 'b'], 'B')).toEqual(['a', 'b']);
    expect(removeTag([], 'a')).toEqual([]);
  });
});
