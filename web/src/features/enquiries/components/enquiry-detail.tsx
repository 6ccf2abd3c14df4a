import { useId, type RefObject } from 'react';
import { ADMIN_API_PATHS, type StoredEnquiry } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import type { useChangeEnquiryState } from '../api/change-enquiry-state.ts';
import { useEnquiry } from '../api/list-enquiries.ts';
import type { QueueEntry } from '@/lib/queue/queue-documents.ts';
import { ENQUIRY_KIND_LABELS } from '../enquiry-kind-labels.ts';
import { formatFileSize } from '@/lib/queue/format.ts';
import { DownloadButton } from '@/components/queue/download-button.tsx';

interface EnquiryDetailProps {
  entry: QueueEntry<StoredEnquiry>;
  /** Shared with the inbox, which marks the enquiry read as it opens it: one place for its errors. */
  changeState: ReturnType<typeof useChangeEnquiryState>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}

export function EnquiryDetail({ entry, changeState, headingRef, onClose }: EnquiryDetailProps) {
  const { data: current } = useEnquiry(entry);
  const headingId = useId();
  const enquiry = current?.value;

  return (
    <article className="surface-panel queue-detail" aria-labelledby={headingId}>
      <button type="button" className="button button--secondary" onClick={onClose}>
        Back to enquiries
      </button>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {enquiry ? `${ENQUIRY_KIND_LABELS[enquiry.kind].one} from ${enquiry.firstName} ${enquiry.lastName}` : `Enquiry ${entry.id}`}
      </h3>
      {enquiry ? (
        <EnquiryBody id={entry.id} enquiry={enquiry} changeState={changeState} />
      ) : (
        <p>This enquiry no longer exists or could not be read.</p>
      )}
      <FormError message={changeState.error?.message} />
    </article>
  );
}

interface EnquiryBodyProps {
  id: string;
  enquiry: StoredEnquiry;
  changeState: EnquiryDetailProps['changeState'];
}

function EnquiryBody({ id, enquiry, changeState }: EnquiryBodyProps) {
  const read = enquiry.readAt !== null;
  const handled = enquiry.handledAt !== null;
  const busy = changeState.isPending;
  const change = (marks: { read: boolean } | { handled: boolean }) => {
    if (!busy) changeState.mutate({ enquiryId: id, ...marks });
  };
  return (
    <>
      <dl className="fact-list queue-facts">
        <dt>Received</dt>
        <dd>{formatSydneyShortDateTime(enquiry.createdAt)}</dd>
        <dt>Email</dt>
        <dd className="queue-wrap">
          <a href={`mailto:${enquiry.email}`}>{enquiry.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${enquiry.contactNumber}`}>{enquiry.contactNumber}</a>
        </dd>
        <dt>Status</dt>
        <dd>
          {enquiry.readAt === null ? <strong>Unread</strong> : `Read ${formatSydneyShortDateTime(enquiry.readAt)}`}
          <span className="queue-secondary">
            {enquiry.handledAt === null ? 'Not handled' : `Handled ${formatSydneyShortDateTime(enquiry.handledAt)}`}
          </span>
        </dd>
      </dl>

      <h4>Notes</h4>
      <p className="queue-notes">{enquiry.notes?.trim() ? enquiry.notes : 'No notes.'}</p>

      <h4>Attachment</h4>
      {enquiry.attachment ? (
        <>
          <p>
            {enquiry.attachment.fileName} ({formatFileSize(enquiry.attachment.size)})
          </p>
          <DownloadButton path={`${ADMIN_API_PATHS.enquiryAttachments}/${id}`} fileName={enquiry.attachment.fileName} label="Download attachment" />
        </>
      ) : (
        <p>No attachment.</p>
      )}

      {enquiry.escriptToken && (
        <>
          <h4>E-script token</h4>
          <p>
            <code className="queue-token">{enquiry.escriptToken.value}</code>
          </p>
        </>
      )}

      {/*
        One button each whose text flips, so keyboard focus stays on it after a change;
        aria-disabled rather than disabled while busy, as a disabled button drops focus.
      */}
      <div className="button-row">
        <button type="button" className="button button--secondary" aria-disabled={busy} onClick={() => change({ read: !read })}>
          {read ? 'Mark as unread' : 'Mark as read'}
        </button>
        <button type="button" className="button button--primary" aria-disabled={busy} onClick={() => change({ handled: !handled })}>
          {handled ? 'Reopen' : 'Mark handled'}
        </button>
      </div>
    </>
  );
}
