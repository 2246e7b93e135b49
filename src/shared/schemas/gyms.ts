import { z } from 'zod';
import { EQUIPMENT_NAMES, isEquipmentName } from '../catalogue/equipment-taxonomy';
import { GYM_NAME_MAX, MAX_GYMS } from '../limits';

/** The My Gyms messages (docs/product.md#my-gyms), in one place (docs/architecture.md#strings). */
export const GYM_MESSAGES = {
  nameRequired: 'Please give your gym a name',
  nameTooLong: `Gym name can be at most ${GYM_NAME_MAX} characters`,
  nameTaken: (name: string) => `You already have a gym called "${name}".`,
  unknownEquipment: (names: readonly string[]) => `Unknown equipment: ${names.join(', ')}`,
  limit: `You can keep up to ${MAX_GYMS} gyms. Delete one to add another.`,
  notFound: 'Gym not found.',
  nothingToChange: 'Send a new name or equipment list',
} as const;

const gymName = z.string().trim().min(1, GYM_MESSAGES.nameRequired).max(GYM_NAME_MAX, GYM_MESSAGES.nameTooLong);

/**
 * A gym's equipment as a client sends it: names of the taxonomy (docs/product.md#equipment-taxonomy), each at most once.
 * Unknown names are refused in one issue that names them all; the list is kept in taxonomy order.
 */
const gymEquipment = z
  .array(z.string().max(60))
  .max(EQUIPMENT_NAMES.length * 2)
  .superRefine((items, ctx) => {
    const unknown = [...new Set(items.filter((item) => !isEquipmentName(item)))];
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: GYM_MESSAGES.unknownEquipment(unknown) });
  })
  .transform((items) => EQUIPMENT_NAMES.filter((name) => items.includes(name)));

/** POST /api/gyms body (docs/product.md#my-gyms): a name and the equipment; `isActive` makes it the active gym at once. */
export const gymInputSchema = z.object({
  name: gymName,
  equipment: gymEquipment,
  isActive: z.boolean().default(false),
});
export type GymInput = z.output<typeof gymInputSchema>;

/** PATCH /api/gyms/{id} body: a new name, a new equipment list, or both. */
export const gymPatchSchema = z
  .object({ name: gymName.optional(), equipment: gymEquipment.optional() })
  .refine((patch) => patch.name !== undefined || patch.equipment !== undefined, { message: GYM_MESSAGES.nothingToChange });
export type GymPatch = z.output<typeof gymPatchSchema>;

/** PUT /api/gyms/active body: the gym to make active, or null for none ("No gym — show everything"). */
export const activeGymInputSchema = z.object({ gymId: z.string().uuid().nullable() });

/**
 * A member's gym (docs/product.md#my-gyms): its equipment in taxonomy order, whether it is the active one, and how many
 * exercises the member can see that it makes possible (every required item in the gym; body-weight ones always).
 */
export const gymSchema = z.object({
  id: z.string(),
  name: z.string(),
  equipment: z.array(z.string()),
  isActive: z.boolean(),
  exerciseCount: z.number().int().min(0),
});
export type Gym = z.infer<typeof gymSchema>;

/** GET /api/gyms answer: the member's gyms, oldest first. */
export const gymListSchema = z.object({ items: z.array(gymSchema) });
export type GymList = z.infer<typeof gymListSchema>;

/** PUT /api/gyms/active answer. */
export const activeGymSchema = z.object({ activeGymId: z.string().nullable() });
