import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/web/components/logo';

interface BillingTabShellProps {
  /** The page's h1. */
  title: string;
  /** Shown beside the title (the TEST MODE badge). */
  badge?: ReactNode;
  /** A strip across the very top (the TEST MODE notice). */
  strip?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the pages that open in a tab of their own, outside the dashboard (docs/product.md#test-mode-billing,
 * docs/product.md#subscription): the Equipped logo (a link to the Subscription page), an h1 with an optional badge,
 * an optional strip above everything, and the page's content in a narrow column.
 */
export function BillingTabShell({ title, badge, strip, children }: BillingTabShellProps) {
  return (
    <div className="min-h-svh bg-slate-50">
      {strip}
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
          {badge}
        </div>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
