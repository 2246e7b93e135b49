import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import type { Logger } from 'pino';
import { CONTACT_EMAIL } from '@/shared/contact';
import { PASSWORD_MIN_LENGTH } from '@/shared/limits';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { changeEmailMail, emailChangedNotice, passwordChangedNotice, resetPasswordMail, verificationMail } from '../mail/templates';
import { AUTH_DISABLED_PATHS } from './auth-routes';
import { CLIENT_IP_HEADER } from './client-ip';
import { isEmailChangeToken, unverifiedClaims } from './email-change-token';
import { sendAgainLimit } from './send-again-limit';
import { singleUseLinks } from './single-use-links';
import type { Viewer } from './viewer';
import { createViewerCache } from './viewer-cache';

/** Rate limits for the endpoints an attacker would hammer (docs/decisions/0004-auth-rate-limits-and-client-ip.md), per client IP, per window in seconds. */
export type AuthRateLimits = {
  window: number;
  signIn: number;
  signUp: number;
  reset: number;
  /** Sign-up's 'Send again' (`/send-verification-email`, docs/product.md#sign-in): mails to someone else's inbox, so tight. */
  resend: number;
  /** Send again for one address per hour, from any number of IPs (send-again-limit.ts). */
  resendPerAddress: number;
  general: number;
};

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  window: 60,
  signIn: 10,
  signUp: 5,
  reset: 5,
  resend: 3,
  resendPerAddress: 5,
  general: 120,
};

export type AuthDeps = {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  rateLimits?: AuthRateLimits;
  /**
   * Runs better-auth's background work (the confirmation and reset e-mails, and the link records written before them)
   * without holding the response (better-auth `advanced.backgroundTasks`). Default: started and not awaited. Tests
   * pass one that tracks the promises so they can wait for that work to end before blaming a write on a later request.
   */
  backgroundTasks?: (task: Promise<unknown>) => void;
} & AuthFeatureHooks;

/**
 * What the features add to the auth core, handed in where the app is composed (src/server/auth-hooks.ts builds them), so
 * the auth core imports no feature. Required: an auth built without them would skip the account rules.
 */
export type AuthFeatureHooks = {
  hooks: {
    /**
     * Runs before better-auth deletes a user: removes everything the member owns (and, with Stripe, cancels the
     * subscription first); a throw aborts the deletion.
     */
    beforeDeleteUser: (userId: string) => Promise<void>;
  };
  /** better-auth plugins of the features (e.g. the account safeguards), added after the core's own. */
  plugins: BetterAuthPlugin[];
};

/**
 * better-auth with e-mail and password (docs/architecture.md#auth): cookie sessions, scrypt hashing, required e-mail
 * verification, password reset, change e-mail (confirmed on the new address), change password, delete user, and the
 * admin plugin's `role` ('admin' | 'user'). Mounted at `/api/auth/*`.
 *
 * Rate limiting is on in every environment, stored in the database so every instance shares the counters, keyed by
 * the client IP that `clientIp` middleware writes into {@link CLIENT_IP_HEADER} (never a client-supplied header).
 * Mail is handed to the mailer without waiting for delivery, and failures are logged and swallowed, so neither the
 * answer nor its timing reveals whether an address is registered (docs/product.md#sign-in; a new sign-up would otherwise wait for
 * SMTP while a duplicate one answers at once).
 *
 * Every e-mailed link (confirmation, e-mail change, password reset) works once and dies when another link of the account
 * is used or its password changes ({@link singleUseLinks}), which also keeps the member's pending e-mail change
 * (`auth.pendingEmail(userId)`, read by /api/me).
 *
 * Security notices (docs/product.md#security-notices): a confirmed e-mail change is told to the OLD address, a password
 * changed in Account Settings or through a reset link to the account's address. They go out in the background like
 * every mail; a failure is logged and never undoes or fails the change.
 *
 * better-auth skips its Origin/callbackURL checks when NODE_ENV=test; they are forced on here so tests see what
 * production does. Its 429 carries only `X-Retry-After`: the handler adds the standard `Retry-After` (docs/architecture.md#a-request), and
 * refuses non-JSON POST bodies with 415.
 */
export function createAuth({
  db,
  config,
  mailer,
  logger,
  rateLimits = DEFAULT_AUTH_RATE_LIMITS,
  backgroundTasks = (task) => void task,
  hooks,
  plugins,
}: AuthDeps) {
  const sendQuietly = async (message: Parameters<Mailer['send']>[0]) => {
    try {
      await mailer.send(message);
    } catch (error) {
      logger.error({ err: error, to: message.to, subject: message.subject }, 'mail delivery failed');
    }
  };
  // A notice is never awaited by the change it reports, and sendQuietly never rejects: the change stands whatever the mail does.
  const notify = (message: Parameters<Mailer['send']>[0]) => backgroundTasks(sendQuietly(message));
  const noticeHelp = { contact: CONTACT_EMAIL, resetUrl: `${config.publicUrl}/auth` };
  const { window } = rateLimits;
  // Resolved viewers, memoised for a second (decision 0010). Every change better-auth makes to a user or session
  // forgets them all, through the database hooks below and after every auth request that can write.
  const viewerCache = createViewerCache<Viewer>({ ttlMs: config.viewerCacheMs, shouldStore: (viewer) => viewer.kind === 'user' });
  const forgetViewers = async () => viewerCache.invalidate();
  // Every e-mailed link is recorded, used once, and ended by the use of another or by a password change.
  const links = singleUseLinks();
  const verificationExpiresIn = 60 * 60 * 24;
  const auth = betterAuth({
    appName: 'Equipped',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    // Only the endpoints the product uses answer (auth-routes.ts); the rest, admin user management included, are 404.
    disabledPaths: AUTH_DISABLED_PATHS,
    secret: config.authSecret,
    // The SPA and every e-mail link live on PUBLIC_URL (`npm run dev` sets it to the Vite dev server, which proxies /api).
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
      // A used reset link ends every other link of the account (single-use-links.ts), and the account hears of it.
      onPasswordReset: async ({ user }) => {
        notify(passwordChangedNotice(user.email, { ...noticeHelp, how: 'reset', at: new Date() }));
        await links.revokeAll(user.id);
      },
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
      // An unconfirmed member who signs in with the right password gets a fresh link (the /auth page tells people
      // with an expired link to "Sign in to get a new confirmation email"). Only the password holder can trigger it.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: verificationExpiresIn,
      // An e-mail change (docs/product.md#email-links) mails its one link to the new address through here too: better-auth hands it over
      // with `user.email` already the new address. Following it changes the e-mail; nothing changes before.
      // The link is recorded first (single-use-links.ts): a link whose record could not be written would be refused, so
      // it is not sent.
      // better-auth calls this after a sign-up confirmation and after a confirmed e-mail change (1.7.25 verify-email
      // 'change-email-verification', `user` already on the new address). Only the change is told, to the address it
      // left, which the link's own claims name (`email`; better-auth checked the link before changing anything).
      // Nothing here may throw: the change is already stored.
      afterEmailVerification: async (user, request) => {
        const token = request ? new URL(request.url).searchParams.get('token') : null;
        const claims = token && isEmailChangeToken(token) ? unverifiedClaims(token) : null;
        const oldAddress = claims?.email;
        if (typeof oldAddress !== 'string' || oldAddress === user.email.toLowerCase()) return;
        notify(emailChangedNotice(oldAddress, user.email, { contact: CONTACT_EMAIL, at: new Date() }));
      },
      sendVerificationEmail: async ({ user, url, token }) => {
        try {
          await links.issued(token, user.id, verificationExpiresIn);
        } catch (error) {
          logger.error({ err: error, userId: user.id }, 'could not record a confirmation link; not sending it');
          return;
        }
        await sendQuietly(
          isEmailChangeToken(token)
            ? changeEmailMail(user.email, url)
            : verificationMail(user.email, withSpaCallback(url, config.publicUrl)),
        );
      },
    },
    // A password changed in Account Settings is told to the account (better-auth answered `{ token, user }`); a refused
    // change (wrong current password, too short) is an APIError and tells nobody.
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        const returned = ctx.context.returned as unknown;
        if (isAPIError(returned)) return;
        const email = (returned as { user?: { email?: unknown } } | undefined)?.user?.email;
        if (typeof email === 'string') notify(passwordChangedNotice(email, { ...noticeHelp, how: 'changed', at: new Date() }));
      }),
    },
    user: {
      // No `sendChangeEmailConfirmation`: with it better-auth mails a first link whose only effect is a second mail
      // (1.7.25 verify-email 'change-email-confirmation'). Without it the one link to the new address is the change.
      // The current password is demanded by accountSafeguards() (docs/product.md#account-settings).
      changeEmail: { enabled: true },
      // Everything the member owns goes in one transaction before better-auth's own (non-transactional) deletes run:
      // the injected beforeDeleteUser hook (it may throw: then nothing is deleted).
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => hooks.beforeDeleteUser(user.id),
      },
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
        // Sign-up's 'Send again' (docs/product.md#sign-in): better-auth answers it the same for every address.
        '/send-verification-email': { window, max: rateLimits.resend },
        // Each checks the current password (docs/product.md#account-settings), so each is a password oracle: limited like sign-in.
        '/change-email': { window, max: rateLimits.signIn },
        '/change-password': { window, max: rateLimits.signIn },
        '/delete-user': { window, max: rateLimits.signIn },
      },
    },
    advanced: {
      // Keep the Origin/callbackURL checks on under NODE_ENV=test too (better-auth's default skips them there).
      disableOriginCheck: false,
      // Mail is delivered in the background (sendQuietly logs failures): see the docstring on timing.
      backgroundTasks: { handler: backgroundTasks },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      // One round trip per session lookup (session joined to its user through the schema's drizzle relations) instead
      // of two: every API request resolves its viewer this way (decision 0005). Revocation is unchanged — the session
      // row is still read from the database on every request (no cookie cache: a password change or a billing change must show at once, docs/product.md#session).
      database: { generateId: () => crypto.randomUUID(), joins: true },
    },
    databaseHooks: {
      user: { update: { after: forgetViewers }, delete: { after: forgetViewers } },
      session: { update: { after: forgetViewers }, delete: { after: forgetViewers } },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      ...plugins,
      links,
      sendAgainLimit({ max: rateLimits.resendPerAddress, windowSeconds: 60 * 60 }),
    ],
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, `better-auth: ${message}`),
    },
  });
  const handler = auth.handler;
  auth.handler = async (request: Request) => {
    const refused = refuseNonJson(request);
    if (refused) return refused;
    try {
      return withRetryAfter(await handler(request));
    } finally {
      // Any auth request that can write (sign-in/out, password, e-mail and its confirmation link, deletion, revocation)
      // forgets the memoised viewers, also when a database hook did not run (e.g. rows removed by a cascade).
      if (!request.url.includes('/get-session')) viewerCache.invalidate();
    }
  };
  return Object.assign(auth, { viewerCache, pendingEmail: links.pendingEmail });
}

/**
 * 415 for a POST whose body is declared as anything but JSON. The API speaks JSON (brief: API contract); better-auth
 * would also accept HTML form posts on sign-in and sign-up, which the SPA never sends and which only widen the
 * cross-site form surface. Answered in better-auth's own error shape, which its client reads.
 */
function refuseNonJson(request: Request): Response | null {
  const contentType = request.headers.get('content-type');
  if (request.method !== 'POST' || !contentType) return null;
  if (/^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i.test(contentType.trim())) return null;
  return Response.json(
    { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be JSON (Content-Type: application/json).' },
    { status: 415 },
  );
}

/**
 * A verification link whose request named no callbackURL (sign-in's resend does not) would redirect to a bare `/`
 * after confirming; point it at `/?verified=1` like the sign-up form's links (docs/product.md#routes: the site root is the
 * sign-up confirmation redirect's target), so every confirmation ends where "Email confirmed!" is said. Links with an
 * explicit callbackURL are left alone.
 */
export function withSpaCallback(url: string, publicUrl: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL');
  if (callback && callback !== '/') return url;
  link.searchParams.set('callbackURL', `${publicUrl}/?verified=1`);
  return link.toString();
}

/** Copies better-auth's `X-Retry-After` (seconds) of a 429 into the standard `Retry-After` header (RFC 9110 §10.2.3). */
function withRetryAfter(response: Response): Response {
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status !== 429 || !retryAfter || response.headers.has('retry-after')) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', retryAfter);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export type Auth = ReturnType<typeof createAuth>;
