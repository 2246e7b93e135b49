import { ApiError, apiFetch } from '@/web/lib/api-client';

/**
 * One write of the session page (docs/architecture.md#idempotent-writes): its method, path, body and the
 * Idempotency-Key that makes a retry safe. The key is made once per write, so every retry of it carries the same one.
 */
export type SessionWrite = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; json?: unknown; key: string };

/** A new write with a fresh key. */
export function sessionWrite(method: SessionWrite['method'], path: string, json?: unknown): SessionWrite {
  return { method, path, json, key: crypto.randomUUID() };
}

/** Waits between tries of a write the network lost: 1 s, 2 s, 4 s, 8 s. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];

/**
 * Sends `write`, and again with the same key while the network fails (status 0), so a set lost on a flaky connection
 * lands once. What the server refuses (4xx) or fails (5xx) is not retried here.
 *
 * @throws ApiError the server's refusal, or NETWORK_ERROR when every try failed.
 */
export async function sendSessionWrite<T>(write: SessionWrite, delays: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await apiFetch<T>(write.path, { method: write.method, json: write.json, headers: { 'Idempotency-Key': write.key } });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0 || attempt >= delays.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}
