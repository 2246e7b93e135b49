import { and, ne, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@/shared/schemas/admin';
import type { Db } from '../../db/client';
import { exercises } from '../../db/schema';
import { Conflict } from '../../lib/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Refuses a second exercise with the same name, compared without regard to case (decision 0011): the library, the
 * comparison and the workout picker tell exercises apart by name only, and the importer identifies rows by source but
 * never introduces a name twice. Call inside the writing transaction: it takes a transaction-scoped advisory lock on the
 * lower-cased name first, so two concurrent creates (or approvals) of one name run one after the other and the second
 * sees the first's row.
 *
 * @param exceptId the exercise being edited (its own name is not a conflict).
 * @throws Conflict (409) with {@link ADMIN_MESSAGES.duplicateName} when another exercise already has the name.
 */
export async function assertNameAvailable(tx: Tx, name: string, exceptId?: string): Promise<void> {
  const key = name.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`exercise-name:${key}`}))`);
  const sameName = sql`lower(${exercises.exerciseName}) = ${key}`;
  const [clash] = await tx
    .select({ name: exercises.exerciseName })
    .from(exercises)
    .where(exceptId ? and(sameName, ne(exercises.id, exceptId)) : sameName)
    .limit(1);
  if (clash) throw new Conflict(ADMIN_MESSAGES.duplicateName(clash.name));
}

/**
 * Refuses aliases that are another exercise's name, compared without regard to case (docs/product.md#exercise-form):
 * a search for that name must find that exercise, and the importer merges by names and aliases, so one name may mean
 * one exercise only.
 *
 * @param exceptId the exercise being edited (its own name is refused by the schema, checkAliases).
 * @throws Conflict (409) with {@link ADMIN_MESSAGES.aliasIsAnotherName}, naming the first such alias.
 */
export async function assertAliasesAvailable(tx: Tx, aliases: readonly string[] | undefined, exceptId?: string): Promise<void> {
  if (!aliases || aliases.length === 0) return;
  const keys = aliases.map((alias) => alias.toLowerCase());
  const named = sql`lower(${exercises.exerciseName}) in (${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )})`;
  const [clash] = await tx
    .select({ name: exercises.exerciseName })
    .from(exercises)
    .where(exceptId ? and(named, ne(exercises.id, exceptId)) : named)
    .limit(1);
  if (clash) throw new Conflict(ADMIN_MESSAGES.aliasIsAnotherName(aliases[keys.indexOf(clash.name.toLowerCase())] ?? clash.name));
}
