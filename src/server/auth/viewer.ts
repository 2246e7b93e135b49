/**
 * Who is asking, as the auth core resolves it: the types every layer reads (routes, guards, services) without importing
 * the access feature that computes them, so the auth core and the features depend on this file and not on each other.
 */

/** Subscription status as docs/product.md#subscription-status names it. */
export type SubscriptionStatus = { subscribed: boolean; tier: string | null; end: string | null };

export type SignedInUser = { id: string; email: string; name: string; emailVerified: boolean; createdAt: string };

/**
 * Who is asking. `canSeeFullCatalogue` is the sample rule (docs/product.md#who-it-is-for, docs/product.md#roles-and-access): only subscribers and admins see exercises whose
 * `is_sample` is false.
 */
export type Viewer =
  | {
      kind: 'anonymous';
      canSeeFullCatalogue: false;
      /** The session could not be checked (the lookup failed): treated as anonymous, but never told it is signed out. */
      sessionUnknown?: true;
    }
  | {
      kind: 'user';
      user: SignedInUser;
      /** better-auth's id of the session the request was made with (never sent to the client). */
      sessionId: string;
      role: 'admin' | 'user';
      subscription: SubscriptionStatus;
      canSeeFullCatalogue: boolean;
    };

/** A viewer who is signed in: what `requireUser` and `requireAdmin` hand on (src/server/http/guards.ts), and what every service acting for a member takes. */
export type SignedInViewer = Extract<Viewer, { kind: 'user' }>;

export const ANONYMOUS: Viewer = { kind: 'anonymous', canSeeFullCatalogue: false };

/** A request whose session lookup failed: it sees what the anonymous see, and signed-in-only routes answer 503. */
export const SESSION_UNKNOWN: Viewer = { kind: 'anonymous', canSeeFullCatalogue: false, sessionUnknown: true };
