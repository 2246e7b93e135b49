import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/web/components/ui/sonner';
import { queryClient } from '@/web/lib/query-client';

/**
 * App-wide providers: server state (TanStack Query) and the single toast outlet (docs/product.md#limits: one at a time).
 * Tooltips get their provider in the dashboard shell (and each Tooltip carries one), which keeps Radix's positioning
 * code out of the landing page's initial JavaScript (docs/architecture.md#performance: ≤ 150 KB gzip).
 * `client` is the tab's own query client unless given: the server's render of a member's page passes one per request
 * (src/web/prerender.tsx), so no member's data can reach another's page.
 */
export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
