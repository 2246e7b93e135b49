import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { equipmentNeeds } from '@/shared/catalogue/required-equipment';
import type { WorkoutDetail, WorkoutSummary } from '@/shared/schemas/workouts';
import type { Db } from '../../db/client';
import { exercises, workoutExercises, workouts } from '../../db/schema';
import { exerciseColumns, toExercise, visibleTo } from '../exercises/exercises.service';
import type { SignedInViewer } from '../../auth/viewer';

/**
 * How workouts are read back (docs/product.md#workouts, docs/product.md#api workouts "select with nested workout_exercises … newest first",
 * "select one by id with entries … full exercise"). Both apply the sample rule (docs/product.md#roles-and-access) to the entries' exercises: an
 * exercise the viewer can no longer see (e.g. after the subscription ended) is never sent (docs/product.md#workout-builder).
 */

/** `true` in SQL when the viewer may see the joined exercise row (the library's own rule, exercises.service.ts). */
const visibleSql = (viewer: SignedInViewer) => sql<boolean>`${visibleTo(viewer) ?? sql`true`}`;

/** One visible entry as the list's subquery builds it (JSON), before its equipment is made whole. */
type EntryEquipmentRow = { exerciseId: string; equipmentType: string; equipment: string[] | null; requiredEquipment: string[][] | null };

/**
 * The viewer's workouts as list cards, newest first, in one query (correlated subqueries, no query per workout).
 * `exerciseCount` counts every entry, locked ones included (the workout has them); `equipmentTypes` are the distinct
 * equipment types of the entries the viewer can see, in the order they first occur in the workout; `entries` are
 * those entries in order, each with its exercise's required equipment groups made whole by `equipmentNeeds` (an
 * exercise written before groups needs each item of its flat list; decision 0025), so the page can say what the
 * member's gym lacks (docs/product.md#workouts). A locked entry is in neither list: it reveals nothing.
 */
export async function listWorkouts(db: Db, viewer: SignedInViewer): Promise<WorkoutSummary[]> {
  // Column names are written out qualified: inside sql`` Drizzle may print a column without its table, which a
  // correlated subquery would silently resolve to the inner table.
  const exerciseCount = sql<number>`(
    select count(*) from workout_exercises as counted where counted.workout_id = workouts.id
  )`.mapWith(Number);
  const equipmentTypes = sql<string[]>`coalesce((
    select array_agg(firsts.equipment_type order by firsts.first_index)
    from (
      select exercises.equipment_type, min(entry.order_index) as first_index
      from workout_exercises as entry inner join exercises on exercises.id = entry.exercise_id
      where entry.workout_id = workouts.id and ${visibleSql(viewer)}
      group by exercises.equipment_type
    ) as firsts
  ), '{}'::text[])`;
  const entries = sql<EntryEquipmentRow[]>`coalesce((
    select json_agg(
      json_build_object(
        'exerciseId', exercises.id,
        'equipmentType', exercises.equipment_type,
        'equipment', exercises.equipment,
        'requiredEquipment', exercises.required_equipment
      ) order by entry.order_index
    )
    from workout_exercises as entry inner join exercises on exercises.id = entry.exercise_id
    where entry.workout_id = workouts.id and ${visibleSql(viewer)}
  ), '[]'::json)`;
  const rows = await db
    .select({
      id: workouts.id,
      name: workouts.name,
      description: workouts.description,
      createdAt: workouts.createdAt,
      exerciseCount,
      equipmentTypes,
      entries,
    })
    .from(workouts)
    .where(eq(workouts.userId, viewer.user.id))
    .orderBy(desc(workouts.createdAt), desc(workouts.id));
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    entries: row.entries.map(({ exerciseId, equipmentType, equipment, requiredEquipment }) => ({
      exerciseId,
      equipmentType,
      requiredEquipment: equipmentNeeds({ equipmentType, equipment, requiredEquipment }).requiredEquipment,
    })),
  }));
}

/**
 * One of the viewer's workouts with its entries in order (order_index ascending), or null when it does not exist or
 * belongs to someone else (the caller answers 404 for both). `db` may be a transaction, so a save can answer with
 * what it wrote. Entries whose exercise the viewer cannot see come back `locked: true, exercise: null`.
 */
export async function readWorkoutDetail(db: Db, viewer: SignedInViewer, workoutId: string): Promise<WorkoutDetail | null> {
  const [workout] = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, viewer.user.id)))
    .limit(1);
  if (!workout) return null;
  const entries = await db
    .select({
      id: workoutExercises.id,
      exerciseId: workoutExercises.exerciseId,
      orderIndex: workoutExercises.orderIndex,
      sets: workoutExercises.sets,
      reps: workoutExercises.reps,
      weight: workoutExercises.weight,
      weightUnit: workoutExercises.weightUnit,
      bodyweight: workoutExercises.bodyweight,
      notes: workoutExercises.notes,
      visible: visibleSql(viewer),
      exercise: exerciseColumns,
    })
    .from(workoutExercises)
    .innerJoin(exercises, eq(exercises.id, workoutExercises.exerciseId))
    .where(eq(workoutExercises.workoutId, workout.id))
    .orderBy(asc(workoutExercises.orderIndex));
  return {
    id: workout.id,
    name: workout.name,
    description: workout.description,
    createdAt: workout.createdAt.toISOString(),
    updatedAt: workout.updatedAt.toISOString(),
    entries: entries.map(({ visible, exercise, ...entry }) => ({
      ...entry,
      weightUnit: entry.weightUnit === 'lb' ? 'lb' : 'kg',
      locked: !visible,
      exercise: visible ? toExercise(exercise) : null,
    })),
  };
}
