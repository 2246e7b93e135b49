import { LayoutTemplate } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { BANNER_AD_SLOTS } from '@/shared/schemas/promotions';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useAdminBannerAds } from '../api/admin-banner-ads';
import { BANNER_AD_TEXT, BANNER_AD_TOASTS } from '../banner-ads-messages';
import { BannerAdSlot } from './banner-ad-slot';
import { reportError } from '@/web/lib/report-error';

/**
 * The 'Banner Ad Management' admin card (docs/product.md#screens; docs/product.md#banner-ads): three fixed slots, 'Max 3 per page', each saved or
 * deleted on its own. 'Failed to fetch banner ads' when the slots cannot be loaded (docs/product.md#messages).
 */
export function BannerAdsAdminCard() {
  const ads = useAdminBannerAds();

  useEffect(() => {
    if (!ads.error) return;
    reportError(BANNER_AD_TOASTS.fetchFailed, ads.error);
    toast.error(BANNER_AD_TOASTS.fetchFailed);
  }, [ads.error, ads.errorUpdatedAt]);

  let content;
  if (ads.isSuccess) {
    content = (
      <div className="grid gap-4 @4xl:grid-cols-3">
        {BANNER_AD_SLOTS.map((slot) => (
          <BannerAdSlot key={slot} slot={slot} ad={ads.data.find((ad) => ad.displayOrder === slot) ?? null} />
        ))}
      </div>
    );
  } else if (ads.isError) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 py-6 text-center text-sm text-red-900">
        <p>{BANNER_AD_TEXT.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void ads.refetch()} disabled={ads.isFetching}>
          {BANNER_AD_TEXT.retry}
        </Button>
      </div>
    );
  } else {
    content = <Spinner label={BANNER_AD_TEXT.loading} showLabel className="flex justify-center py-8" />;
  }

  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
            <LayoutTemplate aria-hidden="true" className="size-4 text-primary" />
            {BANNER_AD_TEXT.cardTitle}
            <Badge variant="secondary">{BANNER_AD_TEXT.maxPerPage}</Badge>
          </h2>
        </CardTitle>
        <CardDescription>{BANNER_AD_TEXT.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="px-5">{content}</CardContent>
    </Card>
  );
}
