import type { AuthClientError } from '../account-rules';

/** A refused better-auth call as an Error, so TanStack Query's `error` carries the status and better-auth's code. */
export class AccountCallError extends Error implements AuthClientError {
  readonly status: number | undefined;
  readonly code: string | undefined;

  constructor(error: { status?: number; code?: string | undefined; message?: string | undefined; statusText?: string }) {
    super(error.message || error.statusText || 'Request failed');
    this.name = 'AccountCallError';
    this.status = error.status;
    this.code = error.code;
  }
}

/** Throws an {@link AccountCallError} when a better-auth client result carries an error. */
export function throwIfFailed(result: {
  error: { status?: number; code?: string | undefined; message?: string | undefined; statusText?: string } | null;
}): void {
  if (result.error) throw new AccountCallError(result.error);
}
