import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { AUTH_MESSAGES } from '@/web/features/auth/auth-messages';
import { AuthField } from '@/web/features/auth/components/auth-field';

/**
 * The e-mail and password form of the Sign In and Sign Up tabs: the two required fields and a full-width submit button
 * that says what is happening while submitting. Each tab keeps its own submit; the fields' state comes from
 * useEmailPasswordFields.
 */

/** The state of the two fields and of the submission. */
export function useEmailPasswordFields() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  return { email, setEmail, password, setPassword, submitting, setSubmitting };
}

const VARIANTS = {
  signIn: {
    label: 'Sign in',
    idPrefix: 'signin',
    passwordAutoComplete: 'current-password',
    submitLabel: AUTH_MESSAGES.buttons.signIn,
    submittingLabel: AUTH_MESSAGES.buttons.signingIn,
    passwordHint: undefined,
  },
  signUp: {
    label: 'Sign up',
    idPrefix: 'signup',
    passwordAutoComplete: 'new-password',
    submitLabel: AUTH_MESSAGES.buttons.signUp,
    submittingLabel: AUTH_MESSAGES.buttons.creatingAccount,
    // The rule before the first try (docs/product.md#sign-in): the server's minimum, shared/limits.ts.
    passwordHint: AUTH_MESSAGES.passwordRule,
  },
} as const;

export function EmailPasswordForm({
  variant,
  fields,
  onSubmit,
}: {
  variant: keyof typeof VARIANTS;
  fields: ReturnType<typeof useEmailPasswordFields>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { label, idPrefix, passwordAutoComplete, submitLabel, submittingLabel, passwordHint } = VARIANTS[variant];
  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label={label}>
      <AuthField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        aria-required="true"
        value={fields.email}
        onChange={(e) => fields.setEmail(e.target.value)}
      />
      <AuthField
        id={`${idPrefix}-password`}
        label="Password"
        type="password"
        autoComplete={passwordAutoComplete}
        hint={passwordHint}
        aria-required="true"
        value={fields.password}
        onChange={(e) => fields.setPassword(e.target.value)}
      />
      <Button type="submit" className="w-full" disabled={fields.submitting}>
        {fields.submitting ? submittingLabel : submitLabel}
      </Button>
    </form>
  );
}
