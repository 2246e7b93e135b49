import { z } from 'zod';
import { ALTERNATIVES_MAX } from '../limits';
import { exerciseSummarySchema } from './exercise';

/** GET /api/exercises/{id}/alternatives query: `gym`, one of the caller's gyms, limits them to what it makes possible. */
export const alternativesQuerySchema = z.object({
  gym: z.string().uuid().optional(),
});

export type AlternativesQuery = z.infer<typeof alternativesQuerySchema>;

/** One alternative: the exercise as a list shows it, and why it stands in ('same pattern · chest, triceps'). */
export const alternativeSchema = z
  .object({
    exercise: exerciseSummarySchema,
    reason: z
      .string()
      .meta({ description: "What it shares: 'same pattern' when it does, then up to 3 shared muscles, lowercase, joined by ' · '." }),
  })
  .meta({ id: 'Alternative' });

export type Alternative = z.infer<typeof alternativeSchema>;

/**
 * The alternatives to one exercise (docs/product.md#alternatives): up to {@link ALTERNATIVES_MAX}, best first, among
 * those the caller may see; `moreWithSubscription` when the full catalogue holds alternatives the caller may not see
 * (never which).
 */
export const alternativesSchema = z
  .object({
    items: z.array(alternativeSchema).max(ALTERNATIVES_MAX),
    moreWithSubscription: z.boolean(),
  })
  .meta({ id: 'Alternatives', description: 'Exercises that train what one exercise trains, best first (docs/product.md#alternatives).' });

export type Alternatives = z.infer<typeof alternativesSchema>;
