import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { AUTH_MESSAGES, authErrorMessage } from '@/web/features/auth/auth-messages';
import { EmailPasswordForm, useEmailPasswordFields } from '@/web/features/auth/components/email-password-form';
import { CONFIRMED_PARAM } from '@/web/features/auth/components/confirmation-link-notice';
import { PASSWORD_MIN_LENGTH } from '@/shared/limits';
import { authClient } from '@/web/lib/auth-client';

/**
 * Sign Up tab (docs/product.md#behaviour, docs/product.md#validation, docs/product.md#messages): both fields required, 'Creating account...' while submitting, 'Sign up failed' with
 * the server's message, or 'Success! Please check your email…' and the fields clear. The length rule shows under the
 * password before anything is typed (docs/product.md#sign-in); a password under the project's 8 characters (shared/limits.ts, the server's minimum too) is refused when submitted.
 * The confirmation link returns to the site root (docs/product.md#routes, docs/product.md#api Sign up) as `/?verified=1`, better-auth having
 * signed the member in (autoSignInAfterVerification); the landing page says so (ConfirmationLinkNotice). After the
 * toast, `onSignedUp` gets the address the link went to: /auth then shows 'Check your inbox' (CheckInbox).
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const fields = useEmailPasswordFields();
  const { email, setEmail, password, setPassword, setSubmitting } = fields;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || !password) {
      toast.error(AUTH_MESSAGES.fillAllFields.title, { description: AUTH_MESSAGES.fillAllFields.description });
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      toast.error(AUTH_MESSAGES.passwordTooShort.title, { description: AUTH_MESSAGES.passwordTooShort.description });
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await authClient.signUp.email({
        email: trimmed,
        password,
        name: trimmed.split('@')[0] ?? trimmed,
        callbackURL: `${window.location.origin}/?${CONFIRMED_PARAM}=1`,
      });
      if (error) {
        toast.error(AUTH_MESSAGES.signUpFailed, { description: authErrorMessage(error) });
        return;
      }
      toast.success(AUTH_MESSAGES.signUpSuccess.title, { description: AUTH_MESSAGES.signUpSuccess.description });
      setEmail('');
      setPassword('');
      onSignedUp(trimmed);
    } catch (error) {
      toast.error(AUTH_MESSAGES.signUpFailed, { description: authErrorMessage(error instanceof Error ? error : null) });
    } finally {
      setSubmitting(false);
    }
  }

  return <EmailPasswordForm variant="signUp" fields={fields} onSubmit={onSubmit} />;
}
