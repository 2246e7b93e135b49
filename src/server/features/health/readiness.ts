/** Why an instance does not take traffic yet, or any more (docs/architecture.md#health-and-readiness). */
export type NotReadyReason = 'database' | 'search-index' | 'draining';

/**
 * Whether this process should receive traffic, beside what `/api/ready` reads itself (the database and the search
 * index): a process that received SIGTERM is draining, and is never ready again (docs/architecture.md#health-and-readiness).
 */
export class Readiness {
  #draining = false;

  /** True once {@link drain} was called. */
  get draining(): boolean {
    return this.#draining;
  }

  /** Turns the process not-ready for good: from now on `/api/ready` answers 503 'draining'. */
  drain(): void {
    this.#draining = true;
  }
}
