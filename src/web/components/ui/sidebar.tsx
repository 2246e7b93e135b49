import { PanelLeftIcon } from 'lucide-react';
import type { ComponentProps, CSSProperties } from 'react';
import { Button } from '@/web/components/ui/button';
import { SIDEBAR_WIDTH_MOBILE, useSidebar } from '@/web/components/ui/sidebar-provider';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/web/components/ui/sheet';
import { cn } from '@/web/lib/utils';

export { SidebarProvider, useSidebar } from '@/web/components/ui/sidebar-provider';
export { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/web/components/ui/sidebar-menu';

/**
 * The collapsible left sidebar (shadcn Sidebar shape): fixed column on ≥ 768 px that collapses to 3rem of icons,
 * a slide-over Sheet below 768 px (docs/product.md#dashboard-shell, docs/product.md#limits widths). Wrap it in SidebarProvider.
 */
export function Sidebar({ className, children, label = 'Sidebar', ...props }: ComponentProps<'div'> & { label?: string }) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          data-slot="sidebar"
          data-mobile="true"
          className="w-(--sidebar-width) bg-sidebar p-0 text-sidebar-foreground sm:max-w-none"
          style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
        >
          <SheetHeader className="sr-only">
            <SheetTitle>{label}</SheetTitle>
            <SheetDescription>Links to every part of the dashboard.</SheetDescription>
          </SheetHeader>
          <div className="flex h-full w-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-slot="sidebar"
    >
      {/* Reserves the sidebar's width in the page flow; the panel itself is fixed. */}
      <div className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <div
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear md:flex group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
        {...props}
      >
        <div className="flex h-full w-full flex-col">{children}</div>
      </div>
    </div>
  );
}

/** Opens/closes the sidebar; also reachable with Ctrl/Cmd+B. */
export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon-sm"
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle sidebar (Ctrl+B)"
      className={cn('text-slate-700', className)}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeftIcon aria-hidden="true" />
    </Button>
  );
}

/** The column beside the sidebar that holds the announcement bar, header and main content. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-inset"
      className={cn('relative flex min-h-svh w-full min-w-0 flex-1 flex-col bg-slate-50/60', className)}
      {...props}
    />
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-footer" className={cn('mt-auto flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn('flex min-h-0 flex-1 flex-col gap-1 overflow-auto group-data-[collapsible=icon]:overflow-hidden', className)}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-group" className={cn('relative flex w-full min-w-0 flex-col p-2', className)} {...props} />;
}

/** Group heading; visually hidden (still announced) when the sidebar is collapsed to icons. */
export function SidebarGroupLabel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-semibold tracking-wide text-sidebar-muted-foreground uppercase group-data-[collapsible=icon]:sr-only',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarSeparator({ className, ...props }: ComponentProps<'hr'>) {
  return <hr data-slot="sidebar-separator" className={cn('mx-2 border-sidebar-border', className)} {...props} />;
}
