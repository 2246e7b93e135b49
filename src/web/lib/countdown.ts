/** What is left of a countdown, in whole units (docs/product.md#screens: "days, hours, minutes and seconds"). */
export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

/** How often a countdown ticks (docs/product.md#countdowns 'Countdown ticks every 1 s'). */
export const COUNTDOWN_TICK_MS = 1_000;

/**
 * The time left until `end` (an ISO string or a Date) at `now` (ms since the epoch), rounded down to whole seconds,
 * or null once `end` is reached — the countdown disappears at the target time (docs/product.md#screens). An unparsable `end` counts
 * as reached, so a bad value never shows 'NaN'.
 */
export function countdownParts(end: string | Date, now: number): CountdownParts | null {
  const target = typeof end === 'string' ? Date.parse(end) : end.getTime();
  if (!Number.isFinite(target)) return null;
  const totalSeconds = Math.floor((target - now) / 1000);
  if (totalSeconds <= 0) return null;
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3_600),
    minutes: Math.floor((totalSeconds % 3_600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** True while `end` is null (no countdown) or still ahead of `now`. */
export function isStillRunning(end: string | null, now: number): boolean {
  return end === null || countdownParts(end, now) !== null;
}

/** '05': two digits for hours, minutes and seconds (days are shown as they are). */
export const twoDigits = (value: number) => String(value).padStart(2, '0');
