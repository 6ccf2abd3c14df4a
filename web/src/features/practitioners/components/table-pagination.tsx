interface TablePaginationProps {
  hasPrevious: boolean;
  hasNext: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/**
 * First, Previous and Next: the list is read from the database a page at a time from a
 * cursor, so pages are turned rather than jumped to (decision 023).
 */
export function TablePagination({ hasPrevious, hasNext, onFirst, onPrevious, onNext }: TablePaginationProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="table-pagination" aria-label="Practitioner pages">
      <button type="button" className="page-button" disabled={!hasPrevious} onClick={onFirst}>
        First
      </button>
      <button type="button" className="page-button" disabled={!hasPrevious} onClick={onPrevious}>
        Previous
      </button>
      <button type="button" className="page-button" disabled={!hasNext} onClick={onNext}>
        Next
      </button>
    </nav>
  );
}
