import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from '../account-messages';
import { accountErrorToast, checkEmailChange } from '../account-rules';
import { AccountCallError } from '../api/account-call-error';
import { useChangeEmail } from '../api/change-email';
import { AccountSection } from './account-section';
import { PasswordField } from './password-field';

/**
 * Update Email Address (docs/product.md#screens, docs/product.md#account-settings): new address and current password required ('Please fill
 * in all fields'), the same address gives 'No Changes', a wrong password 'Current password is incorrect' (checked by the
 * server), success 'Email Updated: …' — the address itself changes only when the mailed link is followed.
 */
export function UpdateEmailForm({ currentEmail }: { currentEmail: string }) {
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const changeEmail = useChangeEmail();
  const text = ACCOUNT_TEXT.email;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkEmailChange({ newEmail, currentPassword }, currentEmail);
    if (problem) {
      if (problem === ACCOUNT_TOASTS.noChanges) toast.info(problem.title, { description: problem.description });
      else toast.error(problem.title, { description: problem.description });
      return;
    }
    changeEmail.mutate(
      { newEmail: newEmail.trim(), currentPassword },
      {
        onSuccess: () => {
          toast.success(ACCOUNT_TOASTS.emailUpdated.title, { description: ACCOUNT_TOASTS.emailUpdated.description });
          setNewEmail('');
          setCurrentPassword('');
        },
        onError: (error) => {
          const shown = accountErrorToast(error instanceof AccountCallError ? error : {}, ACCOUNT_TOASTS.emailFailed, true);
          toast.error(shown.title, { description: shown.description });
        },
      },
    );
  }

  return (
    <AccountSection id="update-email-title" title={text.title} description={text.description} icon={Mail}>
      <form onSubmit={onSubmit} className="grid gap-4" aria-label={text.title} noValidate>
        <div className="grid gap-2">
          <Label htmlFor="account-new-email">{text.newEmail}</Label>
          <Input
            id="account-new-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-required="true"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
          />
        </div>
        <PasswordField
          id="account-email-password"
          label={text.currentPassword}
          autoComplete="current-password"
          aria-required="true"
          value={currentPassword}
          onChange={(event) => setCurrentPassword(event.target.value)}
        />
        <Button type="submit" className="w-full sm:w-fit" disabled={changeEmail.isPending}>
          {changeEmail.isPending ? text.submitting : text.submit}
        </Button>
      </form>
    </AccountSection>
  );
}
