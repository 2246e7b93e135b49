/** A banner ad follows every 4th card of the library (docs/product.md#library, docs/product.md#limits). */
export const CARDS_PER_BANNER_AD = 4;

/**
 * Which ad (an index into the active ads, in display order) follows the card at `cardIndex` (0-based) of a page of
 * `cardCount` cards, or null for none (docs/product.md#limits: "after every 4th card, not after the last", "rotating through active
 * ads in order"). `rotationStart` is how many ad places came before this page, so the rotation carries on from page to
 * page instead of every page starting with ad 1 (see {@link adRotationStart}).
 */
export function bannerAdAfterCard(cardIndex: number, cardCount: number, adCount: number, rotationStart = 0): number | null {
  if (adCount <= 0 || cardIndex < 0 || cardIndex >= cardCount - 1) return null;
  if ((cardIndex + 1) % CARDS_PER_BANNER_AD !== 0) return null;
  const place = (cardIndex + 1) / CARDS_PER_BANNER_AD - 1;
  return (rotationStart + place) % adCount;
}

/**
 * The number of ad places on the full pages before `page` (1-based) of `pageSize` cards: a full page of 12 has places
 * after cards 4 and 8 (not after 12, its last), so page 2 starts with the third ad.
 */
export function adRotationStart(page: number, pageSize: number): number {
  const placesPerPage = Math.floor((pageSize - 1) / CARDS_PER_BANNER_AD);
  return Math.max(0, page - 1) * placesPerPage;
}
