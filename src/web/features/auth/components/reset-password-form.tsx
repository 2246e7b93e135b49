import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { getMeQueryOptions, meQueryKey } from '@/web/api/get-me';
import { AUTH_MESSAGES, authErrorMessage } from '@/web/features/auth/auth-messages';
import { AuthField } from '@/web/features/auth/components/auth-field';
import { newPasswordSchema, type NewPasswordValues } from '@/web/features/auth/password-rules';
import { authClient } from '@/web/lib/auth-client';

type ResetPasswordFormProps = {
  token: string;
  /** After a successful reset, once the session is re-read (the page then shows the Sign In tab). */
  onDone: () => void;
  /** The token was refused as invalid or expired (used meanwhile, or past its hour): better-auth's `INVALID_TOKEN`. */
  onInvalidToken: (code: string) => void;
};

/**
 * 'Set a new password' (docs/product.md#sign-in): shown when /auth opens with ?mode=reset&token=… from the reset e-mail.
 * On success it toasts, re-reads who is signed in — the reset signed every session of that account out
 * (revokeSessionsOnPasswordReset), this browser's too when it was that member's — and calls `onDone`. A token refused as
 * invalid goes to `onInvalidToken`, so the page can explain the link and offer Forgot Password again.
 */
export function ResetPasswordForm({ token, onDone, onInvalidToken }: ResetPasswordFormProps) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  async function forgetEndedSession() {
    const me = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }).catch(() => undefined);
    // Signed out now: drop the member's cached data, as Sign Out does, so the next sign-in starts clean.
    if (me === null) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  }

  async function onSubmit(values: NewPasswordValues) {
    try {
      const { error } = await authClient.resetPassword({ newPassword: values.newPassword, token });
      if (error) {
        if (error.code === 'INVALID_TOKEN') onInvalidToken(error.code);
        else toast.error(AUTH_MESSAGES.passwordResetFailed, { description: authErrorMessage(error) });
        return;
      }
      toast.success(AUTH_MESSAGES.passwordReset.title, { description: AUTH_MESSAGES.passwordReset.description });
      await forgetEndedSession();
      onDone();
    } catch (error) {
      toast.error(AUTH_MESSAGES.passwordResetFailed, { description: authErrorMessage(error instanceof Error ? error : null) });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-label="Set a new password" noValidate>
      <AuthField
        id="new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <AuthField
        id="confirm-password"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? AUTH_MESSAGES.buttons.settingPassword : AUTH_MESSAGES.buttons.setPassword}
      </Button>
    </form>
  );
}
