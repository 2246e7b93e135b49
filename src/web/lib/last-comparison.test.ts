// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLastSelection, saveLastSelection } from './last-comparison';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('last comparison of the tab, per member', () => {
  it("keeps each member's selection under their own key and reads only the signed-in member's", () => {
    saveLastSelection('alice', [id(1), id(2)]);
    expect(readLastSelection('alice')).toEqual([id(1), id(2)]);
    expect(window.sessionStorage.getItem('equipped.compare.ids.alice')).toBe(`ids=${id(1)},${id(2)}`);
    // The next member on the same tab starts from nothing.
    expect(readLastSelection('bob')).toEqual([]);
  });

  it("drops the previous member's selection (and the unkeyed one of earlier builds) when another member saves", () => {
    window.sessionStorage.setItem('equipped.compare.ids', `ids=${id(7)}`);
    window.sessionStorage.setItem('unrelated', 'kept');
    saveLastSelection('alice', [id(1)]);
    saveLastSelection('bob', [id(3)]);
    expect(readLastSelection('alice')).toEqual([]);
    expect(window.sessionStorage.getItem('equipped.compare.ids')).toBeNull();
    expect(readLastSelection('bob')).toEqual([id(3)]);
    expect(window.sessionStorage.getItem('unrelated')).toBe('kept');
  });

  it('clears with an empty list and validates what it reads as a URL would', () => {
    saveLastSelection('alice', [id(1)]);
    saveLastSelection('alice', []);
    expect(window.sessionStorage.getItem('equipped.compare.ids.alice')).toBeNull();
    window.sessionStorage.setItem('equipped.compare.ids.alice', `ids=${id(1)},nope,${id(1)},${id(2)},${id(3)},${id(4)},${id(5)}`);
    expect(readLastSelection('alice')).toEqual([id(1), id(2), id(3), id(4)]);
  });

  it('keeps nothing without a signed-in member, and never throws when storage is unavailable', () => {
    saveLastSelection(undefined, [id(1)]);
    expect(window.sessionStorage.length).toBe(0);
    expect(readLastSelection(undefined)).toEqual([]);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    expect(readLastSelection('alice')).toEqual([]);
    expect(() => saveLastSelection('alice', [id(1)])).not.toThrow();
  });
});
