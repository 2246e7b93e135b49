import { describe, expect, it } from 'vitest';
import { ACCOUNT_TOASTS } from './account-messages';
import { accountErrorToast, checkEmailChange, checkPasswordChange } from './account-rules';

describe('checkEmailChange (docs/product.md#account-settings)', () => {
  it('asks for both fields', () => {
    expect(checkEmailChange({ newEmail: '  ', currentPassword: 'secret-password' }, 'me@example.test')).toBe(ACCOUNT_TOASTS.fillAllFields);
    expect(checkEmailChange({ newEmail: 'new@example.test', currentPassword: '' }, 'me@example.test')).toBe(ACCOUNT_TOASTS.fillAllFields);
  });
  it('gives No Changes for the current address in any case or spacing', () => {
    expect(checkEmailChange({ newEmail: ' Me@Example.TEST ', currentPassword: 'secret-password' }, 'me@example.test')).toEqual({
      title: 'No Changes',
      description: 'The new email is the same as your current email',
    });
  });
  it('lets a different address through', () => {
    expect(checkEmailChange({ newEmail: 'new@example.test', currentPassword: 'secret-password' }, 'me@example.test')).toBeNull();
  });
});

describe('checkPasswordChange (docs/product.md#passwords)', () => {
  const valid = { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' };
  it('asks for all three fields', () => {
    for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
      expect(checkPasswordChange({ ...valid, [field]: '' })).toBe(ACCOUNT_TOASTS.fillAllFields);
    }
  });
  it('refuses a confirmation that differs', () => {
    expect(checkPasswordChange({ ...valid, confirmPassword: 'new-passwort' })?.description).toBe('New passwords do not match');
  });
  it('refuses 7 characters and accepts 8', () => {
    expect(checkPasswordChange({ ...valid, newPassword: '1234567', confirmPassword: '1234567' })?.description).toBe(
      'Password must be at least 8 characters long',
    );
    expect(checkPasswordChange({ ...valid, newPassword: '12345678', confirmPassword: '12345678' })).toBeNull();
  });
});

describe('accountErrorToast', () => {
  it('says the current password is incorrect for INVALID_PASSWORD', () => {
    expect(
      accountErrorToast({ status: 400, code: 'INVALID_PASSWORD', message: 'Invalid password' }, ACCOUNT_TOASTS.passwordFailed),
    ).toEqual({
      title: 'Error',
      description: 'Current password is incorrect',
    });
  });
  it('says to wait on 429', () => {
    expect(accountErrorToast({ status: 429 }, ACCOUNT_TOASTS.emailFailed)).toBe(ACCOUNT_TOASTS.tooManyAttempts);
  });
  it('uses the server message for the e-mail form and the fixed fallback otherwise', () => {
    const error = { status: 400, code: 'X', message: 'Email is the same' };
    expect(accountErrorToast(error, ACCOUNT_TOASTS.emailFailed, true)).toEqual({ title: 'Error', description: 'Email is the same' });
    expect(accountErrorToast(error, ACCOUNT_TOASTS.passwordFailed)).toBe(ACCOUNT_TOASTS.passwordFailed);
    expect(accountErrorToast({ status: 500 }, ACCOUNT_TOASTS.emailFailed, true)).toBe(ACCOUNT_TOASTS.emailFailed);
  });
});
