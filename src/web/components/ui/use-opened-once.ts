import { useCallback, useState } from 'react';

/**
 * The open state of an overlay (controlled by `open` + `onOpenChange`, or not, from `defaultOpen`, as a Radix Root) and
 * whether it has been open once: the kit's Popover and Dialog mount their Radix content from then on, never before
 * (docs/architecture.md#server-rendered-library). Returns `{ open, setOpen, rendered }`.
 */
export function useOpenedOnce({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = openProp ?? uncontrolledOpen;
  const [rendered, setRendered] = useState(open);
  // Adjusting state while rendering (react.dev/learn/you-might-not-need-an-effect): the content mounts with the open.
  if (open && !rendered) setRendered(true);
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  return { open, setOpen, rendered };
}
