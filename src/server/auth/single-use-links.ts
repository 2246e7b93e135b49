import type { AuthContext, BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { unverifiedClaims } from './email-change-token';

/**
 * The prefix of an e-mail confirmation link's `verification` identifier (sign-up or e-mail change; the identifier is
 * stored hashed); better-auth's own password-reset rows are `reset-password:<token>`.
 */
export const EMAIL_LINK_PREFIX = 'email-link:';

/**
 * The prefix of the `verification` identifier that keeps a member's pending e-mail change: `pending-email:<userId>`
 * (stored hashed like every identifier), its `value` the new address, expiring with the change's link.
 */
export const PENDING_EMAIL_PREFIX = 'pending-email:';

/** What {@link singleUseLinks} adds to its plugin: the calls auth.ts makes from better-auth's mail callbacks. */
export type SingleUseLinks = {
  /**
   * Records a confirmation link just mailed (better-auth `emailVerification.sendVerificationEmail`): one `verification`
   * row, identifier {@link EMAIL_LINK_PREFIX}`<token>`, value `userId`, expiring with the token's own `exp` claim
   * (seconds since the epoch; `fallbackSeconds` from now when the token has none). Call it before the mail is sent: a link
   * without its row is refused.
   * @throws whatever the database throws (the mail must then not be sent).
   */
  issued(token: string, userId: string, fallbackSeconds: number): Promise<void>;
  /**
   * Ends every link mailed to `userId` that is still outstanding: deletes every `verification` row whose value is
   * `userId`, and the member's pending e-mail change (its link is one of them).
   */
  revokeAll(userId: string): Promise<void>;
  /**
   * The address a member asked to move to and has not confirmed yet (docs/product.md#account-settings: 'Waiting for
   * confirmation'), or null: none asked, confirmed, superseded by nothing newer, ended by a password change or a used
   * link, or expired with its link.
   */
  pendingEmail(userId: string): Promise<string | null>;
};

/**
 * Every e-mailed link works once and dies when the account's e-mail or password changes (decision 0013; OWASP Forgot
 * Password Cheat Sheet: a reset token is single use and expires — the same rule for every link that proves control of a
 * mailbox).
 *
 * better-auth 1.7's confirmation links (sign-up verification and the e-mail change's link to the new address) are
 * stateless JWTs (`/verify-email?token=…`, `api/routes/email-verification.ts`) that verify for their whole lifetime: a
 * used link could be followed again, and an old e-mail-change link could move the account back to an address it had
 * left. Its reset links are `verification` rows (`reset-password:<token>`, value = the user's id), deleted when used
 * but not when another one is used or the password changes some other way.
 *
 * This plugin gives every link a server-side record in better-auth's `verification` table, whose `value` is the user's
 * id for every kind of link, and:
 * - keeps a row per confirmation link ({@link SingleUseLinks.issued}); `/verify-email` first consumes that row
 *   atomically (better-auth's `consumeVerificationValue`): with no live row — used, revoked, expired, never issued — the
 *   token is swapped for an unusable one so better-auth itself refuses it as `INVALID_TOKEN` (its 401, or its redirect
 *   to the origin-checked `callbackURL` with `?error=INVALID_TOKEN`). A link whose `callbackURL` better-auth's origin
 *   check refuses is not consumed (the genuine link still works); a link refused later by better-auth (expired JWT,
 *   opened in another account's session) is used up;
 * - once a link is consumed, every other link of that user is deleted: using a confirmation link (which verifies or
 *   changes the e-mail) or a reset link (auth.ts `onPasswordReset` calls {@link SingleUseLinks.revokeAll}) ends the rest;
 * - the tokens are stored as SHA-256 digests (better-auth's `verification.storeIdentifier: 'hashed'`, set by this
 *   plugin), so a leaked copy of the table holds no usable link;
 * - a password change through better-auth (`/change-password`, which updates the credential account through
 *   `internalAdapter.updateAccount`) and the deletion of a user delete every link of that user, through database hooks;
 * - an accepted `/change-email` is kept as the member's pending e-mail ({@link PENDING_EMAIL_PREFIX}, read by
 *   {@link SingleUseLinks.pendingEmail}) until its link is used, another link ends it, a newer change replaces it, or it
 *   expires with its link.
 * Not covered: better-auth's admin `set-user-password` and admin `update-user` (the product does not use them).
 */
export function singleUseLinks(): BetterAuthPlugin & SingleUseLinks {
  let auth: AuthContext | undefined;
  const context = () => {
    if (!auth) throw new Error('singleUseLinks is not initialised: pass it in betterAuth({ plugins }).');
    return auth;
  };
  const revokeAll = async (userId: string) => {
    await context().adapter.deleteMany({ model: 'verification', where: [{ field: 'value', value: userId }] });
    await context().internalAdapter.deleteVerificationByIdentifier(`${PENDING_EMAIL_PREFIX}${userId}`);
  };
  const pendingEmail = async (userId: string) => {
    const row = await context().internalAdapter.findVerificationValue(`${PENDING_EMAIL_PREFIX}${userId}`);
    return row && new Date(row.expiresAt).getTime() > Date.now() ? row.value : null;
  };
  return {
    id: 'equipped-single-use-links',
    init(ctx) {
      auth = ctx;
      return {
        options: {
          // Identifiers (which carry the token of each link) are stored as SHA-256 digests, so a copy of the table opens
          // no mailbox (better-auth `verification.storeIdentifier`).
          verification: { storeIdentifier: 'hashed' },
          databaseHooks: {
            account: {
              update: {
                // `updated` is the row for a single update (change-password); updateMany (reset) hands over no row, and
                // reset is covered by onPasswordReset.
                after: async (updated) => {
                  const row = updated as { userId?: unknown; providerId?: unknown } | null;
                  if (row && typeof row.userId === 'string' && row.providerId === 'credential') await revokeAll(row.userId);
                },
              },
            },
            user: { delete: { after: async (user) => revokeAll(user.id) } },
          },
        },
      };
    },
    async issued(token, userId, fallbackSeconds) {
      const exp = expiryClaim(token);
      const expiresAt = new Date(exp !== null ? exp * 1000 : Date.now() + fallbackSeconds * 1000);
      await context().internalAdapter.createVerificationValue({ identifier: `${EMAIL_LINK_PREFIX}${token}`, value: userId, expiresAt });
    },
    revokeAll,
    pendingEmail,
    hooks: {
      after: [
        {
          // An accepted change (better-auth answered `{ status: true }`) becomes the member's pending e-mail, replacing
          // any earlier one, before the answer leaves, so the page's next read of /api/me shows it. Recorded whether or
          // not the address already has an account (better-auth then mails nothing): the read must not tell them apart.
          matcher: (ctx) => ctx.path === '/change-email',
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as unknown;
            if (isAPIError(returned) || (returned as { status?: unknown } | undefined)?.status !== true) return;
            const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
            const session = await getSessionFromCtx(ctx);
            if (!session || typeof newEmail !== 'string') return;
            const identifier = `${PENDING_EMAIL_PREFIX}${session.user.id}`;
            const lifetime = ctx.context.options.emailVerification?.expiresIn ?? 3600;
            await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier);
            await ctx.context.internalAdapter.createVerificationValue({
              identifier,
              value: newEmail.toLowerCase(),
              expiresAt: new Date(Date.now() + lifetime * 1000),
            });
          }),
        },
      ],
      before: [
        {
          matcher: (ctx) => ctx.path === '/verify-email',
          handler: createAuthMiddleware(async (ctx) => {
            const query = (ctx.query ?? {}) as Record<string, unknown>;
            const token = query.token;
            // No token: better-auth's own query validation answers.
            if (typeof token !== 'string' || token === '') return;
            // Not even shaped like a JWT (RFC 7519 compact form: three base64url parts), e.g. with a NUL that PostgreSQL
            // would reject: refused without asking the database.
            if (!JWT_SHAPE.test(token)) return { context: { query: { ...query, token: UNUSABLE_TOKEN } } };
            // A callbackURL better-auth's origin check will refuse (403 INVALID_CALLBACK_URL, a link whose callbackURL
            // was changed to another site) leaves the link unused: the genuine link still works.
            if (!callbackAccepted(ctx.context, query.callbackURL)) return;
            const link = await ctx.context.internalAdapter.consumeVerificationValue(`${EMAIL_LINK_PREFIX}${token}`);
            if (!link) return { context: { query: { ...query, token: UNUSABLE_TOKEN } } };
            await revokeAll(link.value);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin & SingleUseLinks;
}

/**
 * Whether better-auth's origin check of `/verify-email` (`originCheck((ctx) => ctx.query.callbackURL)`) lets this
 * callbackURL through: none, or a string on a trusted origin or a relative path (better-auth `isTrustedOrigin` with
 * `allowRelativePaths`). Anything else is refused before the link is read, so it must not consume the link.
 */
function callbackAccepted(context: AuthContext, callbackURL: unknown): boolean {
  if (callbackURL === undefined || callbackURL === '') return true;
  return typeof callbackURL === 'string' && context.isTrustedOrigin(callbackURL, { allowRelativePaths: true });
}

/** A JWS in compact serialisation (RFC 7515 §7.1): header, payload and signature in base64url, joined by dots. */
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** Not a JWT: better-auth's `jwtVerify` fails on it and answers `INVALID_TOKEN`. */
const UNUSABLE_TOKEN = 'used-or-revoked';

/** The `exp` claim (seconds since the epoch) of a JWT we signed a moment ago, or null (signature checked at use). */
function expiryClaim(token: string): number | null {
  const exp = unverifiedClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}
