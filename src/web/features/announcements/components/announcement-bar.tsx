import { Megaphone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useActiveAnnouncement } from '../api/get-active-announcement';
import { useLivePromotions } from '@/web/hooks/use-live-promotions';
import { ANNOUNCEMENT_TEXT, ANNOUNCEMENT_UPDATED_EVENT } from '../announcements-messages';
import { CountdownDisplay } from '@/web/components/promotion/countdown-display';
import { PromotionLink } from '@/web/components/promotion/promotion-link';
import { reportError } from '@/web/lib/report-error';
import { useCookieReader } from '@/web/lib/request-cookie';

/**
 * docs/product.md#screens: dismissible "for the session" — a session cookie (no expiry: it ends with the browser
 * session), so the server's render of a member's page (src/web/prerender.tsx) leaves out a dismissed bar just as the
 * browser does, and the page never shows it for a moment before hydrating.
 */
export const ANNOUNCEMENT_DISMISSED_COOKIE = 'announcement_dismissed';

/** A saved change to the announcement (a new id or a newer updatedAt) shows it again, even after a dismissal. */
const versionOf = (announcement: { id: string; updatedAt: string }) => `${announcement.id}@${announcement.updatedAt}`;

function writeDismissed(version: string | null): void {
  document.cookie = version
    ? `${ANNOUNCEMENT_DISMISSED_COOKIE}=${encodeURIComponent(version)}; path=/; SameSite=Lax`
    : `${ANNOUNCEMENT_DISMISSED_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/**
 * The member announcement bar at the top of the dashboard (docs/product.md#announcement-bar, docs/product.md#behaviour):
 * 'Loading announcement...', then the active announcement or nothing; its button; a live countdown; a dismiss button
 * that hides it for the browser session. It refetches on every live change and on the window event
 * 'announcement-updated'. A failed fetch is logged only (docs/product.md#messages) and shows nothing.
 */
export function AnnouncementBar() {
  useLivePromotions();
  const announcement = useActiveAnnouncement();
  const readCookie = useCookieReader();
  const [dismissed, setDismissed] = useState(() => {
    const value = readCookie(ANNOUNCEMENT_DISMISSED_COOKIE);
    try {
      return value ? decodeURIComponent(value) : null;
    } catch {
      return null;
    }
  });
  const { refetch, error } = announcement;

  useEffect(() => {
    const onUpdated = () => {
      // The admin's test button and saves: show the (new) banner again in this tab.
      writeDismissed(null);
      setDismissed(null);
      void refetch();
    };
    window.addEventListener(ANNOUNCEMENT_UPDATED_EVENT, onUpdated);
    return () => window.removeEventListener(ANNOUNCEMENT_UPDATED_EVENT, onUpdated);
  }, [refetch]);

  useEffect(() => {
    if (error) reportError('Failed to load the announcement', error);
  }, [error]);

  if (announcement.isPending) {
    return (
      <p role="status" className="border-b bg-muted/40 px-4 py-1.5 text-xs text-muted-foreground sm:px-6">
        {ANNOUNCEMENT_TEXT.loading}
      </p>
    );
  }
  const current = announcement.data;
  if (!current || dismissed === versionOf(current)) return null;

  const dismiss = () => {
    const version = versionOf(current);
    writeDismissed(version);
    setDismissed(version);
  };

  return (
    <section aria-label={ANNOUNCEMENT_TEXT.region} className="border-b border-emerald-900 bg-emerald-800 text-white">
      <div className="flex items-start gap-3 px-4 py-2.5 sm:items-center sm:px-6">
        <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 sm:mt-0" />
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-2">
          <p className="min-w-0 font-semibold break-words">{current.title}</p>
          {current.countdownEnd && <CountdownDisplay key={current.countdownEnd} end={current.countdownEnd} tone="inverse" />}
          <PromotionLink
            text={current.buttonText}
            url={current.buttonUrl}
            variant="secondary"
            className="bg-white text-emerald-900 hover:bg-emerald-50"
          />
        </div>
        <button
          type="button"
          onClick={dismiss}
          aria-label={ANNOUNCEMENT_TEXT.dismiss}
          className="-m-1 shrink-0 rounded-md p-1.5 text-white/90 outline-none hover:bg-white/15 hover:text-white focus-visible:ring-2 focus-visible:ring-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
