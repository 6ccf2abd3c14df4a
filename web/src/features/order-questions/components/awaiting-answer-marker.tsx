import { Link } from 'react-router';
import { ordersAwaitingAnswerText } from '@pharmacy/shared';
import { myRequestAddress } from '@/lib/dashboard-sections.ts';
import { useOrdersAwaitingAnswer } from '../api/get-orders-awaiting-answer.ts';

/**
 * On the dashboard: how many of the practitioner's orders wait for their answer, each a
 * link to it in the My Requests section (decision 035), whichever section is open.
 */
export function AwaitingAnswerMarker({ uid }: { uid: string }) {
  const awaiting = useOrdersAwaitingAnswer(uid);
  const ids = awaiting.data ?? [];
  return (
    <div role="status">
      {ids.length > 0 && (
        <div className="notice notice--warning awaiting-answer">
          <p>
            <Link to={myRequestAddress(ids[0] ?? '')}>{ordersAwaitingAnswerText(ids.length)}</Link>
            {ids.length > 1 && ':'}
          </p>
          {ids.length > 1 && (
            <ul>
              {ids.map((id) => (
                <li key={id}>
                  <Link to={myRequestAddress(id)}>{id}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
