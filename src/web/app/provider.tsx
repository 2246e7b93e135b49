import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/web/components/ui/sonner';
import { queryClient } from '@/web/lib/query-client';

/**
 * App-wide providers: server state (TanStack Query) and the single toast outlet (docs/product.md#limits: one at a time).
 * Tooltips get their provider in the dashboard shell (and each Tooltip carries one), which keeps Radix's positioning
 * code out of the landing page's initial JavaScript (docs/architecture.md#performance: ≤ 150 KB gzip).
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
