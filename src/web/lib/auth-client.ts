import { adminClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client. The server mounts better-auth at /api/auth on the same origin (docs/architecture.md#auth), so
 * the base URL is this page's origin. The admin plugin carries the `admin`/`user` role (docs/product.md#roles-and-access).
 */
export const authClient = createAuthClient({
  // Guarded so modules importing this can load under Node (unit tests); the browser always has a window.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [adminClient()],
});
