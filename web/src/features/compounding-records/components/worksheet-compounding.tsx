import { formatCalendarDate, type OrderRequest } from '@pharmacy/shared';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';

/**
 * The worksheet's record of compounding (decision 050): each item's batch, beyond-use date,
 * preparer and checker as recorded, or blank lines to fill by hand when printed before.
 */
export function WorksheetCompounding({ order }: { order: OrderRequest }) {
  return (
    <section aria-labelledby="worksheet-compounding" className="worksheet__compounding">
      <h2 id="worksheet-compounding">Record of compounding</h2>
      <table className="worksheet__items">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Batch number</th>
            <th scope="col">Beyond-use date</th>
            <th scope="col">Prepared by</th>
            <th scope="col">Checked by</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((_, index) => {
            const record = order.compounding?.[index] ?? null;
            return (
              <tr key={index}>
                <td>{index + 1}</td>
                <td className="worksheet__blank">{record?.batchNumber}</td>
                <td className="worksheet__blank">{record && formatCalendarDate(record.beyondUseDate)}</td>
                <td className="worksheet__blank">{record && `${record.preparedBy.name}, ${formatSydneyShortDateTime(record.preparedAt)}`}</td>
                <td className="worksheet__blank">{record?.checkedBy && record.checkedAt && `${record.checkedBy.name}, ${formatSydneyShortDateTime(record.checkedAt)}`}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
