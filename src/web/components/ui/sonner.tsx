import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useIsMobile } from '@/web/hooks/use-is-mobile';

// docs/product.md#limits: toasts stay about 4–5 s and one is visible at a time. Colours are set through sonner's own CSS variables so
// that error ("destructive", docs/product.md#messages) and success toasts keep AA contrast for title and description.
const palette = {
  '--normal-bg': 'var(--popover)',
  '--normal-text': 'var(--popover-foreground)',
  '--normal-border': 'var(--border)',
  '--success-bg': '#f0fdf4',
  '--success-text': '#14532d',
  '--success-border': '#bbf7d0',
  '--error-bg': '#fef2f2',
  '--error-text': '#7f1d1d',
  '--error-border': '#fecaca',
  '--info-bg': 'var(--popover)',
  '--info-text': 'var(--popover-foreground)',
  '--info-border': 'var(--border)',
  '--warning-bg': '#fffbeb',
  '--warning-text': '#78350f',
  '--warning-border': '#fde68a',
  '--border-radius': 'var(--radius)',
} as CSSProperties;

/** What lifts the toasts off the bottom of the view: every bar the page pins there (styles.css sets each while it is on the page). */
const PINNED_BARS = 'var(--compare-tray-space, 0px) + var(--bottom-nav-space, 0px) + var(--sticky-actions-space, 0px)';

/** On a phone, toasts come down below the dashboard's sticky header (3.5rem tall), never over its controls. */
const BELOW_HEADER = { top: 'calc(3.5rem + 8px)' };

/**
 * The app's single toast outlet (mounted once in AppProvider); one toast at a time, a new one in front of the last
 * (docs/product.md#limits). A toast never covers the control it follows: on a phone (under 768 px) toasts come down
 * from just below the sticky header, clear of its controls and of everything pinned to the bottom — the bottom bar, a form's Save bar, the comparison tray, the
 * rest timer — where the thumb is; on wider screens they sit at the bottom right, above whatever bar the page pins there
 * (the comparison tray's `--compare-tray-space`, a form's Save bar's `--sticky-actions-space`, styles.css).
 * Sonner's default offsets are 24 px, and 16 px on phones.
 */
export function Toaster(props: ToasterProps) {
  const phone = useIsMobile();
  return (
    <Sonner
      className="toaster group"
      visibleToasts={1}
      duration={4500}
      position={phone ? 'top-center' : 'bottom-right'}
      richColors
      closeButton
      offset={phone ? BELOW_HEADER : { bottom: `calc(24px + ${PINNED_BARS})` }}
      mobileOffset={phone ? BELOW_HEADER : undefined}
      style={palette}
      toastOptions={{
        classNames: {
          toast: 'font-sans shadow-lg',
          title: 'font-semibold',
          description: 'text-sm',
          // A toast's action ('Open workout') in the one accent colour, as the app's own buttons are.
          actionButton: '!bg-primary !text-primary-foreground hover:!bg-primary-hover',
        },
      }}
      {...props}
    />
  );
}
