import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/web/components/ui/badge';
import { TEST_MODE_TEXT } from '../billing-messages';
import { BillingTabShell } from './billing-tab-shell';

/**
 * The frame of the local provider's pages (docs/product.md#test-mode-billing: "clearly labelled test-mode checkout … and portal"): a TEST MODE
 * strip across the top, the Equipped logo, a TEST MODE badge beside the title, and the page's card. They open in their
 * own tab, outside the dashboard, as a real provider's pages would.
 */
export function TestModeShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <BillingTabShell
      title={title}
      strip={
        <p className="bg-amber-100 px-4 py-1.5 text-center text-xs font-semibold tracking-wide text-amber-950">
          {TEST_MODE_TEXT.badge} · {TEST_MODE_TEXT.strip}
        </p>
      }
      badge={
        <Badge variant="warning">
          <FlaskConical aria-hidden="true" />
          {TEST_MODE_TEXT.badge}
        </Badge>
      }
    >
      {children}
    </BillingTabShell>
  );
}
