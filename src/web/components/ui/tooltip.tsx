import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/utils';

export function TooltipProvider({ delayDuration = 200, ...props }: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

/** Each tooltip carries its own provider (shadcn v4 shape), so no app-wide provider is required. */
export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

/**
 * The tooltip bubble. `portal={false}` renders it in place, inside the trigger's landmark — axe's `region` rule flags a
 * portalled tooltip as content outside any landmark (the sidebar uses this; it positions with `position: fixed`).
 */
export function TooltipContent({
  className,
  sideOffset = 6,
  portal = true,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content> & { portal?: boolean }) {
  const content = (
    <TooltipPrimitive.Content
      data-slot="tooltip-content"
      sideOffset={sideOffset}
      className={cn(
        'z-50 w-fit rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in',
        className,
      )}
      {...props}
    >
      {children}
      <TooltipPrimitive.Arrow className="fill-slate-900" />
    </TooltipPrimitive.Content>
  );
  return portal ? <TooltipPrimitive.Portal>{content}</TooltipPrimitive.Portal> : content;
}
