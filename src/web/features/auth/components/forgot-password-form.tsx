import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { AUTH_MESSAGES, authErrorMessage } from '@/web/features/auth/auth-messages';
import { authClient } from '@/web/lib/auth-client';

/**
 * The separate Forgot Password block (docs/product.md#sign-in, docs/product.md#validation, docs/product.md#messages): e-mail required ('Please enter your email address'),
 * 'Sending...' while busy, then 'Reset email sent!'. The link leads back to /auth?mode=reset&token=… (better-auth).
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) {
      toast.error(AUTH_MESSAGES.enterEmail.title, { description: AUTH_MESSAGES.enterEmail.description });
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await authClient.requestPasswordReset({ email: trimmed, redirectTo: `${window.location.origin}/auth?mode=reset` });
      if (error) {
        toast.error(AUTH_MESSAGES.resetFailed, { description: authErrorMessage(error) });
        return;
      }
      toast.success(AUTH_MESSAGES.resetSent.title, { description: AUTH_MESSAGES.resetSent.description });
    } catch (error) {
      toast.error(AUTH_MESSAGES.resetFailed, { description: authErrorMessage(error instanceof Error ? error : null) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section aria-labelledby="forgot-password-heading" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
          <KeyRound aria-hidden="true" className="size-4" />
        </span>
        <div>
          <h2 id="forgot-password-heading" className="font-semibold">
            Forgot Password?
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">Enter your email and we&apos;ll send you a link to reset it.</p>
        </div>
      </div>
      <form onSubmit={onSubmit} className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end" aria-label="Reset password">
        <div className="grid gap-2">
          <Label htmlFor="reset-email">Email</Label>
          <Input
            id="reset-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-required="true"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline" disabled={submitting}>
          {submitting ? AUTH_MESSAGES.buttons.sending : AUTH_MESSAGES.buttons.sendReset}
        </Button>
      </form>
    </section>
  );
}
