import { BadgeCheck, Crown } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem, useSidebar } from '@/web/components/ui/sidebar';
import type { Me } from '@/web/api/get-me';

const SUBSCRIPTION_PATH = '/dashboard/subscription';

/**
 * The sidebar's upgrade button (docs/product.md#screens: goes to /dashboard/subscription). Non-subscribers see an upgrade card;
 * subscribers (admins included, docs/product.md#behaviour) see a 'Subscribed' link with their tier to manage the plan instead.
 */
export function UpgradeButton({ subscription, onNavigate }: { subscription: Me['subscription']; onNavigate: () => void }) {
  const { state, isMobile } = useSidebar();
  const { pathname } = useLocation();
  const collapsed = state === 'collapsed' && !isMobile;
  const isActive = pathname === SUBSCRIPTION_PATH;

  if (subscription.subscribed || collapsed) {
    const label = subscription.subscribed ? `Subscribed${subscription.tier ? ` · ${subscription.tier}` : ''}` : 'Upgrade';
    return (
      <SidebarMenu>
        <SidebarMenuItem>
          <SidebarMenuButton
            asChild
            isActive={isActive}
            tooltip={label}
            className={
              subscription.subscribed
                ? undefined
                : 'bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground'
            }
          >
            <Link to={SUBSCRIPTION_PATH} onClick={onNavigate}>
              {subscription.subscribed ? <BadgeCheck aria-hidden="true" className="text-primary" /> : <Crown aria-hidden="true" />}
              <span>{label}</span>
            </Link>
          </SidebarMenuButton>
        </SidebarMenuItem>
      </SidebarMenu>
    );
  }

  return (
    <div className="rounded-xl border border-emerald-200 bg-gradient-to-br from-emerald-50 to-white p-4">
      <p className="text-sm font-semibold text-slate-900">Unlock the full library</p>
      <p className="mt-1 text-xs leading-relaxed text-slate-600">
        You are viewing sample exercises. Upgrade for every exercise and feature.
      </p>
      <Button asChild size="sm" className="mt-3 w-full">
        <Link to={SUBSCRIPTION_PATH} onClick={onNavigate} aria-current={isActive ? 'page' : undefined}>
          <Crown aria-hidden="true" />
          Upgrade
        </Link>
      </Button>
    </div>
  );
}

/**
 * The plan control of the phone header (below 768 px the sidebar, and its upgrade button, hide in a slide-over): an
 * 'Upgrade' button for non-subscribers, a 'Subscribed' link for subscribers (admins included, docs/product.md#behaviour), both to
 * /dashboard/subscription (docs/product.md#screens). Short labels, so the header row never clips them at 390 px.
 */
export function HeaderPlanLink({ subscription }: { subscription: Me['subscription'] }) {
  const { pathname } = useLocation();
  const current = pathname === SUBSCRIPTION_PATH ? 'page' : undefined;
  if (subscription.subscribed) {
    return (
      <Button asChild variant="ghost" size="sm" className="px-2 text-primary">
        <Link to={SUBSCRIPTION_PATH} aria-current={current} title={subscription.tier ? `Subscribed · ${subscription.tier}` : undefined}>
          <BadgeCheck aria-hidden="true" />
          Subscribed
        </Link>
      </Button>
    );
  }
  return (
    <Button asChild size="sm">
      <Link to={SUBSCRIPTION_PATH} aria-current={current}>
        <Crown aria-hidden="true" />
        Upgrade
      </Link>
    </Button>
  );
}
