import { format, isValid, parseISO } from 'date-fns';
import { MailQuestionMark, UserRound } from 'lucide-react';
import { ACCOUNT_TEXT } from '../account-messages';
import { AccountSection } from './account-section';

/** 'March 5, 2026', or 'N/A' when the date is missing or unreadable (docs/product.md#account-settings "created date or N/A"). */
export function formatCreatedDate(createdAt: string | null | undefined): string {
  if (!createdAt) return ACCOUNT_TEXT.info.notAvailable;
  const date = parseISO(createdAt);
  return isValid(date) ? format(date, 'MMMM d, yyyy') : ACCOUNT_TEXT.info.notAvailable;
}

/**
 * Account info (docs/product.md#account-settings): the current e-mail, the date the account was created and, while an
 * e-mail change waits for its link to be followed, the address it waits on (`pendingEmail` of /api/me, null otherwise).
 */
export function AccountInfoCard({
  email,
  createdAt,
  pendingEmail,
}: {
  email: string;
  createdAt: string | null | undefined;
  pendingEmail: string | null;
}) {
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
      {pendingEmail && (
        <p className="mt-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <MailQuestionMark aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0">
            {info.pending} <strong className="font-semibold break-all">{pendingEmail}</strong> — {info.pendingHint}
          </span>
        </p>
      )}
    </AccountSection>
  );
}
