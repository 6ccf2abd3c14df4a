import { useState } from 'react';
import { useAddressParams } from '@/hooks/use-address-params.ts';
import { LOCALE } from '@pharmacy/shared';
import { AddressNote } from '@/components/ui/address-note.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { useAddressText } from '@/hooks/use-address-text.ts';
import { usePractitionerCount, usePractitionerPage, useReadNextPageAhead } from '../api/list-practitioners.ts';
import { exportPractitioners } from '../api/export-practitioners.ts';
import { PAGE_SIZE } from '../pagination.ts';
import { nextSortOrder, type PractitionerFilters, type SortKey, type SortOrder } from '../practitioner-filters.ts';
import { practitionerViewFrom, practitionerViewParams, type PractitionerView } from '../practitioner-view.ts';
import { PractitionerTable } from './practitioner-table.tsx';
import { RegistrationFilters } from './registration-filters.tsx';
import { TablePagination } from './table-pagination.tsx';

const count = (value: number) => value.toLocaleString(LOCALE);
const CURSOR_LOST_NOTE = 'The page in this address no longer exists (the record it started from was deleted): showing the first page.';

function unreadableNotice(count: number): string {
  const records = count === 1 ? '1 practitioner record on this page could not be read and is' : `${count} practitioner records on this page could not be read and are`;
  return `${records} not listed. Check the fields of the record in the Firebase console.`;
}

/**
 * Practitioner Registrations (spec section 2): the filters, sort and page live in the
 * address; the database filters, sorts, counts and reads one page (issue 13).
 */
export function PractitionerRegistrations() {
  const [params, setParams] = useAddressParams();
  const view = practitionerViewFrom(params);
  const { filters, order, cursor } = view;
  const [copyOutcome, setCopyOutcome] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  // The search box answers every key press; the address (and the query) follows a moment later.
  const [typed, setTyped] = useAddressText(filters.search, (search) =>
    setParams(
      (current) => {
        const now = practitionerViewFrom(current);
        return practitionerViewParams({ ...now, filters: { ...now.filters, search }, cursor: null, page: 1 }, current);
      },
      { replace: true },
    ),
  );

  const page = usePractitionerPage({ filters, order, cursor });
  const total = usePractitionerCount(filters);
  useReadNextPageAhead({ filters, order, cursor }, page.data);

  // The other parts of the dashboard's address are kept as last written, not as last rendered.
  function show(next: Omit<PractitionerView, 'ignored'>, replace = false) {
    setParams((current) => practitionerViewParams(next, current), { replace });
  }
  const firstPage = (change: { filters?: PractitionerFilters; order?: SortOrder }, replace = false) =>
    show({ filters: change.filters ?? filters, order: change.order ?? order, cursor: null, page: 1 }, replace);

  async function exportCsv() {
    setExportError(null);
    setExporting(true);
    try {
      await exportPractitioners({ filters, order });
    } catch (error) {
      setExportError(`The export failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setExporting(false);
    }
  }

  const data = page.data;
  const rows = data?.rows ?? [];
  const start = (view.page - 1) * PAGE_SIZE;
  const firstRow = data?.cursorLost ? 0 : start;
  // The rows and their count are of one set of filters: while one has the new filters' answer and
  // the other still the previous', the line waits (a search's count can arrive before its rows).
  const oneFilters = page.isPlaceholderData === total.isPlaceholderData;

  return (
    <section className="admin-section" aria-labelledby="registrations-heading">
      <h2 id="registrations-heading">Practitioner Registrations</h2>
      <AddressNote ignored={view.ignored} extra={data?.cursorLost ? [CURSOR_LOST_NOTE] : []} />
      <RegistrationFilters
        filters={{ ...filters, search: typed }}
        onFiltersChange={(next) => {
          if (next.search !== typed) setTyped(next.search);
          // Everything but the search applies at once.
          if (Object.entries(next).some(([key, value]) => key !== 'search' && filters[key as keyof PractitionerFilters] !== value) || next.search === '') {
            firstPage({ filters: next });
          }
        }}
        order={order}
        onOrderChange={(next) => firstPage({ order: next })}
      />
      <div className="toolbar">
        <p className="registrations-toolbar__count" role="status">
          {rows.length === 0 || total.data === undefined || !oneFilters ? '' : `Showing ${count(firstRow + 1)}–${count(firstRow + rows.length)} of ${count(total.data)}`}
        </p>
        {/* The export is of the filters in the address: while the table still shows the previous filters' rows, it waits for the new ones. */}
        <button type="button" className="button button--secondary" disabled={rows.length === 0 || exporting || page.isPlaceholderData} onClick={() => void exportCsv()}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>
      <FormError message={exportError} />
      {page.isError && (
        <div>
          <FormError message={`The practitioner list could not be loaded: ${page.error.message}`} />
          <button type="button" className="button button--secondary" onClick={() => void page.refetch()}>
            Try Again
          </button>
        </div>
      )}
      {data && data.unreadable > 0 && <p className="notice notice--warning admin-warning">{unreadableNotice(data.unreadable)}</p>}
      {page.isPending ? (
        <p className="page-loading">Loading practitioners...</p>
      ) : (
        <PractitionerTable
          rows={rows}
          order={order}
          onSort={(key: SortKey) => firstPage({ order: nextSortOrder(order, key) })}
          onCopyOutcome={setCopyOutcome}
        />
      )}
      <TablePagination
        hasPrevious={data?.hasPrevious ?? false}
        hasNext={data?.hasNext ?? false}
        onFirst={() => firstPage({})}
        onPrevious={() => {
          const first = rows[0];
          if (first) show({ filters, order, cursor: { direction: 'before', id: first.id }, page: Math.max(1, view.page - 1) });
        }}
        onNext={() => {
          const last = rows.at(-1);
          if (last) show({ filters, order, cursor: { direction: 'after', id: last.id }, page: (data?.cursorLost ? 1 : view.page) + 1 });
        }}
      />
      <p className="visually-hidden" role="status">
        {copyOutcome}
      </p>
    </section>
  );
}
