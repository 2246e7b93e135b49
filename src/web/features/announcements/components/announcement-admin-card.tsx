import { Megaphone, RefreshCw } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Announcement } from '@/shared/schemas/promotions';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { Spinner } from '@/web/components/ui/spinner';
import { Switch } from '@/web/components/ui/switch';
import { useLatestAnnouncement, useSaveAnnouncement } from '../api/admin-announcement';
import { serverIssues } from '@/web/lib/form-errors';
import {
  type AnnouncementFormErrors,
  type AnnouncementFormValues,
  announcementFormErrors,
  announcementFormValues,
  toAnnouncementInput,
} from '../announcement-form';
import {
  ANNOUNCEMENT_REFRESH_DELAY_MS,
  ANNOUNCEMENT_TEXT,
  ANNOUNCEMENT_TOASTS,
  ANNOUNCEMENT_UPDATED_EVENT,
} from '../announcements-messages';
import { announcementTimeZones, browserTimeZone } from '@/web/lib/time-zones';
import { ButtonLinkFields } from '@/web/components/promotion/button-link-fields';
import { CountdownFields } from '@/web/components/promotion/countdown-fields';
import { describedBy as fieldDescription, FormField } from '@/web/components/form-field';
import { reportError } from '@/web/lib/report-error';

/** Tells this tab's announcement bar to refetch (and show itself again): docs/product.md#behaviour 'announcement-updated'. */
const refreshBanner = () => window.dispatchEvent(new Event(ANNOUNCEMENT_UPDATED_EVENT));

/**
 * The 'Announcement Banner' admin card (docs/product.md#screens; docs/product.md#announcement-admin): 'Loading...' while the latest announcement loads, then
 * its form — Show Banner, title, optional countdown, optional button — with Save Announcement and the test button.
 */
export function AnnouncementAdminCard() {
  const latest = useLatestAnnouncement();
  let content;
  if (latest.isSuccess) {
    content = <AnnouncementForm initial={latest.data} />;
  } else if (latest.isError) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 py-6 text-center text-sm text-red-900">
        <p>{ANNOUNCEMENT_TEXT.loadFailed}</p>
        <Button variant="outline" size="sm" onClick={() => void latest.refetch()} disabled={latest.isFetching}>
          {ANNOUNCEMENT_TEXT.retry}
        </Button>
      </div>
    );
  } else {
    content = <Spinner label={ANNOUNCEMENT_TEXT.cardLoading} showLabel className="flex justify-center py-8" />;
  }
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle>
          <h2 className="flex items-center gap-2 text-base font-semibold">
            <Megaphone aria-hidden="true" className="size-4 text-primary" />
            {ANNOUNCEMENT_TEXT.cardTitle}
          </h2>
        </CardTitle>
        <CardDescription>{ANNOUNCEMENT_TEXT.cardDescription}</CardDescription>
      </CardHeader>
      <CardContent className="px-5">{content}</CardContent>
    </Card>
  );
}

function AnnouncementForm({ initial }: { initial: Announcement | null }) {
  const id = useId();
  const [zone] = useState(browserTimeZone);
  const timeZones = useMemo(() => announcementTimeZones(zone), [zone]);
  const [announcementId, setAnnouncementId] = useState(initial?.id ?? null);
  const [values, setValues] = useState<AnnouncementFormValues>(() => announcementFormValues(initial, zone));
  const [errors, setErrors] = useState<AnnouncementFormErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);
  const save = useSaveAnnouncement();

  const change = (patch: Partial<AnnouncementFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = toAnnouncementInput(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      if (checked.errors.title) titleRef.current?.focus();
      return;
    }
    setErrors({});
    save.mutate(
      { id: announcementId, input: checked.input },
      {
        onSuccess: (saved) => {
          setAnnouncementId(saved.id);
          toast.success(ANNOUNCEMENT_TOASTS.saved(saved.isActive));
          // docs/product.md#behaviour/docs/product.md#limits: the page hears of the save 500 ms later and the bar refetches.
          setTimeout(refreshBanner, ANNOUNCEMENT_REFRESH_DELAY_MS);
        },
        onError: (error) => {
          reportError(ANNOUNCEMENT_TOASTS.saveFailed, error);
          // The server's field problems go under their fields; any other lands in the toast.
          const { errors: fieldErrors, unmatched } = announcementFormErrors(serverIssues(error));
          setErrors(fieldErrors);
          if (fieldErrors.title) titleRef.current?.focus();
          toast.error(ANNOUNCEMENT_TOASTS.saveFailed, unmatched.length > 0 ? { description: unmatched.join(' ') } : undefined);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={ANNOUNCEMENT_TEXT.cardTitle} className="@container space-y-4">
      <div className="flex items-center justify-between gap-4 rounded-lg border bg-muted/30 p-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-active`}>{ANNOUNCEMENT_TEXT.showBanner}</Label>
          <p id={`${id}-active-hint`} className="text-xs text-muted-foreground">
            {ANNOUNCEMENT_TEXT.showBannerHint}
          </p>
        </div>
        <Switch
          id={`${id}-active`}
          checked={values.isActive}
          onCheckedChange={(isActive) => change({ isActive })}
          aria-describedby={`${id}-active-hint`}
        />
      </div>

      <FormField id={`${id}-title`} label={ANNOUNCEMENT_TEXT.title} required error={errors.title}>
        <Input
          ref={titleRef}
          id={`${id}-title`}
          value={values.title}
          maxLength={200}
          required
          placeholder={ANNOUNCEMENT_TEXT.titlePlaceholder}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={fieldDescription(`${id}-title`, false, errors.title)}
          onChange={(event) => change({ title: event.target.value })}
        />
      </FormField>

      <CountdownFields
        id={`${id}-countdown`}
        legend={ANNOUNCEMENT_TEXT.countdownLegend}
        hint={ANNOUNCEMENT_TEXT.countdownHint}
        value={values.countdown}
        onChange={(countdown) => change({ countdown })}
        timeZones={timeZones}
        error={errors.countdown}
      />

      <ButtonLinkFields id={id} labels={ANNOUNCEMENT_TEXT} values={values} errors={errors} onChange={change} className="@xl:grid-cols-2" />

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={refreshBanner}>
          <RefreshCw aria-hidden="true" />
          {ANNOUNCEMENT_TEXT.testRefresh}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? ANNOUNCEMENT_TEXT.saving : ANNOUNCEMENT_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
