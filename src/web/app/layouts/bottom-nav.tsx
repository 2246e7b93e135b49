import { Link, useLocation } from 'react-router';
import { useSidebar } from '@/web/components/ui/sidebar';
import { cn } from '@/web/lib/utils';
import { BOTTOM_NAV_ITEMS, MORE_ICON, bottomNavMatch } from '@/web/app/layouts/nav-items';

const itemClass =
  'flex min-h-14 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 text-[11px] font-medium leading-tight outline-none focus-visible:ring-2 focus-visible:ring-ring';

/**
 * The phone's navigation bar (docs/product.md#phone-navigation): below 768 px, fixed to the bottom of the screen, the
 * member's main places and More, which opens the sidebar with the rest. The current place is marked (`aria-current`:
 * `page` on its own address, `true` below it) and drawn in the accent colour. The bar's height is
 * `--bottom-nav-space` (src/web/styles.css), which the sticky bars, the comparison tray and the toasts rise above.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const { openMobile, setOpenMobile } = useSidebar();
  return (
    <nav
      aria-label="Main"
      data-bottom-nav=""
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-lg items-stretch gap-1 px-1 py-1">
        {BOTTOM_NAV_ITEMS.map((item) => {
          const match = bottomNavMatch(pathname, item);
          return (
            <li key={item.href} className="flex min-w-0 flex-1">
              <Link
                to={item.href}
                aria-current={match === 'page' ? 'page' : match === 'section' ? 'true' : undefined}
                className={cn(itemClass, match ? 'text-primary' : 'text-slate-600 hover:text-foreground')}
              >
                <item.icon aria-hidden="true" className={cn('size-5', match && 'stroke-[2.5]')} />
                <span className="max-w-full truncate">{item.label}</span>
              </Link>
            </li>
          );
        })}
        <li className="flex min-w-0 flex-1">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={openMobile}
            onClick={() => setOpenMobile(true)}
            className={cn(itemClass, 'text-slate-600 hover:text-foreground')}
          >
            <MORE_ICON aria-hidden="true" className="size-5" />
            <span>More</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
