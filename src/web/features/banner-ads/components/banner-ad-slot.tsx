import { Trash2 } from 'lucide-react';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { BannerAd } from '@/shared/schemas/promotions';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Switch } from '@/web/components/ui/switch';
import { Textarea } from '@/web/components/ui/textarea';
import { useDeleteBannerAd, useSaveBannerAd } from '../api/admin-banner-ads';
import { serverIssues } from '@/web/lib/form-errors';
import {
  type BannerAdFormErrors,
  type BannerAdFormValues,
  bannerAdFormErrors,
  bannerAdFormValues,
  toBannerAdInput,
} from '../banner-ad-form';
import { BANNER_AD_TEXT, BANNER_AD_TOASTS } from '../banner-ads-messages';
import { bannerAdTimeZones, browserTimeZone, todayIn } from '@/web/lib/time-zones';
import { ButtonLinkFields } from '@/web/components/promotion/button-link-fields';
import { CountdownFields } from '@/web/components/promotion/countdown-fields';
import { describedBy as fieldDescription, FormField } from '@/web/components/form-field';
import { reportError } from '@/web/lib/report-error';

/**
 * One of the three fixed slots (docs/product.md#banner-ads, docs/product.md#validation): Active switch, Delete (only
 * when saved; the slot goes back to blank and inactive), headline, subtext, button, optional countdown (no past date;
 * 12:00 in the admin's own time zone by default) and its own Save, disabled while the headline is empty or while saving.
 */
export function BannerAdSlot({ slot, ad }: { slot: number; ad: BannerAd | null }) {
  const id = useId();
  const [saved, setSaved] = useState<BannerAd | null>(ad);
  // The admin's own time zone, as the announcement's (docs/product.md#banner-ads), read once.
  const [zone] = useState(browserTimeZone);
  const timeZones = useMemo(() => bannerAdTimeZones(zone), [zone]);
  const [values, setValues] = useState<BannerAdFormValues>(() => bannerAdFormValues(ad, zone));
  const [errors, setErrors] = useState<BannerAdFormErrors>({});
  const save = useSaveBannerAd();
  const remove = useDeleteBannerAd();
  const busy = save.isPending || remove.isPending;
  const title = BANNER_AD_TEXT.slotTitle(slot);

  const change = (patch: Partial<BannerAdFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toBannerAdInput(values, saved?.countdownEnd ?? null);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { slot, input: checked.input },
      {
        onSuccess: (ad) => {
          setSaved(ad);
          setValues(bannerAdFormValues(ad, zone));
          toast.success(BANNER_AD_TOASTS.saved(slot));
        },
        onError: (error) => {
          reportError(BANNER_AD_TOASTS.saveFailed, error);
          // The server's field problems go under their fields; any other lands in the toast.
          const { errors: fieldErrors, unmatched } = bannerAdFormErrors(serverIssues(error));
          setErrors(fieldErrors);
          toast.error(BANNER_AD_TOASTS.saveFailed, unmatched.length > 0 ? { description: unmatched.join(' ') } : undefined);
        },
      },
    );
  };

  const deleteAd = () =>
    remove.mutate(slot, {
      onSuccess: () => {
        setSaved(null);
        setValues(bannerAdFormValues(null, zone));
        setErrors({});
        toast.success(BANNER_AD_TOASTS.deleted(slot));
      },
      onError: (error) => {
        reportError(BANNER_AD_TOASTS.deleteFailed, error);
        toast.error(BANNER_AD_TOASTS.deleteFailed);
      },
    });

  return (
    <section aria-labelledby={`${id}-title`} className="@container rounded-lg border bg-card p-4">
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="flex min-h-8 items-center justify-between gap-2">
          <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
            {title}
            <Badge variant={saved ? (saved.isActive ? 'accent' : 'secondary') : 'outline'}>
              {saved ? (saved.isActive ? BANNER_AD_TEXT.active : BANNER_AD_TEXT.inactive) : BANNER_AD_TEXT.empty}
            </Badge>
          </h3>
          {saved && (
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              aria-label={BANNER_AD_TEXT.delete(slot)}
              disabled={busy}
              onClick={deleteAd}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>

        <div className="flex items-center gap-3">
          <Switch id={`${id}-active`} checked={values.isActive} onCheckedChange={(isActive) => change({ isActive })} />
          <Label htmlFor={`${id}-active`}>{BANNER_AD_TEXT.active}</Label>
        </div>

        <FormField id={`${id}-headline`} label={BANNER_AD_TEXT.headline} required error={errors.headline}>
          <Input
            id={`${id}-headline`}
            value={values.headline}
            maxLength={120}
            required
            placeholder={BANNER_AD_TEXT.headlinePlaceholder}
            aria-invalid={errors.headline ? true : undefined}
            aria-describedby={fieldDescription(`${id}-headline`, false, errors.headline)}
            onChange={(event) => change({ headline: event.target.value })}
          />
        </FormField>
        <FormField id={`${id}-subtext`} label={BANNER_AD_TEXT.subtext} error={errors.subtext}>
          <Textarea
            id={`${id}-subtext`}
            value={values.subtext}
            maxLength={300}
            rows={2}
            className="min-h-16"
            aria-invalid={errors.subtext ? true : undefined}
            aria-describedby={fieldDescription(`${id}-subtext`, false, errors.subtext)}
            onChange={(event) => change({ subtext: event.target.value })}
          />
        </FormField>
        <ButtonLinkFields id={id} labels={BANNER_AD_TEXT} values={values} errors={errors} onChange={change} className="@md:grid-cols-2" />

        <CountdownFields
          id={`${id}-countdown`}
          legend={BANNER_AD_TEXT.countdownLegend}
          value={values.countdown}
          onChange={(countdown) => change({ countdown })}
          timeZones={timeZones}
          minDate={todayIn(values.countdown.timeZone)}
          error={errors.countdown}
        />

        <Button type="submit" className="w-full" disabled={values.headline.trim() === '' || busy}>
          {save.isPending ? BANNER_AD_TEXT.saving : BANNER_AD_TEXT.save}
          <span className="sr-only"> {title}</span>
        </Button>
      </form>
    </section>
  );
}
