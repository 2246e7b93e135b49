import { z } from 'zod';
import { isPromotionUrl } from '../promotion-url';
import { optionalText } from './optional-text';

/**
 * The promotional content admins manage and members see (docs/product.md#announcement, docs/product.md#banner-ad; docs/product.md#validation; docs/product.md#announcement-admin, docs/product.md#banner-ads).
 * Timestamps travel as ISO 8601 strings; `countdownEnd` null means "no countdown".
 */

/** The user-visible validation messages of this feature (docs/product.md#validation quotes the first). */
export const PROMOTION_MESSAGES = {
  titleRequired: 'Title is required.',
  headlineRequired: 'Headline is required.',
  invalidUrl: 'Enter a full web address (https://…) or a path on this site (/…).',
  pastCountdown: 'The countdown end must be in the future.',
} as const;

/** Banner ad slots, fixed (docs/product.md#banner-ads 'Banner ad slots: 3'); `display_order` is the slot. */
export const BANNER_AD_SLOTS = [1, 2, 3] as const;

// docs/product.md#validation: "empty button text and URL sent as null" — the server applies the same rule, so '' and spaces store null.
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isPromotionUrl(value), PROMOTION_MESSAGES.invalidUrl);

const countdownEnd = z.iso
  .datetime({ offset: true })
  .nullish()
  .transform((value) => value ?? null);

/** The announcement as the API returns it (docs/product.md#announcement). */
export const announcementSchema = z
  .object({
    id: z.string().uuid(),
    title: z.string(),
    countdownEnd: z.string().nullable(),
    buttonText: z.string().nullable(),
    buttonUrl: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Announcement', description: 'The site announcement (docs/product.md#announcement).' });

export type Announcement = z.infer<typeof announcementSchema>;

/** GET /api/announcements/active and GET /api/admin/announcements/latest: one announcement or none. */
// A union, not `.nullable()`: the OpenAPI generator would otherwise document the shared Announcement itself as nullable.
export const announcementResponseSchema = z.object({ announcement: z.union([announcementSchema, z.null()]) });

export type AnnouncementResponse = z.infer<typeof announcementResponseSchema>;

/**
 * What the admin card saves (docs/product.md#announcement-admin, docs/product.md#api payload): title required ('Title is required.'), countdown end
 * optional, button text and URL null when empty, and whether it is shown.
 */
export const announcementInputSchema = z.object({
  title: z.string().trim().min(1, PROMOTION_MESSAGES.titleRequired).max(200),
  countdownEnd,
  buttonText: optionalText(60),
  buttonUrl: optionalUrl,
  isActive: z.boolean(),
});

export type AnnouncementInput = z.input<typeof announcementInputSchema>;

/** A banner ad as the API returns it (docs/product.md#banner-ad). */
export const bannerAdSchema = z
  .object({
    id: z.string().uuid(),
    headline: z.string(),
    subtext: z.string().nullable(),
    countdownEnd: z.string().nullable(),
    buttonText: z.string().nullable(),
    buttonUrl: z.string().nullable(),
    isActive: z.boolean(),
    displayOrder: z.number().int().min(1).max(3),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'BannerAd', description: 'A banner ad in slot `displayOrder` (docs/product.md#banner-ad).' });

export type BannerAd = z.infer<typeof bannerAdSchema>;

/** GET /api/banner-ads (active, by display order) and GET /api/admin/banner-ads (all saved slots, by display order). */
export const bannerAdListSchema = z.object({ items: z.array(bannerAdSchema) });

export type BannerAdList = z.infer<typeof bannerAdListSchema>;

/** What one slot of Banner Ad Management saves (docs/product.md#banner-ads: headline required; the rest optional). */
export const bannerAdInputSchema = z.object({
  headline: z.string().trim().min(1, PROMOTION_MESSAGES.headlineRequired).max(120),
  subtext: optionalText(300),
  countdownEnd,
  buttonText: optionalText(60),
  buttonUrl: optionalUrl,
  isActive: z.boolean(),
});

export type BannerAdInput = z.input<typeof bannerAdInputSchema>;

/** The slot path parameter of the admin banner-ad routes: '1', '2' or '3'. */
export const bannerAdSlotParamsSchema = z.object({ slot: z.coerce.number().int().min(1).max(3) });
