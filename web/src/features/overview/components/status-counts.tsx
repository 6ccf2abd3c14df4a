import { Link } from 'react-router';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, type PharmacyOverview } from '@pharmacy/shared';
import { formatCount } from '../overview-format.ts';
import { ordersAddress } from '../overview-links.ts';

/** How many orders have each status now, each a link to the queue filtered by it. */
export function StatusCounts({ byStatus }: { byStatus: PharmacyOverview['byStatus'] }) {
  return (
    <section className="overview-group">
      <h3>Orders by status now</h3>
      <ul className="overview-statuses">
        {ORDER_STATUSES.map((status) => (
          <li key={status}>
            <Link to={ordersAddress({ status })} className="overview-status">
              <span>{ORDER_STATUS_LABELS[status]}</span>
              <span className="overview-status__count">{formatCount(byStatus[status])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
