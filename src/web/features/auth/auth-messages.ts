/**
 * Every user-visible string of the sign-in area, in one place (STYLE convention 7). Titles and descriptions follow
 * spec §5 and the toast catalogue of spec §8 ("title: description").
 */
export const AUTH_MESSAGES = {
  fillAllFields: { title: 'Error', description: 'Please fill in all fields' },
  enterEmail: { title: 'Error', description: 'Please enter your email address' },
  // Project decision (shared/limits.ts PASSWORD_MIN_LENGTH = 8): sign-up asks for 8+ characters, like the server.
  passwordTooShort: { title: 'Error', description: 'Password must be at least 8 characters long' },
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
  signedOut: { title: 'Signed out', description: 'You have been successfully signed out' },
  signOutFailed: 'Failed to sign out',
  fallbackError: 'Something went wrong. Please try again.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
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

/** Messages for the `?error=` codes better-auth appends when a verification or reset link cannot be used. */
export function linkErrorMessage(code: string, kind: 'reset' | 'verify'): string {
  const upper = code.toUpperCase();
  if (upper === 'INVALID_TOKEN' || upper === 'TOKEN_EXPIRED' || upper === 'EXPIRED_TOKEN') {
    return kind === 'reset'
      ? 'This password reset link is invalid or has expired. Request a new one below.'
      : 'This confirmation link is invalid or has expired. Sign in to get a new confirmation email.';
  }
  if (upper === 'USER_NOT_FOUND') return 'We could not find an account for this link. Please sign up again.';
  return kind === 'reset'
    ? 'We could not open this password reset link. Request a new one below.'
    : 'We could not confirm your email with this link. Please try again.';
}

/** A readable message from a better-auth client error (`{ message?, status, statusText }`). */
export function authErrorMessage(error: { message?: string | undefined; status?: number; statusText?: string } | null | undefined): string {
  if (!error) return AUTH_MESSAGES.fallbackError;
  if (error.status === 429) return AUTH_MESSAGES.tooManyAttempts;
  return error.message || error.statusText || AUTH_MESSAGES.fallbackError;
}
