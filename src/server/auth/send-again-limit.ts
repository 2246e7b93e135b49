import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';

/** The `verification` identifier prefix of an address's Send again count (stored hashed like every identifier). */
export const SEND_AGAIN_PREFIX = 'send-again:';

/** better-auth 1.7.25's own body schema of `/send-verification-email`: a request it would refuse is not counted. */
const sendAgainBody = z.object({ email: z.email(), callbackURL: z.string().optional() });

/** The words of better-auth's own 429, so a refusal by address reads exactly like one by IP. */
const TOO_MANY = 'Too many requests. Please try again later.';

/**
 * Sign-up's 'Send again' (`/send-verification-email`, docs/product.md#sign-in) limited per ADDRESS as well as per client
 * IP (auth.ts `customRules`): at most `max` requests for one address per `windowSeconds`, whoever sends them, so no
 * number of IPs can flood one inbox with confirmation mails (OWASP Authentication Cheat Sheet: limit what an
 * unauthenticated request can make the server send).
 *
 * The count is kept per address string, whether or not an account has it, so the 429 (better-auth's shape, with
 * `X-Retry-After`, copied to `Retry-After` by auth.ts) tells nothing about who is registered. It lives in better-auth's
 * `verification` table as `send-again:<address>` (hashed identifier; value the count; `expiresAt` the window's end), so
 * every instance shares it and better-auth's own clean-up removes it. A request better-auth will refuse (a malformed
 * body, a callbackURL on a foreign origin) is left to it, uncounted: a refused request writes nothing. Concurrent requests may each read the same count: the limit can be passed by a request or two, never more.
 */
export function sendAgainLimit({ max, windowSeconds }: { max: number; windowSeconds: number }) {
  return {
    id: 'equipped-send-again-limit',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/send-verification-email',
          handler: createAuthMiddleware(async (ctx) => {
            const body = sendAgainBody.safeParse(ctx.body);
            if (!body.success) return;
            const { email, callbackURL } = body.data;
            if (callbackURL && !ctx.context.isTrustedOrigin(callbackURL, { allowRelativePaths: true })) return;
            const identifier = `${SEND_AGAIN_PREFIX}${email.toLowerCase()}`;
            const adapter = ctx.context.internalAdapter;
            const now = Date.now();
            const row = await adapter.findVerificationValue(identifier);
            const endsAt = row ? new Date(row.expiresAt).getTime() : 0;
            if (!row || endsAt <= now) {
              if (row) await adapter.deleteVerificationByIdentifier(identifier);
              await adapter.createVerificationValue({ identifier, value: '1', expiresAt: new Date(now + windowSeconds * 1000) });
              return;
            }
            const count = Number.parseInt(row.value, 10) || 0;
            if (count >= max) {
              const retryAfter = Math.max(1, Math.ceil((endsAt - now) / 1000));
              throw new APIError('TOO_MANY_REQUESTS', { message: TOO_MANY }, { 'X-Retry-After': String(retryAfter) });
            }
            await adapter.updateVerificationByIdentifier(identifier, { value: String(count + 1) });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
