import { count, eq } from 'drizzle-orm';
import { user } from '../db/schema';
import type { TestContext } from './test-app';

/** Test-only helpers shared by the auth API tests (not imported by the app). */

/** The path and query of an absolute link from an e-mail, for `client.request` (which speaks to the app in-process). */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** Rows in better-auth's `user` table: proves that refused input wrote nothing. */
export async function countUsers(ctx: TestContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(user);
  return Number(row?.n ?? 0);
}

/** The stored row of the user with `email`, or undefined. */
export async function findUser(ctx: TestContext, email: string) {
  const [row] = await ctx.db.select().from(user).where(eq(user.email, email));
  return row;
}

/** The newest dev-outbox message to `to`, or undefined (`ctx.mailer.outbox()` is newest first). */
export const lastMailTo = (ctx: TestContext, to: string) => ctx.mailer.outbox()?.find((m) => m.to === to);

/**
 * The newest dev-outbox message to `to` among those that arrived after the outbox held `after` messages (default: any),
 * polling for up to `timeoutMs`: better-auth hands confirmation mail over in the background, after its link is recorded
 * (single-use-links.ts), so it can land a moment after the answer.
 * @throws Error when none arrives in time.
 */
export async function waitForMailTo(ctx: TestContext, to: string, { after = 0, timeoutMs = 5_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const outbox = ctx.mailer.outbox() ?? [];
    const found = outbox.slice(0, Math.max(0, outbox.length - after)).find((m) => m.to === to);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
