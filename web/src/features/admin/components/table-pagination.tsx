import { pageButtons } from '../pagination.ts';

interface TablePaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** Previous, numbered pages (current one marked) and Next. */
export function TablePagination({ page, pageCount, onPageChange }: TablePaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className="table-pagination" aria-label="Practitioner pages">
      <button type="button" className="page-button" disabled={page === 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      {pageButtons(page, pageCount).map((each, index) =>
        each === 'gap' ? (
          <span key={`gap-${index}`} className="table-pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={each}
            type="button"
            className="page-button"
            aria-label={`Page ${each}`}
            aria-current={each === page ? 'page' : undefined}
            onClick={() => onPageChange(each)}
          >
            {each}
          </button>
        ),
      )}
      <button type="button" className="page-button" disabled={page === pageCount} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
