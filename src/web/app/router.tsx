import { type DataRouter, Navigate, RouterProvider, createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { loadOrReloadOnce, reloadOnceForNewVersion } from '@/web/app/chunk-reload';
import { RootLayout } from '@/web/app/root-layout';
import { prefetchLibraryPage, prefetchMe, prefetchSession } from '@/web/app/route-prefetch';
import { nextTask } from '@/web/lib/next-task';
import { RouteErrorPage } from '@/web/app/routes/route-error-page';
import { queryClient } from '@/web/lib/query-client';

/**
 * The route table of docs/product.md#screens, one lazily loaded chunk per route. Every /dashboard/* route sits under the guarded
 * dashboard layout (docs/product.md#screens: 'Loading...' while the session loads, /auth when signed out). The error page is in the
 * main bundle, not a chunk: it must show when a deploy has removed the chunks this tab knows of. The dashboard and the
 * library and the session page have loaders that start their first requests while their chunks load (route-prefetch.ts); they await nothing
 * and run only when the route is entered, not again on every navigation inside it (the components' queries refresh).
 */
/** The ids of the routes with loaders: a server-rendered page names them in its hydration data (src/web/main.tsx). */
export const DASHBOARD_ROUTE_ID = 'dashboard';
export const LIBRARY_ROUTE_ID = 'exercise-library';

function BlankWhileFirstPageLoads() {
  return null;
}

const table: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    // The first page's chunk is still loading: the page stays blank (index.html's own background) for that moment.
    // Declared, so React Router does not warn on every first load that it has no fallback to show.
    HydrateFallback: BlankWhileFirstPageLoads,
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('@/web/app/routes/landing-route')).LandingRoute }) },
      { path: '/auth', lazy: async () => ({ Component: (await import('@/web/features/auth/pages/auth-page')).AuthPage }) },
      { path: '/terms', lazy: async () => ({ Component: (await import('@/web/features/landing/pages/legal-page')).TermsPage }) },
      { path: '/privacy', lazy: async () => ({ Component: (await import('@/web/features/landing/pages/legal-page')).PrivacyPage }) },
      { path: '/credits', lazy: async () => ({ Component: (await import('@/web/features/landing/pages/legal-page')).CreditsPage }) },
      {
        id: DASHBOARD_ROUTE_ID,
        path: '/dashboard',
        loader: () => {
          prefetchMe(queryClient);
          return null;
        },
        shouldRevalidate: () => false,
        lazy: async () => ({ Component: (await import('@/web/app/layouts/dashboard-layout')).DashboardLayout }),
        children: [
          { index: true, element: <Navigate to="/dashboard/exercises" replace /> },
          {
            id: LIBRARY_ROUTE_ID,
            path: 'exercises',
            loader: ({ request }) => {
              prefetchLibraryPage(queryClient, new URL(request.url).searchParams);
              return null;
            },
            shouldRevalidate: () => false,
            lazy: async () => ({ Component: (await import('@/web/app/routes/exercise-library-route')).ExerciseLibraryRoute }),
          },
          {
            path: 'my-favorites',
            lazy: async () => ({ Component: (await import('@/web/features/favorites/pages/my-favorites-page')).MyFavoritesPage }),
          },
          {
            path: 'compare-exercises',
            lazy: async () => ({ Component: (await import('@/web/features/compare/pages/compare-exercises-page')).CompareExercisesPage }),
          },
          {
            path: 'workouts',
            lazy: async () => ({ Component: (await import('@/web/features/workouts/pages/workouts-list-page')).WorkoutsListPage }),
          },
          {
            path: 'workouts/create',
            lazy: async () => ({ Component: (await import('@/web/features/workouts/pages/workout-builder-page')).CreateWorkoutPage }),
          },
          {
            path: 'workouts/:workoutId',
            lazy: async () => ({ Component: (await import('@/web/features/workouts/pages/workout-view-page')).WorkoutViewPage }),
          },
          {
            path: 'workouts/:workoutId/edit',
            lazy: async () => ({ Component: (await import('@/web/features/workouts/pages/workout-builder-page')).EditWorkoutPage }),
          },
          {
            path: 'workouts/:workoutId/start',
            lazy: async () => ({ Component: (await import('@/web/features/sessions/pages/start-session-page')).StartSessionPage }),
          },
          {
            path: 'history',
            lazy: async () => ({ Component: (await import('@/web/features/sessions/pages/history-page')).HistoryPage }),
          },
          {
            path: 'history/import',
            lazy: async () => ({ Component: (await import('@/web/features/sessions/pages/import-page')).ImportPage }),
          },
          {
            path: 'sessions/new',
            lazy: async () => ({ Component: (await import('@/web/features/sessions/pages/start-session-page')).StartSessionPage }),
          },
          {
            path: 'sessions/:sessionId',
            loader: ({ params }) => {
              if (params.sessionId) prefetchSession(queryClient, params.sessionId);
              return null;
            },
            shouldRevalidate: () => false,
            lazy: async () => ({ Component: (await import('@/web/features/sessions/pages/session-page')).SessionPage }),
          },
          {
            path: 'gyms',
            lazy: async () => ({ Component: (await import('@/web/features/gyms/pages/my-gyms-page')).MyGymsPage }),
          },
          {
            path: 'add-exercise',
            lazy: async () => ({ Component: (await import('@/web/features/suggestions/pages/add-exercise-page')).AddExercisePage }),
          },
          {
            path: 'suggest-exercise',
            lazy: async () => ({ Component: (await import('@/web/features/suggestions/pages/suggest-exercise-page')).SuggestExercisePage }),
          },
          {
            path: 'my-suggestions',
            lazy: async () => ({ Component: (await import('@/web/features/suggestions/pages/my-suggestions-page')).MySuggestionsPage }),
          },
          {
            path: 'account-settings',
            lazy: async () => ({ Component: (await import('@/web/features/account/pages/account-settings-page')).AccountSettingsPage }),
          },
          {
            path: 'subscription',
            lazy: async () => ({ Component: (await import('@/web/features/billing/pages/subscription-page')).SubscriptionPage }),
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await import('@/web/app/routes/admin-dashboard-route')).AdminDashboardRoute }),
          },
        ],
      },
      // The local billing provider's test-mode checkout and portal (docs/product.md#test-mode-billing): own tabs, outside the dashboard shell,
      // behind the same guard.
      {
        path: '/billing/local/checkout',
        lazy: async () => {
          const [{ RequireAuth }, { LocalCheckoutPage }] = await Promise.all([
            import('@/web/app/guards/require-auth'),
            import('@/web/features/billing/pages/local-checkout-page'),
          ]);
          return {
            element: (
              <RequireAuth>
                <LocalCheckoutPage />
              </RequireAuth>
            ),
          };
        },
      },
      {
        path: '/billing/local/portal',
        lazy: async () => {
          const [{ RequireAuth }, { LocalPortalPage }] = await Promise.all([
            import('@/web/app/guards/require-auth'),
            import('@/web/features/billing/pages/local-portal-page'),
          ]);
          return {
            element: (
              <RequireAuth>
                <LocalPortalPage />
              </RequireAuth>
            ),
          };
        },
      },
      // Where the checkout tab lands once paid, with either provider (docs/product.md#subscription): a page of its own,
      // not a second copy of the dashboard.
      {
        path: '/billing/checkout/complete',
        lazy: async () => {
          const [{ RequireAuth }, { CheckoutCompletePage }] = await Promise.all([
            import('@/web/app/guards/require-auth'),
            import('@/web/features/billing/pages/checkout-complete-page'),
          ]);
          return {
            element: (
              <RequireAuth>
                <CheckoutCompletePage />
              </RequireAuth>
            ),
          };
        },
      },
      // Also catches unknown /dashboard/… paths (no splat child there), so the 404 page never nests in the shell.
      { path: '*', lazy: async () => ({ Component: (await import('@/web/app/routes/not-found-page')).NotFoundPage }) },
    ],
  },
];

/** Every lazy route of `list`, its children's too, loaded through {@link loadOrReloadOnce} (a deploy reloads once). */
function reloadingOnceAfterDeploy(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function' ? { lazy: () => loadOrReloadOnce(lazy, reloadToPendingPage) } : {}),
      ...(children ? { children: reloadingOnceAfterDeploy(children) } : {}),
    } as RouteObject;
  });
}

/**
 * Loads afresh the page the tab is going to: while a link is being followed the address bar still shows the old page
 * (React Router commits the URL only after the route's chunk loaded), so a plain reload would go back there.
 */
function reloadToPendingPage(): boolean {
  return reloadOnceForNewVersion(window.sessionStorage, () => {
    const target = router?.state.navigation.location;
    window.location.assign(target && router ? router.createHref(target) : window.location.href);
  });
}

/** The route table with every lazy route loaded through {@link loadOrReloadOnce}; the prerender renders it too. */
export const routes = reloadingOnceAfterDeploy(table);

let router: DataRouter | undefined;

/**
 * Creates the tab's browser router. With `prerendered`, the page's HTML came from the build's prerender
 * (docs/architecture.md#prerendered-landing-page: the landing page, or a preloaded shell's loading screen) or from the
 * server's render of a member's page: the lazy routes matching the address are loaded first and their components put in
 * place, as React Router's manual-SSR guide asks, so the router's first render is the page itself (the markup to
 * hydrate) and not the blank fallback shown while a chunk loads. With `serverRendered` the page's data is already in
 * the query cache (docs/architecture.md#server-rendered-library): the matched routes' loaders, which only start those
 * requests, are marked as done in the router's hydration data instead of running, so its first render is not the
 * fallback either.
 *
 * @throws whatever a matched route's chunk throws when it cannot load.
 */
export async function createAppRouter({
  prerendered,
  serverRendered = false,
}: {
  prerendered: boolean;
  serverRendered?: boolean;
}): Promise<DataRouter> {
  const loaderData: Record<string, null> = {};
  if (prerendered) {
    const matches = matchRoutes(routes, window.location) ?? [];
    await Promise.all(
      matches.map(async ({ route }) => {
        if (serverRendered && route.loader && route.id) loaderData[route.id] = null;
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        delete route.lazy;
        Object.assign(route, loaded);
      }),
    );
    // Building the router is a task of its own on a slow phone (main.tsx), apart from loading the page's modules.
    await nextTask();
  }
  router = createBrowserRouter(routes, serverRendered ? { hydrationData: { loaderData } } : undefined);
  return router;
}

export function AppRouter({ router: appRouter }: { router: DataRouter }) {
  return <RouterProvider router={appRouter} />;
}
