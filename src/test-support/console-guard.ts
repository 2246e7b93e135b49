import { format } from 'node:util';
import { afterAll, afterEach, expect } from 'vitest';

/**
 * Vitest setup file (every project, see vitest.config.ts): an unexpected console.error or console.warn fails the test
 * that printed it, as the Epic Stack does. React reports its own mistakes there (a missing key, an update outside
 * act(), a controlled input turning uncontrolled), so a warning nobody reads is a bug nobody fixes.
 *
 * A test that provokes a message on purpose (an error boundary, a failed request the page reports) declares it with
 * expectConsoleError / expectConsoleWarn before it runs: the matching calls are then silenced, and a declaration that
 * no call matched fails the test too, so declarations cannot outlive the behaviour they describe.
 *
 * A message printed between tests (after one test ended, before the next one's checks) fails the next test or, if
 * none follows, the file.
 */

type Level = 'error' | 'warn';
/** A substring of the formatted message, a pattern it must match, or a predicate over it. */
export type ConsoleMatcher = string | RegExp | ((message: string) => boolean);

type Expectation = { level: Level; matcher: ConsoleMatcher; seen: number };

// The console as it was before any guard: a file run without isolation (vitest.config.ts) evaluates this module again,
// and must not wrap the previous file's guard.
const ORIGINAL_CONSOLE = Symbol.for('equipped.console-guard.original');
const original: Record<Level, (...args: unknown[]) => void> = ((globalThis as Record<symbol, unknown>)[ORIGINAL_CONSOLE] ??= {
  error: console.error,
  warn: console.warn,
}) as Record<Level, (...args: unknown[]) => void>;
let expectations: Expectation[] = [];
let unexpected: string[] = [];

function matches(matcher: ConsoleMatcher, message: string): boolean {
  if (typeof matcher === 'string') return message.includes(matcher);
  if (matcher instanceof RegExp) return matcher.test(message);
  return matcher(message);
}

function guard(level: Level) {
  return (...args: unknown[]): void => {
    const message = format(...args);
    const expectation = expectations.find((e) => e.level === level && matches(e.matcher, message));
    if (expectation) {
      expectation.seen += 1;
      return;
    }
    unexpected.push(`console.${level}: ${message}`);
    original[level](...args);
  };
}

console.error = guard('error');
console.warn = guard('warn');

/** Declares that the current test prints at least one console.error matching `matcher`; every matching call is silenced. */
export function expectConsoleError(matcher: ConsoleMatcher): void {
  expectations.push({ level: 'error', matcher, seen: 0 });
}

/** Declares that the current test prints at least one console.warn matching `matcher`; every matching call is silenced. */
export function expectConsoleWarn(matcher: ConsoleMatcher): void {
  expectations.push({ level: 'warn', matcher, seen: 0 });
}

function takeProblems(): string[] {
  const problems = [
    ...unexpected.map((line) => `unexpected ${line}`),
    ...expectations
      .filter((e) => e.seen === 0)
      .map(
        (e) =>
          `expectConsole${e.level === 'error' ? 'Error' : 'Warn'}(${String(e.matcher)}) was declared but no console.${e.level} matched`,
      ),
  ];
  unexpected = [];
  expectations = [];
  return problems;
}

afterEach(() => {
  const problems = takeProblems();
  if (problems.length > 0) {
    throw new Error(
      `console guard: ${expect.getState().currentTestName ?? 'this test'} (declare an expected message with ` +
        `expectConsoleError/expectConsoleWarn from src/test-support/console-guard.ts, or fix its cause):\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
  }
});

afterAll(() => {
  const problems = takeProblems();
  if (problems.length > 0) throw new Error(`console guard, outside a test:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
});
