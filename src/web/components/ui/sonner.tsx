import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

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

/**
 * The app's single toast outlet (mounted once in AppProvider). Toasts sit above whatever bar the page pins to the
 * bottom of the view (the comparison tray sets `--compare-tray-space`, the phone's bottom bar `--bottom-nav-space`), never
 * over its buttons. Sonner's default
 * offsets are 24 px, and 16 px on phones.
 */
export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      className="toaster group"
      visibleToasts={1}
      duration={4500}
      position="bottom-right"
      richColors
      closeButton
      offset={{ bottom: 'calc(24px + var(--compare-tray-space, 0px) + var(--bottom-nav-space, 0px))' }}
      mobileOffset={{ bottom: 'calc(16px + var(--compare-tray-space, 0px) + var(--bottom-nav-space, 0px))' }}
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
