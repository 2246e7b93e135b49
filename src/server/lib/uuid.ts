/**
 * True for the textual form of a uuid (any case), false for anything else. Every row a member or an admin names by id
 * (exercise, workout, suggestion, favourite) has a uuid key: a service checks the id with this first, so a malformed one
 * answers 404 like a missing row (docs/product.md#roles-and-access) instead of reaching the database as a cast error.
 */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
