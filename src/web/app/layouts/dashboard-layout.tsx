import { Outlet, useNavigation } from 'react-router';
import { SkipLink } from '@/web/components/skip-link';
import { TooltipProvider } from '@/web/components/ui/tooltip';
import { SidebarInset, SidebarProvider } from '@/web/components/ui/sidebar';
import { AnnouncementBarSlot } from '@/web/app/layouts/announcement-bar-slot';
import { AppSidebar } from '@/web/app/layouts/app-sidebar';
import { BottomNav } from '@/web/app/layouts/bottom-nav';
import { DashboardHeader } from '@/web/app/layouts/dashboard-header';
import { SessionInProgressSlot } from '@/web/app/layouts/session-in-progress-slot';
import { RequireAuth } from '@/web/app/guards/require-auth';
import { useRequiredMe } from '@/web/api/get-me';
import { BillingSync } from '@/web/features/billing/components/billing-sync';

/**
 * /dashboard/*: the guard, then the shell — skip link, sidebar, announcement bar, header, the "Workout in progress" bar,
 * main (docs/product.md#screens), and below 768 px the bottom navigation bar (docs/product.md#phone-navigation).
 */
export function DashboardLayout() {
  return (
    <RequireAuth>
      <DashboardShell />
    </RequireAuth>
  );
}

function DashboardShell() {
  const me = useRequiredMe();
  const navigation = useNavigation();

  return (
    <TooltipProvider>
      <SidebarProvider>
        <SkipLink />
        <BillingSync />
        <AppSidebar me={me} />
        <SidebarInset>
          {navigation.state === 'loading' && (
            <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-primary" />
          )}
          <AnnouncementBarSlot />
          <DashboardHeader email={me.user.email} subscription={me.subscription} />
          <SessionInProgressSlot />
          <main
            id="main-content"
            tabIndex={-1}
            className="flex-1 px-4 pt-6 pb-[calc(1.5rem+var(--bottom-nav-space))] outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            <Outlet />
          </main>
        </SidebarInset>
        <BottomNav />
      </SidebarProvider>
    </TooltipProvider>
  );
}
