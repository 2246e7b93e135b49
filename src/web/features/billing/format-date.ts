import { format } from 'date-fns';

/** 'June 5, 2027': how renewal and end dates read on the subscription pages (in the member's time zone). */
export function formatBillingDate(iso: string): string {
  return format(new Date(iso), 'MMMM d, yyyy');
}
