import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { useSubscription } from '../api/get-subscription';
import { type LocalPortalAction, useLocalPortalAction } from '../api/local-billing';
import { TestModeShell } from '../components/test-mode-shell';
import { formatBillingDate } from '../format-date';
import { SUBSCRIPTION_TEXT, SUBSCRIPTION_TOASTS, TEST_MODE_TEXT } from '../billing-messages';
import { reportError } from '@/web/lib/report-error';

const DONE = { cancel: SUBSCRIPTION_TOASTS.cancelled, resume: SUBSCRIPTION_TOASTS.resumed, end: SUBSCRIPTION_TOASTS.ended } as const;

/**
 * /billing/local/portal — the local provider's customer portal (docs/product.md#test-mode-billing, BILLING_PROVIDER=local), opened in a new tab
 * by 'Manage Subscription': the plan and its end date, Cancel Subscription (at the period end) or Resume Subscription,
 * and the test-mode-only End Now (decision 0009). Every change is announced to the other tabs.
 */
export function LocalPortalPage() {
  useDocumentTitle(`${TEST_MODE_TEXT.portalTitle} (${TEST_MODE_TEXT.badge})`);
  const subscription = useSubscription();
  const action = useLocalPortalAction();
  const status = subscription.data;
  const run = (which: LocalPortalAction) =>
    action.mutate(which, {
      onSuccess: () => toast.success(DONE[which].title, { description: DONE[which].description }),
      onError: (error) => {
        reportError(`Test-mode portal action '${which}' failed`, error);
        toast.error(SUBSCRIPTION_TOASTS.actionFailed.title, { description: error.message || SUBSCRIPTION_TOASTS.actionFailed.description });
      },
    });
  const busy = action.isPending;

  let body;
  if (!status) {
    body = <Skeleton className="h-40 rounded-xl" />;
  } else if (!status.hasPlan) {
    body = <p className="text-sm">{TEST_MODE_TEXT.statusNone}</p>;
  } else {
    body = (
      <div className="space-y-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{TEST_MODE_TEXT.plan}</dt>
          <dd className="font-medium">{status.tier}</dd>
          <dt className="text-muted-foreground">{TEST_MODE_TEXT.status}</dt>
          <dd className="font-medium">{status.cancelAtPeriodEnd ? TEST_MODE_TEXT.statusEnding : TEST_MODE_TEXT.statusActive}</dd>
          {status.end && (
            <>
              <dt className="text-muted-foreground">{status.cancelAtPeriodEnd ? SUBSCRIPTION_TEXT.endsOn : SUBSCRIPTION_TEXT.renewsOn}</dt>
              <dd className="font-medium">{formatBillingDate(status.end)}</dd>
            </>
          )}
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row">
          {status.cancelAtPeriodEnd ? (
            <Button onClick={() => run('resume')} disabled={busy}>
              {TEST_MODE_TEXT.resumeSubscription}
            </Button>
          ) : (
            <Button variant="outline" onClick={() => run('cancel')} disabled={busy}>
              {TEST_MODE_TEXT.cancelSubscription}
            </Button>
          )}
        </div>
        <div className="rounded-lg border border-dashed border-amber-300 bg-amber-50 p-4">
          <p className="text-sm text-amber-950">{TEST_MODE_TEXT.endNowHint}</p>
          <Button variant="destructive" size="sm" className="mt-3" onClick={() => run('end')} disabled={busy}>
            {TEST_MODE_TEXT.endNow}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <TestModeShell title={TEST_MODE_TEXT.portalTitle}>
      <section aria-label={TEST_MODE_TEXT.portalTitle} className="rounded-xl border bg-card p-6 shadow-sm" aria-busy={busy || undefined}>
        <p className="mb-4 text-sm text-muted-foreground">{TEST_MODE_TEXT.portalNotice}</p>
        {body}
      </section>
      <Button asChild variant="link" className="mt-4 px-0">
        <Link to="/dashboard/subscription">{TEST_MODE_TEXT.returnToApp}</Link>
      </Button>
    </TestModeShell>
  );
}
