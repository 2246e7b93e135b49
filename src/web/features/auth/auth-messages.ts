import { PASSWORD_MIN_LENGTH } from '@/shared/limits';

/**
 * Every user-visible string of the sign-in area, in one place (docs/architecture.md#strings). Titles and descriptions follow
 * docs/product.md#validation and the toast catalogue of docs/product.md#messages ("title: description").
 */
export const AUTH_MESSAGES = {
  fillAllFields: { title: 'Error', description: 'Please fill in all fields' },
  enterEmail: { title: 'Error', description: 'Please enter your email address' },
  // Project decision (shared/limits.ts PASSWORD_MIN_LENGTH = 8): sign-up asks for 8+ characters, like the server.
  passwordTooShort: { title: 'Error', description: 'Password must be at least 8 characters long' },
  /** Under the Sign Up tab's password, before anything is typed. */
  passwordRule: `At least ${PASSWORD_MIN_LENGTH} characters.`,
  signInFailed: 'Sign in failed',
  signUpFailed: 'Sign up failed',
  resetFailed: 'Error',
  signInSuccess: { title: 'Welcome back!', description: 'You have successfully signed in.' },
  signUpSuccess: { title: 'Success!', description: 'Please check your email to confirm your account.' },
  resetSent: { title: 'Reset email sent!', description: 'Check your email for password reset instructions.' },
  passwordReset: { title: 'Password updated', description: 'Your password has been reset. Sign in with your new password.' },
  passwordResetFailed: 'Could not reset password',
  emailConfirmedSignedIn: { title: 'Email confirmed!', description: 'Your email address is confirmed and you are now signed in.' },
  emailConfirmed: { title: 'Email confirmed!', description: 'Your email address is confirmed. You can now sign in.' },
  // An e-mail change link followed in a browser with nobody signed in: the change is done (better-auth needs no session).
  emailChangedSignedOut: {
    title: 'Email Changed',
    description: 'Your email address has been changed. Sign in with your new email address.',
  },
  linkFailed: 'That link did not work',
  signedOut: { title: 'Signed out', description: 'You have been successfully signed out' },
  signOutFailed: 'Failed to sign out',
  fallbackError: 'Something went wrong. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  /**
   * The screen after a sign-up (docs/product.md#sign-in): where the link went, 'Send again' (limited by the server;
   * 'waitBeforeResend' is its 429) and the ways back. `sentTo` and `sentAgain` are followed by the address.
   */
  checkInbox: {
    title: 'Check your inbox',
    sentTo: 'We sent a confirmation link to',
    followIt: 'Follow it to finish signing up. The link works for 24 hours.',
    notArrived: 'Nothing yet? It can take a minute, and it may be in your spam folder.',
    sendAgain: 'Send again',
    sendingAgain: 'Sending...',
    sendAgainIn: (seconds: number) => `Send again in ${seconds} s`,
    sentAgain: 'We sent a new link to',
    waitBeforeResend: 'Please wait a minute before sending again.',
    useAnotherAddress: 'Use another address',
    backToSignIn: 'Back to sign in',
  },
  buttons: {
    signIn: 'Sign In',
    signingIn: 'Signing in...',
    signUp: 'Sign Up',
    creatingAccount: 'Creating account...',
    sendReset: 'Send Reset Link',
    sending: 'Sending...',
    setPassword: 'Update Password',
    settingPassword: 'Updating...',
  },
} as const;

/** Which e-mailed link failed: a password reset, a sign-up confirmation, or an e-mail change confirmation. */
export type LinkKind = 'reset' | 'verify' | 'email-change';

const EXPIRED_LINK: Record<LinkKind, string> = {
  reset: 'This password reset link is invalid or has expired. Request a new one below.',
  verify: 'This confirmation link is invalid or has expired. Sign in to get a new confirmation email.',
  'email-change': 'This email change link is invalid or has expired. Sign in and request the change again in Account Settings.',
};

const UNUSABLE_LINK: Record<LinkKind, string> = {
  reset: 'We could not open this password reset link. Request a new one below.',
  verify: 'We could not confirm your email with this link. Please try again.',
  'email-change': 'We could not change your email with this link. Sign in and request the change again in Account Settings.',
};

/** Messages for the `?error=` codes better-auth appends when a verification, e-mail change or reset link cannot be used. */
export function linkErrorMessage(code: string, kind: LinkKind): string {
  const upper = code.toUpperCase();
  if (upper === 'INVALID_TOKEN' || upper === 'TOKEN_EXPIRED' || upper === 'EXPIRED_TOKEN') return EXPIRED_LINK[kind];
  if (upper === 'USER_NOT_FOUND') return 'We could not find an account for this link. Please sign up again.';
  return UNUSABLE_LINK[kind];
}

/**
 * better-auth error codes whose own message would mislead or differ from the project's wording:
 * - EMAIL_NOT_VERIFIED: sign-in with the right password of an unconfirmed account; the server has just mailed a fresh
 *   confirmation link (better-auth `emailVerification.sendOnSignIn`, src/server/auth/auth.ts), so say so.
 * - PASSWORD_TOO_SHORT: the project's sentence for the 8-character minimum (shared/limits.ts), as the forms say it.
 */
const ERROR_CODE_MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'Your email is not confirmed yet. We have sent you a new confirmation link: follow it to finish signing up.',
  PASSWORD_TOO_SHORT: AUTH_MESSAGES.passwordTooShort.description,
};

/** A better-auth client error as its fetch client returns it: the server's `{ code?, message? }` plus the HTTP status. */
export type AuthClientError = { code?: string | undefined; message?: string | undefined; status?: number; statusText?: string };

/**
 * A readable message from a better-auth client error: 429 → 'Too many attempts…', a code of {@link ERROR_CODE_MESSAGES}
 * → its sentence, otherwise the server's message (docs/product.md#messages: 'Sign in failed' / 'Sign up failed' with the server message).
 */
export function authErrorMessage(error: AuthClientError | null | undefined): string {
  if (!error) return AUTH_MESSAGES.fallbackError;
  if (error.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  const known = error.code && Object.hasOwn(ERROR_CODE_MESSAGES, error.code) ? ERROR_CODE_MESSAGES[error.code] : undefined;
  return known ?? (error.message || error.statusText || AUTH_MESSAGES.fallbackError);
}
