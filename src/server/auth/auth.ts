import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { PASSWORD_MIN_LENGTH } from '@/shared/limits';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { changeEmailMail, resetPasswordMail, verificationMail } from '../mail/templates';
import { CLIENT_IP_HEADER } from './client-ip';

/** Rate limits for the endpoints an attacker would hammer (issue 2 §2), per client IP, per window in seconds. */
export type AuthRateLimits = { window: number; signIn: number; signUp: number; reset: number; general: number };

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = { window: 60, signIn: 10, signUp: 5, reset: 5, general: 120 };

export type AuthDeps = { db: Db; config: Config; mailer: Mailer; logger: Logger; rateLimits?: AuthRateLimits };

/**
 * better-auth with e-mail and password (ARCHITECTURE.md §1 Auth): cookie sessions, scrypt hashing, required e-mail
 * verification, password reset, change e-mail (confirmed on the new address), change password, delete user, and the
 * admin plugin's `role` ('admin' | 'user'). Mounted at `/api/auth/*`.
 *
 * Rate limiting is on in every environment, stored in the database so every instance shares the counters, keyed by
 * the client IP that `clientIp` middleware writes into {@link CLIENT_IP_HEADER} (never a client-supplied header).
 * Mail failures are logged and swallowed so no response reveals whether an address is registered.
 */
export function createAuth({ db, config, mailer, logger, rateLimits = DEFAULT_AUTH_RATE_LIMITS }: AuthDeps) {
  const sendQuietly = async (message: Parameters<Mailer['send']>[0]) => {
    try {
      await mailer.send(message);
    } catch (error) {
      logger.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
    }
  };
  const { window } = rateLimits;
  return betterAuth({
    appName: 'Equipped',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => sendQuietly(resetPasswordMail(user.email, url)),
      // A duplicate sign-up must look exactly like a new one (no e-mail enumeration): same shape, role included.
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => sendQuietly(verificationMail(user.email, url)),
    },
    user: {
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ newEmail, url }) => sendQuietly(changeEmailMail(newEmail, url)),
      },
      deleteUser: { enabled: true },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window,
      max: rateLimits.general,
      customRules: {
        '/sign-in/email': { window, max: rateLimits.signIn },
        '/sign-up/email': { window, max: rateLimits.signUp },
        '/request-password-reset': { window, max: rateLimits.reset },
        '/reset-password': { window, max: rateLimits.reset },
        '/send-verification-email': { window, max: rateLimits.reset },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
