/**
 * Request coalescing ("single flight"): while a task for a key is running, callers asking for the same key share its
 * promise instead of starting another. The library search uses it so a burst of identical searches (everyone opening
 * the first page, a popular query) costs the database one execution per burst. Nothing is kept after the task
 * settles, so no answer is older than the request that waits for it by more than one query's duration.
 */
export type SingleFlight<T> = (key: string, task: () => Promise<T>) => Promise<T>;

export function createSingleFlight<T>(): SingleFlight<T> {
  const inFlight = new Map<string, Promise<T>>();
  return (key, task) => {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = task().finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  };
}
