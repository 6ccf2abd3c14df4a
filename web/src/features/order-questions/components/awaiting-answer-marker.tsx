import { ordersAwaitingAnswerText } from '@pharmacy/shared';
import { useOrdersAwaitingAnswer } from '../api/get-orders-awaiting-answer.ts';

/** The anchor of an order in My Requests (its heading's id). */
export const orderAnchor = (requestId: string) => `order-${requestId}`;

/** On the dashboard: how many of the practitioner's orders wait for their answer, each a link to it in My Requests. */
export function AwaitingAnswerMarker({ uid }: { uid: string }) {
  const awaiting = useOrdersAwaitingAnswer(uid);
  const ids = awaiting.data ?? [];
  return (
    <div role="status">
      {ids.length > 0 && (
        <div className="notice notice--warning awaiting-answer">
          <p>
            <a href={`#${orderAnchor(ids[0] ?? '')}`}>{ordersAwaitingAnswerText(ids.length)}</a>
            {ids.length > 1 && ':'}
          </p>
          {ids.length > 1 && (
            <ul>
              {ids.map((id) => (
                <li key={id}>
                  <a href={`#${orderAnchor(id)}`}>{id}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
