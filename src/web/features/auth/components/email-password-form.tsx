import type { FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { AuthField } from '@/web/features/auth/components/auth-field';

/**
 * The e-mail and password form of the Sign In and Sign Up tabs: the two required fields and a full-width submit button
 * that shows `submittingLabel` while `submitting`. Each tab keeps its own state and what submitting does.
 */
export function EmailPasswordForm(props: {
  /** The form's accessible name, e.g. 'Sign in'. */
  label: string;
  /** Prefix of the fields' ids, e.g. 'signin'. */
  idPrefix: string;
  passwordAutoComplete: 'current-password' | 'new-password';
  email: string;
  onEmailChange: (email: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form onSubmit={props.onSubmit} className="grid gap-4" aria-label={props.label}>
      <AuthField id={`${props.idPrefix}-email`} label="Email" type="email" autoComplete="email" placeholder="you@example.com" aria-required="true"
        value={props.email} onChange={(e) => props.onEmailChange(e.target.value)} />
      <AuthField id={`${props.idPrefix}-password`} label="Password" type="password" autoComplete={props.passwordAutoComplete} aria-required="true"
        value={props.password} onChange={(e) => props.onPasswordChange(e.target.value)} />
      <Button type="submit" className="w-full" disabled={props.submitting}>
        {props.submitting ? props.submittingLabel : props.submitLabel}
      </Button>
    </form>
  );
}
