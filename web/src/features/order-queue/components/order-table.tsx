import { ORDER_STATUS_LABELS, type OrderRequest } from '@pharmacy/shared';
import { ClarificationBadge } from '@/features/order-questions/index.ts';
import { QuoteBadge } from '@/features/quotes/index.ts';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { QueueTable } from '@/components/queue/queue-table.tsx';

/** The Ready to send list's choice of orders to dispatch together (issue 33 part 2). */
export interface OrderSelection {
  chosen: ReadonlySet<string>;
  onToggle: (requestId: string) => void;
}

interface OrderTableProps {
  entries: QueueEntry<OrderRequest>[];
  openerId: (id: string) => string;
  onOpen: (entry: QueueEntry<OrderRequest>) => void;
  selection?: OrderSelection | undefined;
}

const COLUMNS = ['Request ID', 'Submitted', 'Practitioner', 'Items', 'Status'] as const;

export function OrderTable({ entries, openerId, onOpen, selection }: OrderTableProps) {
  const columns = selection ? ['Choose', ...COLUMNS] : COLUMNS;
  return (
    <QueueTable caption={selection ? 'Order requests ready to send, newest first' : 'Order requests, newest first'} columns={columns}>
      {entries.map((entry) => {
        const order = entry.value;
        if (order === null) {
          return (
            <tr key={entry.id} className="queue-row--unreadable">
              {selection && <td />}
              <th scope="row">{entry.id}</th>
              <td colSpan={COLUMNS.length - 1}>Unreadable: this request could not be read. Please give its ID to whoever looks after the website.</td>
            </tr>
          );
        }
        return (
          <tr key={entry.id}>
            {selection && (
              <td>
                <input
                  type="checkbox"
                  aria-label={`Choose ${order.requestId} to dispatch`}
                  checked={selection.chosen.has(order.requestId)}
                  onChange={() => selection.onToggle(order.requestId)}
                />
              </td>
            )}
            <th scope="row">
              <button type="button" id={openerId(entry.id)} className="queue-open" onClick={() => onOpen(entry)}>
                <span className="visually-hidden">Open request</span> {order.requestId}
              </button>
            </th>
            <td className="queue-nowrap">{formatSydneyShortDateTime(order.createdAt)}</td>
            <td>
              {order.practitioner.firstName} {order.practitioner.lastName}
              <span className="queue-secondary">{order.practitioner.clinicName}</span>
            </td>
            <td>{order.items.length}</td>
            <td>
              <span className={`queue-status queue-status--${order.status}`}>{ORDER_STATUS_LABELS[order.status]}</span>
              {order.clarification && ' '}
              <ClarificationBadge clarification={order.clarification} />
              <QuoteBadge quote={order.quote} />
            </td>
          </tr>
        );
      })}
    </QueueTable>
  );
}
