import { type SQL, sql } from 'drizzle-orm';

/**
 * A `text[]` literal of bound parameters: `array[$1, $2, …]::text[]`, or `'{}'::text[]` for none (an empty
 * `array[]` has no type PostgreSQL can infer). For array operators over GIN indexes (`&&`, `@>`) and `like any (…)`.
 */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
