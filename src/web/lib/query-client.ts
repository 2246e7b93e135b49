import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Retries only what a retry can fix: network failures and 5xx, at most twice. A 4xx (401 signed out, 403, 404, 422,
 * 429) is an answer, not a glitch, so it surfaces at once.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  return true;
}

/** Creates the app's QueryClient; one per page load (tests create their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
