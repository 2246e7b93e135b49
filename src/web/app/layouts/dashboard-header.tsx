import { CircleUserRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/web/components/ui/popover';
import { Separator } from '@/web/components/ui/separator';
import { SidebarTrigger } from '@/web/components/ui/sidebar';
import type { Me } from '@/web/api/get-me';
import { usePageTitle } from '@/web/hooks/use-document-title';
import { SignOutButton } from '@/web/features/auth/components/sign-out-button';
import { GymSwitcher } from '@/web/features/gyms/components/gym-switcher';
import { HeaderPlanLink } from './upgrade-button';

const ACCOUNT_SETTINGS_PATH = '/dashboard/account-settings';

/**
 * Header titled with the page's own title (what its useDocumentTitle names it; 'Dashboard' until it has) with the gym switcher (docs/product.md#my-gyms), the member's e-mail and Sign Out
 * (docs/product.md#dashboard-shell). Below 640 px the title gives its room to the switcher.
 *
 * From 768 px (the sidebar's breakpoint, docs/product.md#screens) the e-mail is written out and the plan control sits in the sidebar.
 * Below it the sidebar is a slide-over, so the header carries the plan control itself, and the e-mail moves into an
 * account menu (a popover: the full address, never truncated, and a link to Account Settings); Sign Out keeps its
 * icon, with its name for screen readers, and the sidebar's toggle gives way to the bottom bar's More
 * (docs/product.md#phone-navigation). Everything fits in one 320 px row without clipping.
 */
/**
 * The page's title ('Dashboard' until the page names itself). Its own component: the page names itself once it has
 * mounted, and only this line re-renders then, not the header's switcher, menus and buttons.
 */
function HeaderTitle() {
  const pageTitle = usePageTitle();
  return <p className="hidden max-w-64 min-w-0 truncate text-base font-semibold sm:block lg:max-w-96">{pageTitle || 'Dashboard'}</p>;
}

export function DashboardHeader({ email, subscription }: { email: string; subscription: Me['subscription'] }) {
  const [accountOpen, setAccountOpen] = useState(false);
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-white/90 px-3 backdrop-blur-md sm:px-4">
      {/* Below 768 px the bottom bar's More opens the sidebar: the header keeps its room for the controls. */}
      <SidebarTrigger className="-ml-1 max-md:hidden" />
      <Separator orientation="vertical" className="mr-1 hidden h-5! sm:block" />
      <HeaderTitle />
      <GymSwitcher />
      <div className="ml-auto flex min-w-0 items-center gap-2 max-md:shrink-0 md:gap-3">
        <p className="hidden min-w-0 truncate text-sm text-muted-foreground md:block" title={email}>
          <span className="sr-only">Signed in as </span>
          {email}
        </p>
        <div className="md:hidden">
          <HeaderPlanLink subscription={subscription} />
        </div>
        <Popover open={accountOpen} onOpenChange={setAccountOpen}>
          <PopoverTrigger asChild>
            <Button variant="ghost" size="icon" className="md:hidden" aria-label="Account">
              <CircleUserRound aria-hidden="true" className="size-5" />
            </Button>
          </PopoverTrigger>
          <PopoverContent align="end" className="w-72 space-y-3">
            <div className="space-y-0.5">
              <p className="text-xs text-muted-foreground">Signed in as</p>
              <p className="text-sm font-medium break-all">{email}</p>
            </div>
            <Button asChild variant="outline" size="sm" className="w-full">
              <Link to={ACCOUNT_SETTINGS_PATH} onClick={() => setAccountOpen(false)}>
                Account Settings
              </Link>
            </Button>
          </PopoverContent>
        </Popover>
        <SignOutButton />
      </div>
    </header>
  );
}
