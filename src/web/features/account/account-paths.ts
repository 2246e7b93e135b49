/** The Account Settings route (spec §2 route table). */
export const ACCOUNT_SETTINGS_PATH = '/dashboard/account-settings';

/** Query flag of the page an e-mail confirmation link lands on; better-auth adds `error=<CODE>` when the link fails. */
export const EMAIL_CHANGED_PARAM = 'email-changed';
