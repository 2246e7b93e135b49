/** The Account Settings route (docs/product.md#routes). */
export const ACCOUNT_SETTINGS_PATH = '/dashboard/account-settings';

/**
 * Query flag of an e-mail change link's landing; better-auth adds `error=<CODE>` when the link fails. The link lands on
 * /auth, which anyone may open (better-auth changes the address with or without a session): /auth forwards a signed-in
 * member to Account Settings with the same flags, and tells a signed-out visitor to sign in with the new address.
 */
export const EMAIL_CHANGED_PARAM = 'email-changed';

/** Where an e-mail change link lands: a public page, see {@link EMAIL_CHANGED_PARAM}. */
export const EMAIL_CHANGE_LANDING_PATH = '/auth';
