import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { meQueryKey } from '@/web/api/get-me';
import { AUTH_MESSAGES, authErrorMessage } from '@/web/features/auth/auth-messages';
import { EmailPasswordForm, useEmailPasswordFields } from '@/web/features/auth/components/email-password-form';
import { authClient } from '@/web/lib/auth-client';
import { forgetOfflineReads } from '@/web/lib/offline-reads';
import { RETURN_TO_PARAM, SIGNED_IN_HOME, safeReturnPath } from '@/web/lib/return-path';

/**
 * Sign In tab (docs/product.md#sign-in, docs/product.md#validation, docs/product.md#messages): both fields required ('Please fill in all fields'), 'Signing in...'
 * while submitting, 'Sign in failed' with the server's message, or the welcome toast and the address the member asked
 * for (`?next=`, when it is a safe path of this site: src/web/lib/return-path.ts), else /dashboard/exercises.
 */
export function SignInForm() {
  const fields = useEmailPasswordFields();
  const { email, password, setSubmitting } = fields;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast.error(AUTH_MESSAGES.fillAllFields.title, { description: AUTH_MESSAGES.fillAllFields.description });
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await authClient.signIn.email({ email: email.trim(), password });
      if (error) {
        toast.error(AUTH_MESSAGES.signInFailed, { description: authErrorMessage(error) });
        return;
      }
      toast.success(AUTH_MESSAGES.signInSuccess.title, { description: AUTH_MESSAGES.signInSuccess.description });
      // Whatever this tab cached for a previous member (pages, favourites, workouts) is not this member's.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      await forgetOfflineReads();
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      void navigate(safeReturnPath(params.get(RETURN_TO_PARAM)) ?? SIGNED_IN_HOME, { replace: true });
    } catch (error) {
      toast.error(AUTH_MESSAGES.signInFailed, { description: authErrorMessage(error instanceof Error ? error : null) });
    } finally {
      setSubmitting(false);
    }
  }

  return <EmailPasswordForm variant="signIn" fields={fields} onSubmit={onSubmit} />;
}
