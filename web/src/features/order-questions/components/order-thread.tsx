import { ORDER_QUESTION_MESSAGES, type OrderMessage } from '@pharmacy/shared';
import { FileDownloadButton } from '@/components/ui/file-download-button.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { formatSydneyDateTime } from '@/lib/sydney-time.ts';
import { downloadThreadFile } from '../api/download-thread-file.ts';
import { useOrderThread, type ThreadEntry, type ThreadSide } from '../api/get-order-thread.ts';

interface OrderThreadProps {
  requestId: string;
  /** The order's count of messages (its `clarification.messages`), 0 before the first question. */
  messages: number;
  /** The pharmacy's reads go through the function, which records them (decision 039); the prescriber reads their own. */
  side: ThreadSide;
}

/** Who wrote a message, as either side reads it. */
const writer = (message: OrderMessage) =>
  message.kind === 'question' ? `Question from the pharmacy (${message.author.name})` : `Answer from ${message.author.name}`;

/** The questions and answers on an order, oldest first: who wrote what, and when. */
export function OrderThread({ requestId, messages, side }: OrderThreadProps) {
  const thread = useOrderThread(requestId, messages, side);
  if (messages === 0) return <p className="thread-empty">No questions have been asked about this order request.</p>;
  if (thread.isPending) return <p>Loading the questions...</p>;
  if (thread.isError) return <FormError message={ORDER_QUESTION_MESSAGES.threadFailed} />;
  return (
    <ol className="thread">
      {thread.data.map((entry) => (
        <ThreadMessage key={entry.id} requestId={requestId} entry={entry} />
      ))}
    </ol>
  );
}

function ThreadMessage({ requestId, entry: { id, message } }: { requestId: string; entry: ThreadEntry }) {
  return (
    <li className={`thread__message thread__message--${message.kind}`}>
      <p className="thread__meta">
        <strong>{writer(message)}</strong> <time dateTime={message.createdAt}>{formatSydneyDateTime(message.createdAt)}</time>
      </p>
      <p className="thread__text">{message.text}</p>
      {message.attachment && <ThreadFile requestId={requestId} messageId={id} fileName={message.attachment.fileName} />}
    </li>
  );
}

function ThreadFile({ requestId, messageId, fileName }: { requestId: string; messageId: string; fileName: string }) {
  return <FileDownloadButton download={() => downloadThreadFile(requestId, messageId, fileName)} label={`Download ${fileName}`} />;
}
