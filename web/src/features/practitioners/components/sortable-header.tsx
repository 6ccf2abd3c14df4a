import type { SortKey, SortOrder } from '../practitioner-filters.ts';

interface SortableHeaderProps {
  label: string;
  sortKey: SortKey;
  order: SortOrder;
  onSort: (key: SortKey) => void;
}

/** A column heading that sorts the table; the arrow and aria-sort mark the active column. */
export function SortableHeader({ label, sortKey, order, onSort }: SortableHeaderProps) {
  const active = order.key === sortKey;
  const ascending = order.direction === 'asc';
  return (
    <th scope="col" aria-sort={active ? (ascending ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="sort-button" onClick={() => onSort(sortKey)}>
        {label}
        <span className="sort-button__arrow" aria-hidden="true">
          {active ? (ascending ? '▲' : '▼') : ''}
        </span>
      </button>
    </th>
  );
}
