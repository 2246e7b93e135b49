import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { forgetReloadForNewVersion } from '@/web/app/chunk-reload';
import { ServiceStatusBanner } from '@/web/app/service-status-banner';
import { UpdateOffer } from '@/web/app/update-offer';

/**
 * The pathless root route: renders the matched page, restores scroll positions on back/forward, and shows the outage
 * banner and the offer of a new version (update-offer.tsx) over every page. Rendering at all means the page's chunks loaded, so a later failed chunk may reload once
 * again (chunk-reload.ts).
 */
export function RootLayout() {
  useEffect(() => forgetReloadForNewVersion(), []);
  return (
    <>
      <ServiceStatusBanner />
      <UpdateOffer />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
