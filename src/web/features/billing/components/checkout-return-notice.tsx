import { Info, LoaderCircle } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/web/components/ui/alert';
import { SUBSCRIPTION_TEXT } from '../billing-messages';

/**
 * What the page says when the provider sends the member back (Stripe's success and cancel URLs; the local checkout
 * does the same): while a paid checkout is being confirmed (the webhook may take a moment), or after a cancelled one.
 */
export function CheckoutReturnNotice({ kind }: { kind: 'confirming' | 'cancelled' }) {
  if (kind === 'confirming') {
    return (
      <Alert variant="info" role="status">
        <LoaderCircle aria-hidden="true" className="animate-spin" />
        <AlertTitle>{SUBSCRIPTION_TEXT.checkoutReturnedTitle}</AlertTitle>
        <AlertDescription>{SUBSCRIPTION_TEXT.checkoutReturnedDetail}</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert role="status">
      <Info aria-hidden="true" />
      <AlertTitle>{SUBSCRIPTION_TEXT.checkoutCancelledTitle}</AlertTitle>
      <AlertDescription>{SUBSCRIPTION_TEXT.checkoutCancelledDetail}</AlertDescription>
    </Alert>
  );
}
