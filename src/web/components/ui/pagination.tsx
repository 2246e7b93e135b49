import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from 'lucide-react';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { buttonVariants } from '@/web/components/ui/button';
import { cn } from '@/web/lib/utils';

export function Pagination({ className, ...props }: ComponentProps<'nav'>) {
  return <nav aria-label="Pagination" data-slot="pagination" className={cn('mx-auto flex w-full justify-center', className)} {...props} />;
}

export function PaginationContent({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul data-slot="pagination-content" className={cn('flex flex-row flex-wrap items-center justify-center gap-1', className)} {...props} />
  );
}

export function PaginationItem(props: ComponentProps<'li'>) {
  return <li data-slot="pagination-item" {...props} />;
}

type PaginationLinkProps = ComponentProps<'a'> & { isActive?: boolean; asChild?: boolean; size?: 'icon' | 'default' };

/** A page link; `asChild` wraps a router Link or a button. The current page gets aria-current="page". */
export function PaginationLink({ className, isActive, asChild, size = 'icon', ...props }: PaginationLinkProps) {
  const Comp = asChild ? Slot.Root : 'a';
  return (
    <Comp
      aria-current={isActive ? 'page' : undefined}
      data-active={isActive}
      className={cn(
        buttonVariants({ variant: isActive ? 'outline' : 'ghost', size }),
        isActive && 'border-primary text-primary hover:text-primary',
        className,
      )}
      {...props}
    />
  );
}

export function PaginationPrevious({ className, children, ...props }: PaginationLinkProps) {
  return (
    <PaginationLink aria-label="Go to previous page" size="default" className={cn('gap-1 px-2.5 sm:pl-2.5', className)} {...props}>
      {children ?? (
        <>
          <ChevronLeftIcon aria-hidden="true" />
          <span className="hidden sm:block">Previous</span>
        </>
      )}
    </PaginationLink>
  );
}

export function PaginationNext({ className, children, ...props }: PaginationLinkProps) {
  return (
    <PaginationLink aria-label="Go to next page" size="default" className={cn('gap-1 px-2.5 sm:pr-2.5', className)} {...props}>
      {children ?? (
        <>
          <span className="hidden sm:block">Next</span>
          <ChevronRightIcon aria-hidden="true" />
        </>
      )}
    </PaginationLink>
  );
}

export function PaginationEllipsis({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span aria-hidden="true" className={cn('flex size-9 items-center justify-center', className)} {...props}>
      <MoreHorizontalIcon className="size-4" />
    </span>
  );
}
