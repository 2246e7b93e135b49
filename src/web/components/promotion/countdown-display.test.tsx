// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownDisplay } from './countdown-display';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2031-01-01T00:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shown = () => screen.queryByRole('timer', { name: 'Time remaining' })?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

describe('CountdownDisplay (docs/product.md#screens: ticks every second, disappears at the target time)', () => {
  it('shows days, hours, minutes and seconds and ticks down every second', () => {
    render(<CountdownDisplay end="2031-01-02T03:04:05.000Z" />);
    expect(shown()).toBe('1 day 03 hours 04 minutes 05 seconds');
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe('1 day 03 hours 04 minutes 04 seconds');
    act(() => vi.advanceTimersByTime(5_000));
    expect(shown()).toBe('1 day 03 hours 03 minutes 59 seconds');
  });

  it('disappears when the target time is reached', () => {
    render(<CountdownDisplay end="2031-01-01T00:00:02.000Z" />);
    expect(shown()).toBe('0 days 00 hours 00 minutes 02 seconds');
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe('0 days 00 hours 00 minutes 01 second');
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBeNull();
  });
});
