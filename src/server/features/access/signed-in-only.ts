import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/env';
import { requireUser } from './access.service';

/**
 * Middleware for routes that only signed-in users may call: the anonymous get 401 before their input is validated, so
 * nothing about the API — not even which fields it wants — is answered to them (the authorisation matrix test expects
 * 401 for every protected route and method). `message` may word the 401 for the request (spec §8, e.g. 'You must be
 * logged in to suggest exercises'); undefined keeps the default. A session that could not be checked answers 503
 * ({@link requireUser}).
 */
export function signedInOnly(message?: (c: Context<AppEnv>) => string | undefined): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = await c.var.viewer();
    requireUser(viewer, message?.(c));
    await next();
  };
}
