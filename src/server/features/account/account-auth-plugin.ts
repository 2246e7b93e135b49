import { APIError, BASE_ERROR_CODES, type BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { changeEmailPasswordSchema } from '@/shared/schemas/account';

/**
 * Account Settings safeguards on better-auth (docs/product.md#account-settings: "the current password is verified …
 * first, else 'Current password is incorrect'").
 *
 * better-auth's `/change-email` takes no password, so a stolen session cookie alone could move the account to an
 * attacker's address. This plugin's before-hook makes the server demand `currentPassword` in the same request and checks
 * it with better-auth's own verifier against the credential account's hash (as its `/change-password` and
 * `/delete-user` do), before the endpoint sends any mail. Answers, in better-auth's error shape:
 * - 401 when there is no session (left to the endpoint's own session middleware);
 * - 400 `CURRENT_PASSWORD_REQUIRED` when the field is missing or empty;
 * - 400 `INVALID_PASSWORD` ('Invalid password') when it is wrong — the same code `/change-password` and `/delete-user`
 *   answer, so the web maps all three to 'Current password is incorrect'.
 * It is a password oracle, so `/change-email` is rate-limited per client IP like sign-in (auth.ts `customRules`).
 *
 * Further rules better-auth leaves to the caller are made the server's (README, Security; OWASP ASVS 5.0 V6 for the
 * first two: a destructive or credential change re-proves the password and ends the other sessions):
 * - `/delete-user` must carry the password (400 `CURRENT_PASSWORD_REQUIRED` otherwise). better-auth checks a password
 *   only when one is sent, and would otherwise delete on a session younger than a day; deletion by e-mailed token is not
 *   offered, so a `token` is refused too. better-auth itself then verifies the password.
 * - `/change-password` always signs out the user's other sessions (`revokeOtherSessions` forced to true), whatever the
 *   client asked.
 * - `/revoke-session` with a token that is not one of the caller's sessions (someone else's, expired, made up) answers
 *   404 `SESSION_NOT_FOUND` and revokes nothing — the same answer whether or not the token exists, so it reveals nothing
 *   about other accounts' sessions. better-auth itself answers 200 `{ status: true }` there without revoking.
 */
export function accountSafeguards() {
  return {
    id: 'equipped-account-safeguards',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/change-email',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            if (!session) return;
            const parsed = changeEmailPasswordSchema.safeParse(ctx.body);
            if (!parsed.success) {
              throw APIError.from('BAD_REQUEST', { code: 'CURRENT_PASSWORD_REQUIRED', message: 'Your current password is required.' });
            }
            const password = parsed.data.currentPassword;
            const maxLength = ctx.context.password.config.maxPasswordLength;
            const account = await ctx.context.internalAdapter.findCredentialAccount(session.user.id);
            if (!account?.password) throw APIError.from('BAD_REQUEST', BASE_ERROR_CODES.CREDENTIAL_ACCOUNT_NOT_FOUND);
            const valid = password.length <= maxLength && (await ctx.context.password.verify({ hash: account.password, password }));
            if (!valid) throw APIError.from('BAD_REQUEST', BASE_ERROR_CODES.INVALID_PASSWORD);
          }),
        },
        {
          matcher: (context) => context.path === '/delete-user',
          handler: createAuthMiddleware(async (ctx) => {
            const body = (ctx.body ?? {}) as { password?: unknown; token?: unknown };
            if (typeof body.password !== 'string' || body.password === '' || body.token !== undefined) {
              throw APIError.from('BAD_REQUEST', { code: 'CURRENT_PASSWORD_REQUIRED', message: 'Your current password is required.' });
            }
          }),
        },
        {
          // better-auth 1.7.25 answers 200 {status:true} to any token, revoking only the caller's own sessions: a token
          // that names no session of the caller is refused instead, and nothing is revoked.
          matcher: (context) => context.path === '/revoke-session',
          handler: createAuthMiddleware(async (ctx) => {
            const session = await getSessionFromCtx(ctx);
            const token = (ctx.body as { token?: unknown } | undefined)?.token;
            if (!session || typeof token !== 'string') return;
            const target = token === '' ? null : await ctx.context.internalAdapter.findSession(token);
            if (target?.session.userId !== session.user.id) {
              throw APIError.from('NOT_FOUND', { code: 'SESSION_NOT_FOUND', message: 'No such session.' });
            }
          }),
        },
        {
          matcher: (context) => context.path === '/change-password',
          handler: createAuthMiddleware(async (ctx) => ({ context: { body: { ...(ctx.body ?? {}), revokeOtherSessions: true } } })),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
