import { Link, useLocation } from 'react-router';
import { Logo } from '@/web/components/logo';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from '@/web/components/ui/sidebar';
import { isActivePath, NAV_GROUPS } from '@/web/app/layouts/nav-items';
import { UpgradeButton } from '@/web/app/layouts/upgrade-button';
import type { Me } from '@/web/api/get-me';

/** The dashboard's sidebar: wordmark, the link groups of docs/product.md#screens (Admin for admins only), and the upgrade button. */
export function AppSidebar({ me }: { me: Me }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  // On phones the sidebar is a modal sheet: close it once a link is chosen.
  const closeOnMobile = () => {
    if (isMobile) setOpenMobile(false);
  };
  const groups = NAV_GROUPS.filter((group) => !group.adminOnly || me.role === 'admin');

  return (
    <Sidebar label="Dashboard navigation">
      <nav aria-label="Dashboard" className="flex h-full min-h-0 flex-col">
        <SidebarHeader className="h-14 justify-center border-b border-sidebar-border px-3 group-data-[collapsible=icon]:px-2">
          <Link to="/dashboard/exercises" onClick={closeOnMobile} className="w-fit rounded-md" aria-label="Equipped, Browse Exercises">
            <Logo nameClassName="group-data-[collapsible=icon]:sr-only" />
          </Link>
        </SidebarHeader>
        <SidebarContent className="py-2">
          {groups.map((group) => {
            const labelId = `sidebar-group-${group.label.toLowerCase()}`;
            return (
              <SidebarGroup key={group.label}>
                <SidebarGroupLabel id={labelId}>{group.label}</SidebarGroupLabel>
                <SidebarMenu aria-labelledby={labelId}>
                  {group.items.map((item) => (
                    <SidebarMenuItem key={item.href}>
                      <SidebarMenuButton asChild isActive={isActivePath(pathname, item.href)} tooltip={item.title}>
                        <Link to={item.href} onClick={closeOnMobile}>
                          <item.icon aria-hidden="true" />
                          <span>{item.title}</span>
                        </Link>
                      </SidebarMenuButton>
                    </SidebarMenuItem>
                  ))}
                </SidebarMenu>
              </SidebarGroup>
            );
          })}
        </SidebarContent>
        <SidebarFooter className="border-t border-sidebar-border">
          <UpgradeButton subscription={me.subscription} onNavigate={closeOnMobile} />
        </SidebarFooter>
      </nav>
    </Sidebar>
  );
}
