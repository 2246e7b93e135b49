/**
 * Resolves in a new task of the browser's event loop, so the work after `await nextTask()` runs apart from the work
 * before it, and the browser can paint or answer a tap in between (web.dev/articles/optimize-long-tasks): with
 * `scheduler.yield()` where the browser has it (its continuation goes ahead of other queued tasks), else a `setTimeout`.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
