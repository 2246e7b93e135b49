import { useBillingSync } from '../hooks/use-billing-sync';

/** Mounted once in the dashboard shell: keeps every page in step with the member's subscription (see useBillingSync). */
export function BillingSync() {
  useBillingSync();
  return null;
}
