import { AnnouncementAdminCard } from '@/web/features/announcements/components/announcement-admin-card';
import { BannerAdsAdminCard } from '@/web/features/banner-ads/components/banner-ads-admin-card';
import { AdminDashboardPage } from '@/web/features/admin/pages/admin-dashboard-page';

/**
 * /dashboard/admin: the admin feature's dashboard with the announcement and banner-ad admin cards in its Promotions
 * tab. Those cards belong to their own features, and features never import each other, so the app composes them here.
 */
export function AdminDashboardRoute() {
  return (
    <AdminDashboardPage
      promotions={
        <>
          <AnnouncementAdminCard />
          <BannerAdsAdminCard />
        </>
      }
    />
  );
}
