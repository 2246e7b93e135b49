import { z } from 'zod';
import { exerciseSchema } from './exercise';

/** One saved exercise: the exercise and when the member favourited it (ISO timestamp; docs/product.md#favourite). */
export const favoriteSchema = z
  .object({ exercise: exerciseSchema, createdAt: z.string() })
  .meta({ id: 'Favorite', description: 'A favourite: the exercise and when it was saved.' });

export type Favorite = z.infer<typeof favoriteSchema>;

/** GET /api/favorites answer: the member's favourites, newest first (docs/product.md#favourites). */
export const favoriteListSchema = z.object({ items: z.array(favoriteSchema) });

export type FavoriteList = z.infer<typeof favoriteListSchema>;

/** GET /api/favorites/ids answer: the ids of the exercises the member has favourited (the library's hearts). */
export const favoriteIdsSchema = z.object({ items: z.array(z.string()) });

export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;
