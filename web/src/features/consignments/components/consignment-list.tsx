import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { CONSIGNMENT_FILTERS, CONSIGNMENT_FILTER_LABELS, CONSIGNMENT_MESSAGES, DISPATCH_METHOD_LABELS, type ConsignmentFilter } from '@pharmacy/shared';
import { AddressNote } from '@/components/ui/address-note.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { QueueTable } from '@/components/queue/queue-table.tsx';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import { useConsignments } from '../api/get-consignment.ts';
import { consignmentFilterFrom, consignmentFilterParams } from '../consignment-filters.ts';
import { ConsignmentStatusBadge, TrackingNumber } from './consignment-facts.tsx';
import { ManifestDownload } from './manifest-download.tsx';

const COLUMNS = ['Dispatched', 'Orders', 'Carrier', 'Tracking number', 'Status'] as const;

/**
 * The pharmacy's consignments (issue 33): on the way, delivered, failed, or S8 receipts
 * overdue, newest first, with the day's manifest to download. The overview's figures link
 * to each filter; an order's own consignment is on its detail in the orders queue.
 */
export function ConsignmentList() {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const { filter, ignored } = consignmentFilterFrom(params);
  const consignments = useConsignments(filter);
  const shown = consignments.data ?? [];
  return (
    <section className="work-queue consignments" aria-labelledby={headingId}>
      <h2 id={headingId}>Consignments</h2>
      <AddressNote ignored={ignored} />
      <ManifestDownload />
      <form className="filter-panel" role="search" aria-label="Filter consignments" onSubmit={(event) => event.preventDefault()}>
        <FormField label="Show">
          {(control) => (
            <select {...control} value={filter} onChange={(event) => setParams(consignmentFilterParams(event.target.value as ConsignmentFilter, params))}>
              {CONSIGNMENT_FILTERS.map((option) => (
                <option key={option} value={option}>
                  {CONSIGNMENT_FILTER_LABELS[option]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </form>
      {consignments.isPending && <p>Loading consignments...</p>}
      <FormError message={consignments.error?.message} />
      {consignments.data && (
        <>
          <p role="status" className="queue-count">
            {shown.length === 0 ? 'No consignments in this list.' : `${shown.length} ${shown.length === 1 ? 'consignment' : 'consignments'}.`}
          </p>
          {shown.length > 0 && (
            <QueueTable caption={`Consignments: ${CONSIGNMENT_FILTER_LABELS[filter]}, newest first`} columns={COLUMNS}>
              {shown.map((consignment) => (
                <tr key={consignment.consignmentId}>
                  <td className="queue-nowrap">{formatSydneyShortDateTime(consignment.dispatchedAt)}</td>
                  <th scope="row">{consignment.orderIds.join(', ')}</th>
                  <td>{DISPATCH_METHOD_LABELS[consignment.method]}</td>
                  <td>
                    <TrackingNumber {...consignment} />
                  </td>
                  <td>
                    <ConsignmentStatusBadge status={consignment.status} />
                    {consignment.s8ReceiptOverdue && <span className="s8-mark">{CONSIGNMENT_MESSAGES.s8ReceiptOverdue}</span>}
                  </td>
                </tr>
              ))}
            </QueueTable>
          )}
        </>
      )}
    </section>
  );
}
