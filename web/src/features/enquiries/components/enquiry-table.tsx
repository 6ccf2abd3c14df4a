import type { StoredEnquiry } from '@pharmacy/shared';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { ENQUIRY_KIND_LABELS } from '../enquiry-kind-labels.ts';
import { QueueTable } from '@/components/queue/queue-table.tsx';

interface EnquiryTableProps {
  entries: QueueEntry<StoredEnquiry>[];
  openerId: (id: string) => string;
  onOpen: (entry: QueueEntry<StoredEnquiry>) => void;
}

// The name is the row's header (it opens the enquiry), though received and kind come first to scan by.
const COLUMNS = ['Received', 'Kind', 'Name', 'Email', 'Phone', 'Status'] as const;

export function EnquiryTable({ entries, openerId, onOpen }: EnquiryTableProps) {
  return (
    <QueueTable caption="Enquiries and script uploads, newest first" columns={COLUMNS}>
      {entries.map((entry) => {
        const enquiry = entry.value;
        if (enquiry === null) {
          return (
            <tr key={entry.id} className="queue-row--unreadable">
              <th scope="row">{entry.id}</th>
              <td colSpan={COLUMNS.length - 1}>Unreadable: this enquiry could not be read. Please give its ID to whoever looks after the website.</td>
            </tr>
          );
        }
        const unread = enquiry.readAt === null;
        const kind = ENQUIRY_KIND_LABELS[enquiry.kind].one;
        return (
          <tr key={entry.id} className={unread ? 'queue-row--unread' : undefined}>
            <td className="queue-nowrap">{formatSydneyShortDateTime(enquiry.createdAt)}</td>
            <td>{kind}</td>
            <th scope="row">
              <button type="button" id={openerId(entry.id)} className="queue-open" onClick={() => onOpen(entry)}>
                <span className="visually-hidden">Open {kind.toLocaleLowerCase('en-AU')} from</span> {enquiry.firstName} {enquiry.lastName}
              </button>
            </th>
            <td className="queue-wrap">{enquiry.email}</td>
            <td>{enquiry.contactNumber}</td>
            <td>
              {unread ? <strong>Unread</strong> : 'Read'}
              <span className="queue-secondary">{enquiry.handledAt === null ? 'Not handled' : 'Handled'}</span>
            </td>
          </tr>
        );
      })}
    </QueueTable>
  );
}
