// 'Poprzednia' / 'Następna' with 'Strona X z Y'.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Strony zamówień" className="flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        disabled={page === 0}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Poprzednia
      </Button>
      <span className="text-sm text-slate-600">
        Strona {page + 1} z {pageCount}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount - 1}
        onClick={() => onPageChange(page + 1)}
      >
        Następna
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
