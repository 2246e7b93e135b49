import { PASSWORD_MIN_LENGTH } from '@/shared/limits';
import { ACCOUNT_TOASTS, type ToastText } from './account-messages';

/** The outcome of checking a form before anything is sent: the toast to show, or null when it may be submitted. */
export type FormCheck = ToastText | null;

/**
 * Update Email Address (docs/product.md#account-settings): both fields required ('Please fill in all fields'); the same address as
 * now, compared without case or surrounding spaces as the server stores it, gives the 'No Changes' notice.
 */
export function checkEmailChange(values: { newEmail: string; currentPassword: string }, currentEmail: string): FormCheck {
  const newEmail = values.newEmail.trim();
  if (!newEmail || !values.currentPassword) return ACCOUNT_TOASTS.fillAllFields;
  if (newEmail.toLowerCase() === currentEmail.trim().toLowerCase()) return ACCOUNT_TOASTS.noChanges;
  return null;
}

/**
 * Change Password (docs/product.md#passwords): all three fields required, new and confirm equal ('New passwords do not
 * match'), at least {@link PASSWORD_MIN_LENGTH} characters (the project's 8, not the spec's 6). The current password is
 * then verified by the server.
 */
export function checkPasswordChange(values: { currentPassword: string; newPassword: string; confirmPassword: string }): FormCheck {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) return ACCOUNT_TOASTS.fillAllFields;
  if (values.newPassword !== values.confirmPassword) return ACCOUNT_TOASTS.passwordsDiffer;
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) return ACCOUNT_TOASTS.passwordTooShort;
  return null;
}

/** An error as better-auth's client reports it (`{ error }` of a call): status, and code/message from the server. */
export type AuthClientError = { status?: number; code?: string | undefined; message?: string | undefined };

/**
 * The toast for a refused account call: a wrong current password ('Current password is incorrect', docs/product.md#validation), too many
 * attempts (429), a password the server finds too short, or else `fallback` — with the server's message instead when
 * `useServerMessage` (docs/product.md#messages: 'Failed to update email address' "or the server message").
 */
export function accountErrorToast(error: AuthClientError, fallback: ToastText, useServerMessage = false): ToastText {
  if (error.status === 429) return ACCOUNT_TOASTS.tooManyAttempts;
  if (error.code === 'INVALID_PASSWORD') return ACCOUNT_TOASTS.wrongPassword;
  if (error.code === 'PASSWORD_TOO_SHORT') return ACCOUNT_TOASTS.passwordTooShort;
  if (useServerMessage && error.message) return { title: fallback.title, description: error.message };
  return fallback;
}
