/**
 * Signs in through better-auth's e-mail endpoint (POST /api/auth/sign-in/email) with an Origin equal to PUBLIC_URL
 * (docs/architecture.md#stack-notes: better-auth rejects cookie requests without a trusted Origin) and returns the `Cookie` header value that
 * carries the session. Then checks GET /api/me, so a load run never measures an anonymous or unsubscribed viewer.
 *
 * @throws when sign-in does not answer 200 with a session cookie, or /api/me does not report an active subscription.
 */
export async function signIn(baseUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`Sign-in answered ${response.status}: ${body.slice(0, 300)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]?.trim() ?? '')
    .filter((pair) => pair.includes('='))
    .join('; ');
  if (!cookie) throw new Error('Sign-in answered 200 without a session cookie');

  const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie }, signal: AbortSignal.timeout(10_000) });
  const meBody = (await me.json()) as { subscription?: { subscribed?: boolean } };
  if (me.status !== 200 || meBody.subscription?.subscribed !== true) {
    throw new Error(`GET /api/me answered ${me.status} ${JSON.stringify(meBody).slice(0, 300)}: the bench user is not a subscriber`);
  }
  return cookie;
}
