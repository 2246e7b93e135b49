/** Query keys of the announcement and the banner ads (arrays, never built from strings: docs/architecture.md#query-keys). */
export const promotionsKeys = {
  all: ['promotions'] as const,
  activeAnnouncement: () => [...promotionsKeys.all, 'announcement', 'active'] as const,
  latestAnnouncement: () => [...promotionsKeys.all, 'announcement', 'latest'] as const,
  activeBannerAds: () => [...promotionsKeys.all, 'banner-ads', 'active'] as const,
  adminBannerAds: () => [...promotionsKeys.all, 'banner-ads', 'admin'] as const,
};
