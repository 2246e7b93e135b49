import { eq } from 'drizzle-orm';
import { user } from '../db/schema';
import type { TestClient, TestContext } from './test-app';

/**
 * The five callers of the security suite (OWASP ASVS 5.0 V8, authorization): who may call a route depends on whether
 * the caller is signed in, has confirmed their e-mail, pays, or is an admin. Test-only (not imported by the app).
 *
 * - `anonymous`: no account, no cookie.
 * - `unverified`: signed up through `POST /api/auth/sign-up/email` and never followed the confirmation link. With
 *   required verification better-auth gives them no session (sign-in answers 403 EMAIL_NOT_VERIFIED), so what they
 *   hold is their e-mail, their password and the link in their mailbox — never a cookie.
 * - `member`: verified, signed in, no subscription.
 * - `subscriber`: verified, signed in, an active subscription.
 * - `admin`: verified, signed in, role 'admin' (decision 0001).
 */
export type Caller = 'anonymous' | 'unverified' | 'member' | 'subscriber' | 'admin';
export const CALLERS: readonly Caller[] = ['anonymous', 'unverified', 'member', 'subscriber', 'admin'];

/** One caller: a cookie-keeping client and, for those with an account, its id and credentials (null for the anonymous). */
export type Identity = { caller: Caller; client: TestClient; userId: string | null; email: string | null; password: string | null };
export type Callers = Record<Caller, Identity>;

const PASSWORD = 'correct-horse-battery';

/**
 * Signs a new account up through the public sign-up form's endpoint and leaves its e-mail unconfirmed.
 *
 * @throws Error when sign-up does not answer 200 or sets a session cookie (required verification must not sign in).
 */
export async function signUpUnverified(ctx: TestContext): Promise<Identity> {
  const email = `unverified-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const client = ctx.client();
  const response = await client.request('/api/auth/sign-up/email', {
    method: 'POST',
    json: { email, password: PASSWORD, name: 'Unverified' },
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  if (client.cookie() !== '') throw new Error(`sign-up of an unverified account set a cookie: ${client.cookie()}`);
  const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`sign-up stored no user for ${email}`);
  return { caller: 'unverified', client, userId: row.id, email, password: PASSWORD };
}

/** Five new callers; the signed-in ones are real users with sessions (the subscriber with an active subscription). */
export async function makeCallers(ctx: TestContext): Promise<Callers> {
  const signedIn = async (caller: Caller, role: 'user' | 'admin'): Promise<Identity> => {
    const made = await ctx.signedInUser(role, { password: PASSWORD });
    return { caller, client: made.client, userId: made.userId, email: made.email, password: made.password };
  };
  const [unverified, member, subscriber, admin] = await Promise.all([
    signUpUnverified(ctx),
    signedIn('member', 'user'),
    signedIn('subscriber', 'user'),
    signedIn('admin', 'admin'),
  ]);
  await ctx.subscribe(subscriber.userId!);
  return {
    anonymous: { caller: 'anonymous', client: ctx.client(), userId: null, email: null, password: null },
    unverified,
    member,
    subscriber,
    admin,
  };
}

/**
 * False once a call has changed who a caller is: signed a member, subscriber or admin out, deleted them, ended the
 * subscriber's subscription, demoted the admin, confirmed the unverified caller's e-mail, or given them a cookie.
 */
export async function stillThemselves(ctx: TestContext, callers: Callers): Promise<boolean> {
  const me = async (caller: Caller) => {
    const response = await callers[caller].client.request('/api/me');
    return response.status === 200 ? ((await response.json()) as { role: string; subscription: { subscribed: boolean } }) : null;
  };
  const [member, subscriber, admin, [unverified]] = await Promise.all([
    me('member'),
    me('subscriber'),
    me('admin'),
    ctx.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.id, callers.unverified.userId!)),
  ]);
  return (
    member?.role === 'user' &&
    member.subscription.subscribed === false &&
    subscriber?.role === 'user' &&
    subscriber.subscription.subscribed === true &&
    admin?.role === 'admin' &&
    unverified?.emailVerified === false &&
    callers.unverified.client.cookie() === '' &&
    callers.anonymous.client.cookie() === ''
  );
}

/**
 * The session token the caller's cookie carries (better-auth's `session_token` cookie is `<token>.<signature>`, URL-
 * encoded), or null when they hold no session.
 */
export function sessionTokenOf(who: Identity): string | null {
  const cookie = who.client
    .cookie()
    .split('; ')
    .find((pair) => /^(__Secure-)?better-auth\.session_token=/.test(pair));
  return cookie ? decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]! : null;
}
