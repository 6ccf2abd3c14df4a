import { useDeferredValue, useMemo, useState } from 'react';
import { LOCALE } from '@pharmacy/shared';
import { saveBlob } from '@/lib/save-blob.ts';
import { practitionersCsv, practitionersCsvFileName } from '../practitioner-csv.ts';
import {
  DEFAULT_SORT,
  NO_FILTERS,
  filterPractitioners,
  nextSortOrder,
  sortPractitioners,
  type PractitionerFilters,
  type SortKey,
  type SortOrder,
} from '../practitioner-filters.ts';
import type { PractitionerRow } from '../practitioner-row.ts';
import { pageSlice } from '../pagination.ts';
import { PractitionerTable } from './practitioner-table.tsx';
import { RegistrationFilters } from './registration-filters.tsx';
import { TablePagination } from './table-pagination.tsx';

const count = (value: number) => value.toLocaleString(LOCALE);

/** Practitioner Registrations (spec section 2): filters, the table a page at a time, and the CSV export. */
export function PractitionerRegistrations({ practitioners }: { practitioners: readonly PractitionerRow[] }) {
  const [filters, setFilters] = useState<PractitionerFilters>(NO_FILTERS);
  const [order, setOrder] = useState<SortOrder>(DEFAULT_SORT);
  const [requestedPage, setRequestedPage] = useState(1);
  const [copyOutcome, setCopyOutcome] = useState('');

  // Sorted once per order, then filtered (which keeps the order) on every keystroke:
  // filtering thousands of rows is far cheaper than sorting them
  // (scripts/bench/admin-dashboard.ts). Typing stays responsive meanwhile.
  const sorted = useMemo(() => sortPractitioners(practitioners, order), [practitioners, order]);
  const deferredFilters = useDeferredValue(filters);
  const shown = useMemo(() => filterPractitioners(sorted, deferredFilters), [sorted, deferredFilters]);
  const { page, pageCount, start, end } = pageSlice(shown.length, requestedPage);

  function changeFilters(next: PractitionerFilters) {
    setFilters(next);
    setRequestedPage(1);
  }
  function changeOrder(next: SortOrder) {
    setOrder(next);
    setRequestedPage(1);
  }

  return (
    <section className="admin-section" aria-labelledby="registrations-heading">
      <h2 id="registrations-heading">Practitioner Registrations</h2>
      <RegistrationFilters filters={filters} onFiltersChange={changeFilters} order={order} onOrderChange={changeOrder} />
      <div className="toolbar">
        <p className="registrations-toolbar__count" role="status">
          {shown.length === 0 ? '' : `Showing ${count(start + 1)}–${count(end)} of ${count(shown.length)}`}
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={shown.length === 0}
          onClick={() => saveBlob(new Blob([practitionersCsv(shown)], { type: 'text/csv;charset=utf-8' }), practitionersCsvFileName(new Date()))}
        >
          Export CSV
        </button>
      </div>
      <PractitionerTable
        rows={shown.slice(start, end)}
        order={order}
        onSort={(key: SortKey) => changeOrder(nextSortOrder(order, key))}
        onCopyOutcome={setCopyOutcome}
      />
      <TablePagination page={page} pageCount={pageCount} onPageChange={setRequestedPage} />
      <p className="visually-hidden" role="status">
        {copyOutcome}
      </p>
    </section>
  );
}
