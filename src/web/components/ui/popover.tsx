import { Popover as PopoverPrimitive, Slot } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  use,
  useCallback,
  useId,
  useMemo,
  useRef,
} from 'react';
import { cn } from '@/web/lib/utils';
import { useOpenedOnce } from './use-opened-once';

interface PopoverState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Whether the content has been opened once: it is mounted from then on (so it can animate out), never before. */
  rendered: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
}

const PopoverStateContext = createContext<PopoverState | null>(null);

function usePopoverState(part: string): PopoverState {
  const state = use(PopoverStateContext);
  if (!state) throw new Error(`${part} must be inside <Popover>`);
  return state;
}

interface PopoverProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/**
 * A popover (Radix Popover: focus, Escape, outside clicks, collision-aware placement) whose Radix parts mount only when it
 * first opens (docs/architecture.md#performance). Radix's trigger and closed content set React state while a page
 * commits (the trigger's anchor, the content's presence), and such updates are synchronous: a server-rendered page with
 * a popover on every card then re-rendered in one long task straight after hydrating. Here the trigger is a plain
 * button with the attributes Radix would give it (`aria-haspopup`, `aria-expanded`, `aria-controls`, `data-state`),
 * the content anchors to it through a virtual anchor (PopoverPrimitive.Anchor `virtualRef`), and only Radix's Root
 * (context, no effects) renders before the first open. Controlled (`open` + `onOpenChange`) or not (`defaultOpen`), as Radix's Root.
 */
export function Popover({ open: openProp, defaultOpen = false, onOpenChange, children }: PopoverProps) {
  const { open, setOpen, rendered } = useOpenedOnce({ open: openProp, defaultOpen, onOpenChange });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const state = useMemo(() => ({ open, setOpen, rendered, triggerRef, contentId }), [open, setOpen, rendered, contentId]);
  return (
    <PopoverStateContext value={state}>
      <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
        {rendered && <PopoverPrimitive.Anchor virtualRef={triggerRef} />}
        {children}
      </PopoverPrimitive.Root>
    </PopoverStateContext>
  );
}

/**
 * The button that opens and closes the popover: its child (with `asChild`) or a `<button>`, given the trigger's ARIA
 * state (WAI-ARIA APG disclosure: `aria-expanded`; `aria-haspopup="dialog"` as Radix's trigger) and a click that toggles.
 */
export function PopoverTrigger({ asChild = false, onClick, ref, ...props }: ComponentProps<'button'> & { asChild?: boolean }) {
  const { open, setOpen, rendered, triggerRef, contentId } = usePopoverState('PopoverTrigger');
  const Comp = asChild ? Slot.Root : 'button';
  const setRefs = useCallback(
    (node: HTMLButtonElement | null) => {
      triggerRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref, triggerRef],
  );
  return (
    <Comp
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={rendered ? contentId : undefined}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={setRefs}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    />
  );
}

/**
 * The popover's panel, in a portal; nothing until the popover first opens. Radix places it against the trigger and closes
 * it on Escape or a click outside — a click on the trigger itself is left to the trigger, which toggles. On close, focus
 * returns to the trigger unless the member clicked or moved elsewhere (Radix's own rule for its trigger); a caller's
 * `onCloseAutoFocus` that prevents the default takes over.
 */
export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 6,
  onInteractOutside,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  const { rendered, triggerRef, contentId } = usePopoverState('PopoverContent');
  const interactedOutside = useRef(false);
  if (!rendered) return null;
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        id={contentId}
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-50 w-72 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-zoom-in',
          className,
        )}
        onInteractOutside={(event) => {
          onInteractOutside?.(event);
          if (event.target instanceof Node && triggerRef.current?.contains(event.target)) event.preventDefault();
          else if (!event.defaultPrevented) interactedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) {
            if (!interactedOutside.current) triggerRef.current?.focus();
            event.preventDefault();
          }
          interactedOutside.current = false;
        }}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
