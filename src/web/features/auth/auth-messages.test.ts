import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorMessage, linkErrorMessage } from '@/web/features/auth/auth-messages';

describe('authErrorMessage (docs/product.md#messages: the sign-in area toasts carry the server message)', () => {
  it('says a new confirmation link was sent when sign-in meets an unconfirmed e-mail (better-auth sendOnSignIn)', () => {
    const message = authErrorMessage({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', status: 403 });
    expect(message).toMatch(/new confirmation link/);
    expect(message).not.toBe('Email not verified');
  });

  it("words a too-short password as the project does ('Password must be at least 8 characters long')", () => {
    expect(authErrorMessage({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short', status: 400 })).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('keeps the server message for other codes, and explains 429 and a missing error', () => {
    expect(authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', status: 401 })).toBe(
      'Invalid email or password',
    );
    expect(authErrorMessage({ message: 'slow down', status: 429 })).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(authErrorMessage(null)).toBe(AUTH_MESSAGES.fallbackError);
  });
});

describe('linkErrorMessage (better-auth ?error= codes on e-mailed links)', () => {
  it('tells each kind of expired link what to do next', () => {
    expect(linkErrorMessage('INVALID_TOKEN', 'reset')).toMatch(/password reset link is invalid or has expired\. Request a new one/);
    expect(linkErrorMessage('TOKEN_EXPIRED', 'verify')).toMatch(/confirmation link is invalid or has expired\. Sign in to get a new/);
    expect(linkErrorMessage('token_expired', 'email-change')).toMatch(/email change link is invalid or has expired\..*Account Settings/);
  });

  it('has a message for an unknown account and for any other code', () => {
    expect(linkErrorMessage('USER_NOT_FOUND', 'email-change')).toMatch(/could not find an account/);
    expect(linkErrorMessage('SOMETHING_ELSE', 'email-change')).toMatch(/could not change your email/);
  });
});
