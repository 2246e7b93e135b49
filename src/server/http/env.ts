import type { Logger } from 'pino';
import type { Viewer } from '../auth/viewer';

/** Hono's per-request variables, set by the middleware in app.ts. */
export type AppEnv = {
  Variables: {
    logger: Logger;
    clientIp: string;
    /** This request's id (request-id.ts): a trusted proxy's X-Request-Id or a new UUID. */
    requestId: string;
    /** Who is asking: anonymous, or a signed-in user with role and subscription (resolved lazily once per request). */
    viewer: () => Promise<Viewer>;
  };
};
