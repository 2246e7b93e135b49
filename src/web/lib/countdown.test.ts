import { describe, expect, it } from 'vitest';
import { countdownParts, isStillRunning, twoDigits } from './countdown';

const at = (iso: string) => Date.parse(iso);

describe('countdownParts (docs/product.md#screens countdown: days, hours, minutes, seconds; gone at the target)', () => {
  it('splits the time left into whole days, hours, minutes and seconds', () => {
    expect(countdownParts('2030-01-03T05:06:07.000Z', at('2030-01-01T00:00:00.000Z'))).toEqual({
      days: 2,
      hours: 5,
      minutes: 6,
      seconds: 7,
    });
    expect(countdownParts(new Date('2030-01-01T00:01:00.000Z'), at('2030-01-01T00:00:00.000Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 0,
    });
  });

  it('rounds down: 1.9 s left shows 1 second, and ticks down one second per second', () => {
    const end = '2030-01-01T00:00:02.000Z';
    expect(countdownParts(end, at('2030-01-01T00:00:00.100Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(end, at('2030-01-01T00:00:00.000Z'))?.seconds).toBe(2);
  });

  it('is null at the target, after it, and for an unreadable date', () => {
    expect(countdownParts('2030-01-01T00:00:00.000Z', at('2030-01-01T00:00:00.000Z'))).toBeNull();
    expect(countdownParts('2030-01-01T00:00:00.000Z', at('2030-01-01T00:00:00.999Z'))).toBeNull();
    expect(countdownParts('2030-01-01T00:00:00.000Z', at('2031-01-01T00:00:00.000Z'))).toBeNull();
    expect(countdownParts('soon', at('2030-01-01T00:00:00.000Z'))).toBeNull();
  });

  it('isStillRunning: no countdown runs forever; a countdown runs until its end', () => {
    expect(isStillRunning(null, at('2099-01-01T00:00:00Z'))).toBe(true);
    expect(isStillRunning('2030-01-01T00:00:01Z', at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isStillRunning('2030-01-01T00:00:00Z', at('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('pads hours, minutes and seconds to two digits', () => {
    expect([0, 5, 12, 59].map(twoDigits)).toEqual(['00', '05', '12', '59']);
  });
});
