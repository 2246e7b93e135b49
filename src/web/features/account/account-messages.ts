import { PASSWORD_MIN_LENGTH } from '@/shared/limits';

/** A toast: its title and description (sonner's `toast(title, { description })`). */
export type ToastText = { title: string; description: string };

/**
 * Every user-visible string of Account Settings in one place (docs/architecture.md#strings): the screen of docs/product.md#screens, the rules of
 * docs/product.md#validation (Email change, Password change) and the Account toasts of docs/product.md#messages, worded exactly as written there. The minimum
 * password length is the project's 8 (shared/limits.ts), not the spec's 6.
 */
export const ACCOUNT_TEXT = {
  title: 'Account Settings',
  subtitle: 'Manage your account information, sign-in details and data.',
  info: {
    title: 'Account Information',
    description: 'Your current account details.',
    email: 'Email',
    created: 'Account created',
    notAvailable: 'N/A',
    /** An e-mail change not confirmed yet (docs/product.md#account-settings): '{pending} {address} — {pendingHint}'. */
    pending: 'Waiting for confirmation:',
    pendingHint: 'check that inbox.',
  },
  email: {
    title: 'Update Email Address',
    description: 'We send a confirmation link to the new address. Your email changes once you follow it.',
    newEmail: 'New Email Address',
    currentPassword: 'Current Password',
    submit: 'Update Email',
    submitting: 'Updating...',
  },
  password: {
    title: 'Change Password',
    description: 'Choose a new password. Your other devices will be signed out.',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    submit: 'Update Password',
    submitting: 'Updating...',
  },
  danger: {
    title: 'Danger Zone',
    description: 'Permanently delete your account and all of its data. This cannot be undone.',
    deleteButton: 'Delete My Account',
    dialogTitle: 'Are you absolutely sure?',
    dialogDescription: 'This action cannot be undone. This will permanently delete your account and remove your data from our servers:',
    removed: [
      'Your profile information',
      'Your favorite exercises',
      'Your exercise suggestions',
      'Your saved workouts',
      'Your account settings',
    ],
    passwordLabel: 'Enter your password to confirm',
    cancel: 'Cancel',
    confirm: 'Delete Account',
    deleting: 'Deleting...',
  },
  showPassword: (field: string) => `Show ${field.toLowerCase()}`,
} as const;

export const ACCOUNT_TOASTS = {
  fillAllFields: { title: 'Error', description: 'Please fill in all fields' },
  noChanges: { title: 'No Changes', description: 'The new email is the same as your current email' },
  wrongPassword: { title: 'Error', description: 'Current password is incorrect' },
  emailUpdated: { title: 'Email Updated', description: 'Please check your new email address for a confirmation link' },
  emailFailed: { title: 'Error', description: 'Failed to update email address' },
  passwordsDiffer: { title: 'Error', description: 'New passwords do not match' },
  passwordTooShort: { title: 'Error', description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` },
  passwordUpdated: { title: 'Password Updated', description: 'Your password has been successfully updated' },
  passwordFailed: { title: 'Error', description: 'Failed to update password' },
  accountCleared: { title: 'Account Data Cleared', description: 'Your personal data has been removed. You will now be signed out.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete account data. Please try again.' },
  tooManyAttempts: { title: 'Error', description: 'Too many attempts. Please wait a moment and try again.' },
  emailChanged: (email: string): ToastText => ({ title: 'Email Changed', description: `Your account now uses ${email}.` }),
  emailLinkFailed: { title: 'Error', description: 'This confirmation link is invalid or has expired. Request a new one below.' },
} satisfies Record<string, ToastText | ((email: string) => ToastText)>;
