import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { DIFFICULTY_LEVELS, difficultyRank } from '@/shared/catalogue/difficulty';
import { LIBRARY_PAGE_SIZE } from '@/shared/limits';
import type { Database } from '../../db/client';
import { exercises } from '../../db/schema';
import type { OrderKey } from './exercise-search-sql';

/**
 * How one library page is read (docs/architecture.md#database "return one page plus the total"): first the page's ids and sort
 * keys from a narrow subquery, then their columns joined back by primary key — so sorting thousands of matches moves
 * ids, not descriptions. The keys are selected as k0…kn so the outer query can put the twelve rows back in order.
 */

/** The DTO columns of an exercise (docs/product.md#data); never the generated search columns. */
export const exerciseColumns = {
  id: exercises.id,
  exerciseName: exercises.exerciseName,
  equipmentType: exercises.equipmentType,
  targetMuscleGroups: exercises.targetMuscleGroups,
  description: exercises.description,
  difficultyLevel: exercises.difficultyLevel,
  pros: exercises.pros,
  cons: exercises.cons,
  tags: exercises.tags,
  videoUrl: exercises.videoUrl,
  isSample: exercises.isSample,
  createdAt: exercises.createdAt,
  aliases: exercises.aliases,
  equipment: exercises.equipment,
  primaryMuscles: exercises.primaryMuscles,
  secondaryMuscles: exercises.secondaryMuscles,
  movementPattern: exercises.movementPattern,
  mechanic: exercises.mechanic,
  trainingGoals: exercises.trainingGoals,
  formSteps: exercises.formSteps,
  sourceId: exercises.sourceId,
  sourceLicence: exercises.sourceLicence,
};

const keyName = (index: number) => `k${index}`;
const byKeys = (order: OrderKey[], table?: string) =>
  order.map((key, index) => sql`${table ? sql`${sql.identifier(table)}.` : sql``}${sql.identifier(keyName(index))} ${sql.raw(key.dir)}`);

/** Joins a page subquery (columns id, total, k0…kn) back to the exercises, in key order. */
function joinColumns(database: Database, page: ReturnType<typeof pageSubquery>, order: OrderKey[]) {
  return database.db
    .select({ ...exerciseColumns, total: page.total })
    .from(page)
    .innerJoin(exercises, eq(exercises.id, page.id))
    .orderBy(...byKeys(order, 'page'));
}

function keyFields(order: OrderKey[]) {
  return Object.fromEntries(order.map((key, index) => [keyName(index), sql`${key.expr}`.as(keyName(index))]));
}

function pageSubquery(database: Database, where: SQL | undefined, order: OrderKey[], offset: number, withTotal: boolean) {
  if (!withTotal) {
    return database.db
      .select({ id: exercises.id, total: sql<number>`0`.as('total'), ...keyFields(order) })
      .from(exercises)
      .where(where)
      .orderBy(...byKeys(order))
      .limit(LIBRARY_PAGE_SIZE)
      .offset(offset)
      .as('page');
  }
  // Count every match in a subquery of its own, then sort: counted in the same query as the ORDER BY, PostgreSQL 15 may
  // walk the name index over the whole table to feed `count(*) over ()` in name order (measured 250–600 ms instead of
  // 30–40 ms for 14,000 matches among 100,000). A window function keeps the subquery from being merged into the outer.
  const matches = database.db
    .select({ id: exercises.id, total: sql<number>`count(*) over ()`.as('total'), ...keyFields(order) })
    .from(exercises)
    .where(where)
    .as('matches');
  return database.db
    .select({
      id: matches.id,
      total: sql<number>`${sql.identifier('matches')}.${sql.identifier('total')}`.as('total'),
      ...Object.fromEntries(
        order.map((_, index) => [keyName(index), sql`${sql.identifier('matches')}.${sql.identifier(keyName(index))}`.as(keyName(index))]),
      ),
    })
    .from(matches)
    .orderBy(...byKeys(order))
    .limit(LIBRARY_PAGE_SIZE)
    .offset(offset)
    .as('page');
}

/**
 * The rows of one page in `order`. With `withTotal` each row also carries the number of rows matching `where`
 * (a window count over the same scan: right for searches, which read every match anyway to rank them).
 */
export function pageRows(database: Database, where: SQL | undefined, order: OrderKey[], offset: number, withTotal: boolean) {
  return joinColumns(database, pageSubquery(database, where, order, offset, withTotal), order);
}

/**
 * One page ordered by difficulty rank then name, without a search (docs/product.md#limits difficulty sort). One branch per level,
 * each walking the name index for at most offset + 12 rows, so the catalogue is never sorted whole (at 100,000
 * exercises: ~5 ms instead of ~75 ms on PostgreSQL 15).
 */
export function difficultyPageRows(database: Database, where: SQL | undefined, dir: 'asc' | 'desc', offset: number) {
  const order: OrderKey[] = [
    { expr: sql`k0`, dir },
    { expr: sql`k1`, dir: 'asc' },
    { expr: sql`k2`, dir: 'asc' },
  ];
  const branch = (level: (typeof DIFFICULTY_LEVELS)[number]) =>
    database.db
      .select({
        id: exercises.id,
        total: sql<number>`0`.as('total'),
        k0: sql<number>`${sql.raw(String(difficultyRank[level]))}`.as('k0'),
        k1: sql<string>`${exercises.exerciseName}`.as('k1'),
        k2: sql<string>`${exercises.id}`.as('k2'),
      })
      .from(exercises)
      .where(and(where, eq(exercises.difficultyLevel, level)))
      .orderBy(asc(exercises.exerciseName), asc(exercises.id))
      .limit(offset + LIBRARY_PAGE_SIZE);
  const [first, second, ...rest] = DIFFICULTY_LEVELS.map(branch);
  const page = unionAll(first!, second!, ...rest)
    .orderBy(...byKeys(order))
    .limit(LIBRARY_PAGE_SIZE)
    .offset(offset)
    .as('page');
  return joinColumns(database, page as unknown as ReturnType<typeof pageSubquery>, order);
}

/** How many rows satisfy `where`. */
export async function countRows(database: Database, where: SQL | undefined): Promise<number> {
  const [row] = await database.db.select({ total: count() }).from(exercises).where(where);
  return row?.total ?? 0;
}
