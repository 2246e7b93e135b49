import { format, isValid, parseISO } from 'date-fns';
import { UserRound } from 'lucide-react';
import { ACCOUNT_TEXT } from '../account-messages';
import { AccountSection } from './account-section';

/** 'March 5, 2026', or 'N/A' when the date is missing or unreadable (docs/product.md#account-settings "created date or N/A"). */
export function formatCreatedDate(createdAt: string | null | undefined): string {
  if (!createdAt) return ACCOUNT_TEXT.info.notAvailable;
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, 'MMMM d, yyyy') : ACCOUNT_TEXT.info.notAvailable;
}

/** Account info (docs/product.md#account-settings): the current e-mail and the date the account was created. */
export function AccountInfoCard({ email, createdAt }: { email: string; createdAt: string | null | undefined }) {
  const { info } = ACCOUNT_TEXT;
  return (
    <AccountSection id="account-info-title" title={info.title} description={info.description} icon={UserRound}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="min-w-0 space-y-1">
          <dt className="text-sm text-muted-foreground">{info.email}</dt>
          <dd className="font-medium break-all">{email}</dd>
        </div>
        <div className="space-y-1">
          <dt className="text-sm text-muted-foreground">{info.created}</dt>
          <dd className="font-medium">{formatCreatedDate(createdAt)}</dd>
        </div>
      </dl>
    </AccountSection>
  );
}
