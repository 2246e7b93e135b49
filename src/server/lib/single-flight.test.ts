import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './single-flight';

describe('single flight', () => {
  it('shares one running task among callers of the same key, and forgets it once settled', async () => {
    const flight = createSingleFlight<number>();
    let runs = 0;
    let release!: (value: number) => void;
    const task = () => {
      runs += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = flight('a', task);
    const second = flight('a', task);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(runs).toBe(1);
    const third = flight('a', task);
    release(8);
    expect(await third).toBe(8);
    expect(runs).toBe(2);
  });

  it('runs different keys separately and lets a failure reach every waiting caller', async () => {
    const flight = createSingleFlight<number>();
    const failing = flight('x', () => Promise.reject(new Error('boom')));
    const joined = flight('x', () => Promise.resolve(1));
    await expect(failing).rejects.toThrow('boom');
    await expect(joined).rejects.toThrow('boom');
    expect(await flight('y', () => Promise.resolve(2))).toBe(2);
    expect(await flight('x', () => Promise.resolve(3))).toBe(3);
  });
});
