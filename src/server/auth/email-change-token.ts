/**
 * True when `token` is better-auth's e-mail-change verification token, i.e. the link of `sendVerificationEmail` confirms
 * a new address rather than a sign-up (docs/product.md#email-links: "a confirmation link goes to the new address and the e-mail changes
 * only when it is followed").
 *
 * better-auth 1.7.25's `/change-email`, for a verified member and without `sendChangeEmailConfirmation`, signs a JWT with
 * the claims `{ email, updateTo, requestType: 'change-email-verification', userId }` and hands its link to
 * `sendVerificationEmail` with the user's e-mail already replaced by the new one; a sign-up token has no `updateTo`.
 * The token was signed by our own server a moment ago, so its payload is read without verifying the signature
 * (better-auth verifies it when the link is followed). A malformed token counts as not an e-mail change.
 */
export function isEmailChangeToken(token: string): boolean {
  return typeof unverifiedClaims(token)?.updateTo === 'string';
}

/**
 * The claims of a JWT (RFC 7519 §7.2 step 7: the base64url-decoded payload, a JSON object) read without checking its
 * signature — only for tokens our own server has just signed, whose signature better-auth checks when the link is
 * followed. Null for anything that is not a JWT with an object payload.
 */
export function unverifiedClaims(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
