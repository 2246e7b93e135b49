import { useRequiredMe } from '@/web/api/get-me';
import { useDocumentTitle } from '@/web/hooks/use-document-title';
import { ACCOUNT_TEXT } from '../account-messages';
import { AccountInfoCard } from '../components/account-info-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { DangerZoneCard } from '../components/danger-zone-card';
import { TrainingUnitsCard } from '../components/training-units-card';
import { UpdateEmailForm } from '../components/update-email-form';
import { useEmailChangeResult } from '../hooks/use-email-change-result';

/**
 * /dashboard/account-settings (docs/product.md#account-settings): account info, Update Email Address, Change Password,
 * Training (the weight unit) and the Danger Zone. Every change goes through better-auth, which checks the current password on the server.
 */
export function AccountSettingsPage() {
  useDocumentTitle(ACCOUNT_TEXT.title);
  useEmailChangeResult();
  const { user } = useRequiredMe();

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{ACCOUNT_TEXT.title}</h1>
        <p className="text-sm text-muted-foreground">{ACCOUNT_TEXT.subtitle}</p>
      </header>
      <AccountInfoCard email={user.email} createdAt={user.createdAt} pendingEmail={user.pendingEmail} />
      <div className="grid gap-6 lg:grid-cols-2">
        <UpdateEmailForm currentEmail={user.email} />
        <ChangePasswordForm email={user.email} />
      </div>
      <TrainingUnitsCard />
      <DangerZoneCard />
    </div>
  );
}
