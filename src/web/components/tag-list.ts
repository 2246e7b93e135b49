/**
 * The tag list of the exercise forms, Suggest an Exercise and the admin's (docs/product.md#suggest "Tags are added
 * by Enter or a plus button and removed individually"; docs/product.md#validation "tags trimmed, no duplicates, empty ignored"). Limits match
 * the shared exerciseInputSchema.
 */

/** Longest tag, in characters after trimming (exerciseInputSchema: tags of at most 40). */
export const TAG_MAX_LENGTH = 40;
/** Most tags on one exercise (exerciseInputSchema: at most 30). */
export const TAGS_MAX = 30;

export type AddTagOutcome = 'added' | 'empty' | 'duplicate' | 'too-long' | 'too-many';

/**
 * Adds the typed `raw` tag: trimmed; an empty one is ignored; one already present (ignoring case: 'Strength' and
 * 'strength' are the same tag) is ignored; one longer than {@link TAG_MAX_LENGTH} or beyond {@link TAGS_MAX} tags is
 * refused. `tags` is never changed; the result carries the new list (the old one unless 'added') and the trimmed tag.
 */
export function addTag(tags: readonly string[], raw: string): { tags: readonly string[]; outcome: AddTagOutcome; tag: string } {
  const tag = raw.trim();
  if (tag === '') return { tags, outcome: 'empty', tag };
  const existing = tags.find((t) => t.toLowerCase() === tag.toLowerCase());
  if (existing !== undefined) return { tags, outcome: 'duplicate', tag: existing };
  if (tag.length > TAG_MAX_LENGTH) return { tags, outcome: 'too-long', tag };
  if (tags.length >= TAGS_MAX) return { tags, outcome: 'too-many', tag };
  return { tags: [...tags, tag], outcome: 'added', tag };
}

/** The list without `tag` (exact match); the others keep their order. */
export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}
