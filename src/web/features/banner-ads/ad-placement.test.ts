import { describe, expect, it } from 'vitest';
import { adRotationStart, bannerAdAfterCard } from './ad-placement';

/** The ad index after each card of a page, as the library renders it: card number (1-based) → ad index. */
const placements = (cardCount: number, adCount: number, rotationStart = 0) =>
  Object.fromEntries(
    Array.from({ length: cardCount }, (_, i) => [i + 1, bannerAdAfterCard(i, cardCount, adCount, rotationStart)] as const).filter(
      ([, ad]) => ad !== null,
    ),
  );

describe('banner ad placement (docs/product.md#limits: after every 4th card, not after the last, rotating in order)', () => {
  it('places ads after cards 4 and 8 of a page of 12, not after the 12th (the last)', () => {
    expect(placements(12, 3)).toEqual({ 4: 0, 8: 1 });
  });

  it('places ads after cards 4, 8 and 12 when a 13th card follows, rotating back to the first ad', () => {
    expect(placements(13, 2)).toEqual({ 4: 0, 8: 1, 12: 0 });
    expect(placements(17, 1)).toEqual({ 4: 0, 8: 0, 12: 0, 16: 0 });
  });

  it('places nothing on short pages, after the last card, or when there is no active ad', () => {
    expect(placements(3, 3)).toEqual({});
    expect(placements(4, 3)).toEqual({});
    expect(placements(5, 3)).toEqual({ 4: 0 });
    expect(placements(12, 0)).toEqual({});
  });

  it('carries the rotation on from page to page', () => {
    expect(adRotationStart(1, 12)).toBe(0);
    expect(adRotationStart(2, 12)).toBe(2);
    expect(placements(12, 3, adRotationStart(2, 12))).toEqual({ 4: 2, 8: 0 });
    expect(placements(12, 3, adRotationStart(3, 12))).toEqual({ 4: 1, 8: 2 });
  });
});
