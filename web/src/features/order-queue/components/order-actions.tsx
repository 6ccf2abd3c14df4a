import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ORDER_API_PATHS, ORDER_STATUS_LABELS, ROUTES, type OrderRequest } from '@pharmacy/shared';
import { OrderQuestions } from '@/features/order-questions/index.ts';
import { CompoundingRecords } from '@/features/compounding-records/index.ts';
import { DownloadButton } from '@/components/queue/download-button.tsx';
import { workQueueKeys } from '@/lib/queue/query-keys.ts';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';
import { OrderStatusButtons } from './order-status-buttons.tsx';
import { OriginalReceivedForm } from '@/features/legal-prescriptions/index.ts';
import { RepriceForm } from '@/features/quotes/index.ts';

/**
 * What the pharmacy does with an order, beside what it reads (decision 035): the
 * worksheet, the next statuses, each item's script to download or original to record,
 * the questions to the prescriber, and the statuses it has had.
 */
export function OrderActions({ order }: { order: OrderRequest }) {
  const queryClient = useQueryClient();
  const scripts = order.items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.script || item.legalScript?.state === 'original_awaited');
  return (
    <div className="queue-detail__side">
      <Link to={ROUTES.adminWorksheet(order.requestId)} className="button button--secondary" target="_blank">
        Print worksheet<span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
      <RepriceForm order={order} onChanged={() => queryClient.invalidateQueries({ queryKey: workQueueKeys.orders })} />
      <CompoundingRecords order={order} />
      <OrderStatusButtons order={order} />
      {scripts.length > 0 && (
        <>
          <h4>Scripts</h4>
          <ul className="queue-scripts">
            {scripts.map(({ item, index }) => (
              <li key={index} className="queue-scripts__item">
                <p className="queue-scripts__name">
                  Item {index + 1}: {item.formulaLabel}
                </p>
                {item.script && (
                  <DownloadButton
                    path={`${ORDER_API_PATHS.scripts}/${order.requestId}/${index}`}
                    fileName={item.script.fileName}
                    label="Download script"
                    context={`for item ${index + 1}`}
                  />
                )}
                {item.legalScript?.state === 'original_awaited' && <OriginalReceivedForm requestId={order.requestId} itemIndex={index} />}
              </li>
            ))}
          </ul>
        </>
      )}
      <OrderQuestions order={order} side="admin" onPosted={() => queryClient.invalidateQueries({ queryKey: workQueueKeys.orders })} />
      <h4>Status history</h4>
      <ol className="queue-history">
        {order.statusHistory.map((change, index) => (
          <li key={index}>
            <span className="queue-history__status">{ORDER_STATUS_LABELS[change.status]}</span>{' '}
            <time dateTime={change.at}>{formatSydneyShortDateTime(change.at)}</time>
          </li>
        ))}
      </ol>
    </div>
  );
}
