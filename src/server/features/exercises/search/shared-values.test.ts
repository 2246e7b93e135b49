import { describe, expect, it } from 'vitest';
import { SharedValues } from './shared-values';

// The search index holds each few-valued field once (decision 0022): equal values are one instance, content unchanged.
describe('SharedValues', () => {
  it('hands back one instance per value and per list, frozen, with the same content', () => {
    const shared = new SharedValues();
    const first = shared.list(['Dumbbells', 'Flat Bench']);
    const second = shared.list([`Dumb${'bells'}`, 'Flat Bench']);
    expect(second).toBe(first);
    expect(second).toEqual(['Dumbbells', 'Flat Bench']);
    expect(Object.isFrozen(first)).toBe(true);
    expect(shared.value(`Barbell${'s'}`)).toBe(shared.value('Barbells'));
    expect(shared.value(null)).toBeNull();
  });

  it('keeps lists apart that differ in order, in length, or only by an empty item', () => {
    const shared = new SharedValues();
    expect(shared.list(['a', 'b'])).toEqual(['a', 'b']);
    expect(shared.list(['b', 'a'])).toEqual(['b', 'a']);
    expect(shared.list([])).toEqual([]);
    expect(shared.list([''])).toEqual(['']);
    expect(shared.list([])).toEqual([]);
  });
});
