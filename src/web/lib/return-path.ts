/**
 * Where /auth returns a member after signing in (docs/product.md#sign-in "Deep links"): the address they asked for when
 * the dashboard's guard sent them to sign in, carried in /auth's `next` query parameter. Only a path of this site is
 * ever followed — never another origin (an open redirect, OWASP "Unvalidated Redirects and Forwards") — and never
 * /auth itself or the API.
 */

/** The /auth query parameter that carries the address to return to. */
export const RETURN_TO_PARAM = 'next';

/** Where a member lands after signing in when no address was asked for. */
export const SIGNED_IN_HOME = '/dashboard/exercises';

/** Longest return address followed (a longer one is dropped, not cut). */
const RETURN_PATH_MAX = 2000;

/** A stand-in origin to resolve against: what resolves to another origin is not a path of this site. */
const BASE = 'https://equipped.invalid';

/**
 * `value` as a path of this site to return to (path, query and hash, normalised by the URL parser), or null when it is
 * missing, longer than 2,000 characters, not a plain absolute path (a scheme, `//host`, a backslash, a control or
 * space character at all), resolves to another origin, or names /auth, /api or /dev.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Browsers drop tabs and newlines from URLs ("/\t/evil.example" becomes "//evil.example"): refuse any of them.
  for (const character of value) if (character <= ' ' || character === '\u007f') return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (/^\/(auth|api|dev)(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth with the address to come back to, or plain /auth when that is the library's first page or not a safe path. */
export function signInPathFor(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  if (path === null || path === SIGNED_IN_HOME) return '/auth';
  return `/auth?${new URLSearchParams({ [RETURN_TO_PARAM]: path }).toString()}`;
}
