import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/web/components/logo';
import { Badge } from '@/web/components/ui/badge';
import { TEST_MODE_TEXT } from '../billing-messages';

/**
 * The frame of the local provider's pages (docs/product.md#test-mode-billing: "clearly labelled test-mode checkout … and portal"): a TEST MODE
 * strip across the top, the Equipped logo, a TEST MODE badge beside the title, and the page's card. They open in their
 * own tab, outside the dashboard, as a real provider's pages would.
 */
export function TestModeShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-svh bg-slate-50">
      <p className="bg-amber-100 px-4 py-1.5 text-center text-xs font-semibold tracking-wide text-amber-950">
        {TEST_MODE_TEXT.badge} · {TEST_MODE_TEXT.strip}
      </p>
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-3">
          <Link to="/dashboard/subscription" className="rounded-md" aria-label="Equipped: back to the Subscription page">
            <Logo />
          </Link>
        </div>
      </header>
      <main id="main-content" className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <Badge variant="warning">
            <FlaskConical aria-hidden="true" />
            {TEST_MODE_TEXT.badge}
          </Badge>
        </div>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
