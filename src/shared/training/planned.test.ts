import { describe, expect, it } from 'vitest';
import { parsePlannedReps, parsePlannedWeight } from './planned';

describe('parsePlannedWeight', () => {
  it('reads a number with or without its unit', () => {
    expect(parsePlannedWeight('60kg', 'kg')).toEqual({ kind: 'load', weight: 60, unit: 'kg' });
    expect(parsePlannedWeight(' 62,5 KG ', 'lb')).toEqual({ kind: 'load', weight: 62.5, unit: 'kg' });
    expect(parsePlannedWeight('135 lbs', 'kg')).toEqual({ kind: 'load', weight: 135, unit: 'lb' });
    expect(parsePlannedWeight('45#', 'kg')).toEqual({ kind: 'load', weight: 45, unit: 'lb' });
    expect(parsePlannedWeight('20', 'lb')).toEqual({ kind: 'load', weight: 20, unit: 'lb' });
  });
  it('reads bodyweight, and anything else as none', () => {
    expect(parsePlannedWeight('BW', 'kg')).toEqual({ kind: 'bodyweight' });
    expect(parsePlannedWeight('Body weight', 'kg')).toEqual({ kind: 'bodyweight' });
    expect(parsePlannedWeight('', 'kg')).toEqual({ kind: 'none' });
    expect(parsePlannedWeight('heavy', 'kg')).toEqual({ kind: 'none' });
    expect(parsePlannedWeight('60-70kg', 'kg')).toEqual({ kind: 'none' });
  });
});

describe('parsePlannedReps', () => {
  it('reads a count or the lower end of a range', () => {
    expect(parsePlannedReps('10')).toBe(10);
    expect(parsePlannedReps('8-12')).toBe(8);
    expect(parsePlannedReps('8–12')).toBe(8);
    expect(parsePlannedReps('12 reps')).toBe(12);
    expect(parsePlannedReps('AMRAP')).toBeNull();
    expect(parsePlannedReps('30s')).toBeNull();
  });
});
