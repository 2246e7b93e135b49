import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router';
import { vi } from 'vitest';
import type { Gym } from '@/shared/schemas/gyms';
import { gymsKeys } from '@/web/api/gyms-keys';

/**
 * For the web component tests (not a test file): mounts `routes` (path → element) at `url` (an address, or a location
 * with router state), inside a fresh
 * QueryClient that never retries and a MemoryRouter, as the app would show them there. The member has no gyms unless
 * `gyms` says otherwise (the gym list is read by every dashboard page, docs/product.md#my-gyms), so a test's stubbed
 * fetch sees only the requests of what it tests. Answers the render and the query client (to change the gyms, say).
 */
export function renderAtRoute(url: string | Partial<Location>, routes: Record<string, ReactNode>, { gyms = [] }: { gyms?: Gym[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryDefaults(gymsKeys.all, { staleTime: Infinity });
  client.setQueryData(gymsKeys.list(), gyms);
  const rendered = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...rendered, client };
}

/** The `afterEach` of those tests: unmounts, and undoes stubbed globals and mock calls. */
export function cleanUpRender() {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
}

/** Shows the address's query string in `<output data-testid="location">`, so a test can read the URL state a page keeps. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}
