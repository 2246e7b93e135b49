import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { NotFound } from '../../lib/errors';

export type Role = 'admin' | 'user';

/** A demo account as written to `DATA_DIR/demo-accounts.json` (docs/product.md#catalogue). */
export type DemoAccount = { email: string; password: string; role: Role };

/**
 * Creates a user with a verified e-mail and a password login through better-auth's own adapter (so the password is
 * hashed exactly as sign-in expects), bypassing the confirmation mail. For seeding and tests, never for sign-up.
 */
export async function createVerifiedUser(auth: Auth, input: { email: string; password: string; role: Role; name?: string }) {
  const ctx = await auth.$context;
  const created = await ctx.internalAdapter.createUser(
    {
      email: input.email.toLowerCase(),
      name: input.name ?? input.email.split('@')[0] ?? input.email,
      emailVerified: true,
      role: input.role,
    },
    { method: 'admin' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: created.id,
    providerId: 'credential',
    accountId: created.id,
    password: await ctx.password.hash(input.password),
  });
  return created;
}

/** A random password that satisfies every rule (length 20, URL-safe characters). */
export const randomPassword = () => randomBytes(15).toString('base64url');

/** Creates the demo admin and member with random passwords (docs/decisions/0003-first-start-data.md: first start of the embedded default only). */
export async function createDemoAccounts(auth: Auth): Promise<DemoAccount[]> {
  const accounts: DemoAccount[] = [
    { email: 'admin@equipped.local', password: randomPassword(), role: 'admin' },
    { email: 'member@equipped.local', password: randomPassword(), role: 'user' },
  ];
  for (const account of accounts) await createVerifiedUser(auth, account);
  return accounts;
}

/**
 * Sets the role of the user with `email` (the `npm run user:role` CLI; works on any deployment).
 *
 * @throws NotFound when no user has that e-mail.
 */
export async function setUserRole(db: Db, email: string, role: Role): Promise<void> {
  const updated = await db
    .update(user)
    .set({ role, updatedAt: new Date() })
    .where(eq(user.email, email.trim().toLowerCase()))
    .returning({ id: user.id });
  if (updated.length === 0) throw new NotFound(`No user with the e-mail ${email}`);
}

/** True when no user exists yet. */
export async function hasNoUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).limit(1);
  return rows.length === 0;
}
