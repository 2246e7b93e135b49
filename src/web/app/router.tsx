import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from '@/web/app/root-layout';

/** A placeholder for a route that a later issue fills (issue 2 §3). */
const comingSoon = (title: string) => async () => {
  const { ComingSoonPage } = await import('@/web/app/routes/coming-soon-page');
  return { element: <ComingSoonPage title={title} /> };
};

/**
 * The route table of spec §2, one lazily loaded chunk per route (ARCHITECTURE §2). Every /dashboard/* route sits under
 * the guarded dashboard layout (spec §2: 'Loading...' while the session loads, /auth when signed out).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    lazy: { ErrorBoundary: async () => (await import('@/web/app/routes/route-error-page')).RouteErrorPage },
    children: [
      { path: '/', lazy: async () => ({ Component: (await import('@/web/features/landing/pages/landing-page')).LandingPage }) },
      { path: '/auth', lazy: async () => ({ Component: (await import('@/web/features/auth/pages/auth-page')).AuthPage }) },
      {
        path: '/dashboard',
        lazy: async () => ({ Component: (await import('@/web/app/layouts/dashboard-layout')).DashboardLayout }),
        children: [
          { index: true, element: <Navigate to="/dashboard/exercises" replace /> },
          {
            path: 'exercises',
            lazy: async () => ({ Component: (await import('@/web/features/exercises/pages/exercise-library-page')).ExerciseLibraryPage }),
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
            lazy: async () => ({ Component: (await import('@/web/app/routes/workout-placeholders')).WorkoutSessionPlaceholder }),
          },
          { path: 'add-exercise', lazy: comingSoon('Add Exercise') },
          { path: 'suggest-exercise', lazy: comingSoon('Suggest an Exercise') },
          { path: 'my-suggestions', lazy: comingSoon('My Suggestions') },
          {
            path: 'account-settings',
            lazy: async () => ({ Component: (await import('@/web/features/account/pages/account-settings-page')).AccountSettingsPage }),
          },
          { path: 'subscription', lazy: comingSoon('Subscription') },
          { path: 'admin', lazy: comingSoon('Admin Dashboard') },
        ],
      },
      // Also catches unknown /dashboard/… paths (no splat child there), so the 404 page never nests in the shell.
      { path: '*', lazy: async () => ({ Component: (await import('@/web/app/routes/not-found-page')).NotFoundPage }) },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
