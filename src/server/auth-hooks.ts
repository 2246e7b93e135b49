import type { Logger } from 'pino';
import type { AuthFeatureHooks } from './auth/auth';
import type { Config } from './config';
import type { Db } from './db/client';
import { accountSafeguards } from './features/account/account-auth-plugin';
import { deleteAccountData } from './features/account/account.service';
import { stripeAccountDeletionHook } from './features/billing/stripe-account-deletion';

/**
 * What the features hand the auth core, built where the app is composed (runtime.ts, the test context, the CLIs), so
 * the auth core imports no feature:
 * - before a user is deleted: with BILLING_PROVIDER=stripe the running subscription is cancelled first (a failure
 *   throws and nothing is deleted), then everything the member owns goes in one transaction;
 * - the account safeguards plugin (current password on e-mail change and deletion, other sessions ended on a password
 *   change, revocation limited to one's own sessions).
 */
export function featureAuthHooks(db: Db, config: Config, logger: Logger): AuthFeatureHooks {
  const beforeAccountDeletion = stripeAccountDeletionHook(db, config, logger);
  return {
    hooks: {
      beforeDeleteUser: async (userId) => {
        await beforeAccountDeletion?.(userId);
        await deleteAccountData(db, userId);
      },
    },
    plugins: [accountSafeguards()],
  };
}
