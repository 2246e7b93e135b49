import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from '../account-messages';
import { accountErrorToast, checkPasswordChange } from '../account-rules';
import { AccountCallError } from '../api/account-call-error';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './account-section';
import { PasswordField } from './password-field';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change Password (docs/product.md#screens, docs/product.md#passwords; docs/product.md#account-settings): current, new and confirm, each with a show/hide toggle; all
 * required, new and confirm equal, at least 8 characters; the server verifies the current password and signs the
 * member's other sessions out. Success 'Password Updated: …', failure 'Error: Failed to update password' (or 'Current
 * password is incorrect').
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState(EMPTY);
  const changePassword = useChangePassword();
  const text = ACCOUNT_TEXT.password;
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkPasswordChange(values);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    changePassword.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          toast.success(ACCOUNT_TOASTS.passwordUpdated.title, { description: ACCOUNT_TOASTS.passwordUpdated.description });
          setValues(EMPTY);
        },
        onError: (error) => {
          const shown = accountErrorToast(error instanceof AccountCallError ? error : {}, ACCOUNT_TOASTS.passwordFailed);
          toast.error(shown.title, { description: shown.description });
        },
      },
    );
  }

  return (
    <AccountSection id="change-password-title" title={text.title} description={text.description} icon={KeyRound}>
      <form onSubmit={onSubmit} className="grid gap-4" aria-label={text.title} noValidate>
        {/* Lets password managers file the new password under this account (they look for a username field). */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          id="account-current-password"
          label={text.currentPassword}
          autoComplete="current-password"
          aria-required="true"
          {...field('currentPassword')}
        />
        <PasswordField
          id="account-new-password"
          label={text.newPassword}
          autoComplete="new-password"
          aria-required="true"
          {...field('newPassword')}
        />
        <PasswordField
          id="account-confirm-password"
          label={text.confirmPassword}
          autoComplete="new-password"
          aria-required="true"
          {...field('confirmPassword')}
        />
        <Button type="submit" className="w-full sm:w-fit" disabled={changePassword.isPending}>
          {changePassword.isPending ? text.submitting : text.submit}
        </Button>
      </form>
    </AccountSection>
  );
}
