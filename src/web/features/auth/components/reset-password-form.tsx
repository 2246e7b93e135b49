import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { AUTH_MESSAGES, authErrorMessage } from '@/web/features/auth/auth-messages';
import { AuthField } from '@/web/features/auth/components/auth-field';
import { newPasswordSchema, type NewPasswordValues } from '@/web/features/auth/password-rules';
import { authClient } from '@/web/lib/auth-client';

/**
 * 'Set a new password' (issue 2 §2): shown when /auth opens with ?mode=reset&token=… from the reset e-mail.
 * On success it toasts and calls `onDone` (the page then shows the Sign In tab).
 */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { register, handleSubmit, formState } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: NewPasswordValues) {
    try {
      const { error } = await authClient.resetPassword({ newPassword: values.newPassword, token });
      if (error) {
        toast.error(AUTH_MESSAGES.passwordResetFailed, { description: authErrorMessage(error) });
        return;
      }
      toast.success(AUTH_MESSAGES.passwordReset.title, { description: AUTH_MESSAGES.passwordReset.description });
      onDone();
    } catch (error) {
      toast.error(AUTH_MESSAGES.passwordResetFailed, { description: authErrorMessage(error instanceof Error ? error : null) });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-label="Set a new password" noValidate>
      <AuthField id="new-password" label="New password" type="password" autoComplete="new-password" aria-required="true"
        error={errors.newPassword?.message} {...register('newPassword')} />
      <AuthField id="confirm-password" label="Confirm new password" type="password" autoComplete="new-password" aria-required="true"
        error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? AUTH_MESSAGES.buttons.settingPassword : AUTH_MESSAGES.buttons.setPassword}
      </Button>
    </form>
  );
}
