/** Phone guesses from a request, for the server's render of members' pages (docs/architecture.md#server-rendered-library). */

const MOBILE_USER_AGENT = /\bMobi|\bAndroid.+\bMobile\b|\biPhone\b|\biPod\b/;

/**
 * A request's phone guess from its headers: the `Sec-CH-UA-Mobile` client hint when the browser sends it (RFC 8942
 * client hints; Chromium sends this one with every request), else a user agent that names a phone (`Mobi`, the token
 * Mozilla's user-agent guide recommends testing for).
 */
export function phoneFromHeaders(headers: { get(name: string): string | null }): boolean {
  const hint = headers.get('Sec-CH-UA-Mobile');
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return MOBILE_USER_AGENT.test(headers.get('User-Agent') ?? '');
}

/** The attribute of the server-state element that carries the render's phone guess to the browser (`data-phone="true"`). */
export const PHONE_HINT_ATTRIBUTE = 'data-phone';
