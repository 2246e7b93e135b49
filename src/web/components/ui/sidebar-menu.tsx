import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { useSidebar } from '@/web/components/ui/sidebar-provider';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/components/ui/tooltip';
import { cn } from '@/web/lib/utils';

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex w-full min-w-0 flex-col gap-0.5', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('relative', className)} {...props} />;
}

const menuButtonClass =
  'flex h-9 w-full items-center gap-2.5 overflow-hidden rounded-md px-2 text-left text-sm text-slate-700 outline-none transition-[width,height,padding,background-color] hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring data-[active=true]:bg-accent data-[active=true]:font-semibold data-[active=true]:text-accent-foreground group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:px-2! [&>span:last-child]:truncate group-data-[collapsible=icon]:[&>span]:sr-only [&>svg]:size-4 [&>svg]:shrink-0';

/**
 * A sidebar row. With `asChild` it styles a router link; `isActive` marks the current page (data-active +
 * aria-current). When the sidebar is collapsed to icons, `tooltip` names the row on hover/focus.
 */
export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip?: string }) {
  const { isMobile, state } = useSidebar();
  const Comp = asChild ? Slot.Root : 'button';
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-active={isActive}
      aria-current={isActive ? 'page' : undefined}
      className={cn(menuButtonClass, className)}
      {...props}
    />
  );
  if (!tooltip || isMobile || state !== 'collapsed') return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center" portal={false}>
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}
