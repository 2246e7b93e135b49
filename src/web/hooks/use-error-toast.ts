import { useEffect } from 'react';
import { toast } from 'sonner';
import { reportError } from '@/web/lib/report-error';

/**
 * Shows `message` as a destructive toast once per failed load (docs/product.md#messages 'Failed to load exercises', 'Failed to load
 * favorite exercises') and logs the error. `errorUpdatedAt` (TanStack Query) tells a new failure from a re-render.
 */
export function useErrorToast(error: unknown, errorUpdatedAt: number, message: string): void {
  useEffect(() => {
    if (!error) return;
    reportError(message, error);
    toast.error(message);
  }, [error, errorUpdatedAt, message]);
}
