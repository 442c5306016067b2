// The page switcher of every paged list (staff lists, the shopper's orders): Poprzednia /
// Następna and 'Strona X z Y'.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

export interface PaginationProps {
  /** From 0. */
  page: number;
  totalCount: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
  /** What the pages are of, for screen readers; 'Stronicowanie' by default. */
  label?: string;
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

export function Pagination({
  page,
  totalCount,
  pageSize,
  onPageChange,
  disabled,
  label = 'Stronicowanie',
}: PaginationProps) {
  const pages = pageCount(totalCount, pageSize);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Poprzednia
      </Button>
      <p className="text-sm text-slate-600" aria-live="polite">
        Strona {page + 1} z {pages}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page + 1 >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Następna
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
