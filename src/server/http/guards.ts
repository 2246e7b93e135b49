import type { Context, MiddlewareHandler } from 'hono';
import type { SignedInViewer, Viewer } from '../auth/viewer';
import type { AppEnv } from './env';
import { Forbidden, SessionUnavailable, Unauthorized } from '../lib/errors';

/** What a guarded route's handler reads: `c.var.user`, the signed-in viewer the guard let through. */
export type GuardedEnv = AppEnv & { Variables: { user: SignedInViewer } };

/**
 * The signed-in viewer, or {@link Unauthorized} (401, worded by `message` when given) — {@link SessionUnavailable} (503)
 * when the session could not be checked, so a database hiccup never tells the page its member signed out.
 */
export function signedInViewer(viewer: Viewer, message?: string): SignedInViewer {
  if (viewer.kind === 'user') return viewer;
  if (viewer.sessionUnknown) throw new SessionUnavailable();
  throw new Unauthorized(message);
}

/**
 * The signed-in admin, or {@link Unauthorized} (401) for those without a session and {@link Forbidden} (403) for every
 * other member. The role comes from the session's user row, never the request.
 */
export function adminViewer(viewer: Viewer): SignedInViewer {
  const signedIn = signedInViewer(viewer);
  if (signedIn.role !== 'admin') throw new Forbidden('Only admins can do this.');
  return signedIn;
}

/**
 * Route middleware for operations only signed-in users may call; declare it on the route (`middleware: requireUser()`)
 * and read the user from `c.var.user`. It runs before the route's input validation, so the anonymous get 401 before
 * anything about the input is answered (every protected route answers 401 first; the authorisation matrix test checks
 * each). `message` words the 401 (a string, or one per request); undefined keeps the default. A session that could not
 * be checked answers 503.
 */
export function requireUser(message?: string | ((c: Context) => string | undefined)): MiddlewareHandler<GuardedEnv> {
  return async (c, next) => {
    const worded = typeof message === 'function' ? message(c) : message;
    c.set('user', signedInViewer(await c.var.viewer(), worded));
    await next();
  };
}

/** Route middleware for admin-only operations: 401 without a session, 403 for members; sets `c.var.user`. */
export function requireAdmin(): MiddlewareHandler<GuardedEnv> {
  return async (c, next) => {
    c.set('user', adminViewer(await c.var.viewer()));
    await next();
  };
}
