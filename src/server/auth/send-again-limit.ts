import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
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
 * every instance shares it and better-auth's own clean-up removes it. A request is counted after better-auth has
 * accepted it: one it refuses (a malformed body, a callbackURL it does not trust) writes nothing. Concurrent requests may each read the same count: the limit can be passed by a request or two, never more.
 */
export function sendAgainLimit({ max, windowSeconds }: { max: number; windowSeconds: number }) {
  const identifierOf = (body: unknown) => {
    const parsed = sendAgainBody.safeParse(body);
    return parsed.success ? `${SEND_AGAIN_PREFIX}${parsed.data.email.toLowerCase()}` : null;
  };
  return {
    id: 'equipped-send-again-limit',
    hooks: {
      // Over the limit: refused before better-auth sends anything.
      before: [
        {
          matcher: (ctx) => ctx.path === '/send-verification-email',
          handler: createAuthMiddleware(async (ctx) => {
            const identifier = identifierOf(ctx.body);
            if (!identifier) return;
            const row = await ctx.context.internalAdapter.findVerificationValue(identifier);
            const endsAt = row ? new Date(row.expiresAt).getTime() : 0;
            const now = Date.now();
            if (!row || endsAt <= now || (Number.parseInt(row.value, 10) || 0) < max) return;
            const retryAfter = Math.max(1, Math.ceil((endsAt - now) / 1000));
            throw new APIError('TOO_MANY_REQUESTS', { message: TOO_MANY }, { 'X-Retry-After': String(retryAfter) });
          }),
        },
      ],
      // Counted only once better-auth has accepted the request: one it refuses (a malformed body, a callbackURL it does
      // not trust) writes nothing.
      after: [
        {
          matcher: (ctx) => ctx.path === '/send-verification-email',
          handler: createAuthMiddleware(async (ctx) => {
            if (isAPIError(ctx.context.returned as unknown)) return;
            const identifier = identifierOf(ctx.body);
            if (!identifier) return;
            const adapter = ctx.context.internalAdapter;
            const now = Date.now();
            const row = await adapter.findVerificationValue(identifier);
            if (!row || new Date(row.expiresAt).getTime() <= now) {
              if (row) await adapter.deleteVerificationByIdentifier(identifier);
              await adapter.createVerificationValue({ identifier, value: '1', expiresAt: new Date(now + windowSeconds * 1000) });
              return;
            }
            await adapter.updateVerificationByIdentifier(identifier, { value: String((Number.parseInt(row.value, 10) || 0) + 1) });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
