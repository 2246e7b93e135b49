import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, use } from 'react';
import { cn } from '@/web/lib/utils';
import { useOpenedOnce } from './use-opened-once';

/** Whether the dialog around has been opened once (its content mounts from then on); true outside this kit's Dialog. */
const DialogRenderedContext = createContext(true);

/**
 * A modal dialog (Radix Dialog: focus trap, Escape, focus returned to the trigger) whose content mounts only when it first
 * opens (docs/architecture.md#performance): a closed Radix content sets React state while the page commits (its
 * presence), synchronously, which made a server-rendered page re-render in one long task straight after hydrating.
 * From the first open on, the content stays mounted, so it animates out as Radix's does. Controlled (`open` +
 * `onOpenChange`) or not (`defaultOpen`), as Radix's Root; the sheet (sheet.tsx) is the same dialog.
 */
export function Dialog({ open: openProp, defaultOpen = false, onOpenChange, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const { open, setOpen, rendered } = useOpenedOnce({ open: openProp, defaultOpen, onOpenChange });
  return (
    <DialogRenderedContext value={rendered}>
      <DialogPrimitive.Root open={open} onOpenChange={setOpen} {...props} />
    </DialogRenderedContext>
  );
}

/** Whether the content of the {@link Dialog} around may render: false until the dialog first opens. */
export function useDialogRendered(): boolean {
  return use(DialogRenderedContext);
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogPortal = DialogPrimitive.Portal;
export const DialogClose = DialogPrimitive.Close;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
        className,
      )}
      {...props}
    />
  );
}

/** True when an outside pointer or focus event happened on a toast (sonner's list), which is no click outside the dialog. */
const onToast = (event: Event) => event.target instanceof Element && event.target.closest('[data-sonner-toaster]') !== null;

/**
 * Centred modal panel with a close button (label 'Close'), rendered once its Dialog first opens; give it a DialogTitle for its accessible name. A click on a
 * toast (its action, its close button) leaves the dialog open: the toast is about what the member did in it.
 */
export function DialogContent({
  className,
  children,
  showCloseButton = true,
  onInteractOutside,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  if (!useDialogRendered()) return null;
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        onInteractOutside={(event) => {
          if (onToast(event)) event.preventDefault();
          onInteractOutside?.(event);
        }}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-xl outline-none data-[state=closed]:animate-zoom-out data-[state=open]:animate-zoom-in',
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            <XIcon aria-hidden="true" className="size-4" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-header" className={cn('flex flex-col gap-2 pr-6 text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="dialog-footer" className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg leading-tight font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}
