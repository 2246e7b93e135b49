import { Outlet, ScrollRestoration } from 'react-router';

/** The pathless root route: renders the matched page and restores scroll positions on back/forward. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
