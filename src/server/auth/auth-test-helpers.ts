import { count, eq } from 'drizzle-orm';
import { user } from '../db/schema';
import type { TestContext } from '../test/test-app';

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
