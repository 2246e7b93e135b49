import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageNumbers, totalPages } from '@/shared/pagination';
import { PAGER_NUMBERS_SHOWN } from '@/shared/limits';
import {
  Pagination,
  PaginationContent,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
} from '@/web/components/ui/pagination';

interface LibraryPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * Previous, at most five page numbers centred on the current page, Next (docs/product.md#limits, `pageNumbers`). Hidden when
 * everything fits on one page. Buttons, not links: the URL changes through the page's state setter.
 */
export function LibraryPager({ page, total, pageSize, onPage }: LibraryPagerProps) {
  const pages = totalPages(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination>
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious asChild>
            <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
              <ChevronLeft aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </button>
          </PaginationPrevious>
        </PaginationItem>
        {pageNumbers(page, pages, PAGER_NUMBERS_SHOWN).map((n) => (
          <PaginationItem key={n}>
            <PaginationLink asChild isActive={n === page}>
              <button type="button" aria-label={`Page ${n}`} onClick={() => onPage(n)}>
                {n}
              </button>
            </PaginationLink>
          </PaginationItem>
        ))}
        <PaginationItem>
          <PaginationNext asChild>
            <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
              <span className="hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" />
            </button>
          </PaginationNext>
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}
