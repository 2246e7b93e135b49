import { createTestContext, type TestClient, type TestContext } from '../test-app';

/**
 * Helpers for the promotion API tests, announcements and banner ads (not a test file): the app with one admin and one
 * member signed in, and the optional fields both kinds of promotion share, left empty and active.
 */

/** A fresh test app with a signed-in admin and a signed-in member. Call it in `beforeAll`; close `ctx` in `afterAll`. */
export async function startAppWithAdminAndMember(): Promise<{ ctx: TestContext; admin: TestClient; member: TestClient }> {
  const ctx = await createTestContext();
  const admin = (await ctx.signedInUser('admin')).client;
  const member = (await ctx.signedInUser('user')).client;
  return { ctx, admin, member };
}

/** The countdown and button of a promotion left out, and the promotion active: spread under a test's own fields. */
export const PROMOTION_INPUT_DEFAULTS = { countdownEnd: null, buttonText: null, buttonUrl: null, isActive: true } as const;
