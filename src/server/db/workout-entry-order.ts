import { sql } from 'drizzle-orm';
import type { Db } from './client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Closes the gaps in the entries' order of `workoutIds` (0..n-1, same order), after entries were removed from them
 * (docs/product.md#workout: order_index from 0 and unique within the workout). Runs inside the caller's transaction. Two steps because the unique
 * (workout_id, order_index) constraint is checked row by row: first out of the way, then into place.
 */
export async function renumberEntries(tx: Tx, workoutIds: string[]): Promise<void> {
  if (workoutIds.length === 0) return;
  const ids = sql.join(
    workoutIds.map((workoutId) => sql`${workoutId}::uuid`),
    sql`, `,
  );
  await tx.execute(sql`
    update workout_exercises set order_index = order_index + 1000000
    where workout_id in (${ids})`);
  await tx.execute(sql`
    update workout_exercises as entry set order_index = ranked.position
    from (
      select id, (row_number() over (partition by workout_id order by order_index) - 1)::int as position
      from workout_exercises where workout_id in (${ids})
    ) as ranked
    where entry.id = ranked.id`);
}
