import { formatCalendarDate, type OrderRequest } from '@pharmacy/shared';
import { formatSydneyShortDateTime } from '@/lib/sydney-time.ts';

/** Items per table: printed, the tables sit side by side so a ten-item order keeps to one page. */
const ITEMS_PER_TABLE = 5;

type Record = NonNullable<NonNullable<OrderRequest['compounding']>[number]>;

/**
 * The worksheet's record of compounding (decision 050): each item's batch, beyond-use date,
 * preparer and checker as recorded, or blank lines to fill by hand when printed before.
 */
export function WorksheetCompounding({ order }: { order: OrderRequest }) {
  const records = order.items.map((_, index) => order.compounding?.[index] ?? null);
  const tables = Array.from({ length: Math.ceil(records.length / ITEMS_PER_TABLE) }, (_, table) => table * ITEMS_PER_TABLE);
  return (
    <section aria-labelledby="worksheet-compounding" className="worksheet__compounding">
      <h2 id="worksheet-compounding">Record of compounding</h2>
      <div className="worksheet__compounding-tables">
        {tables.map((first) => (
          <table key={first} className="worksheet__items">
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
              {records.slice(first, first + ITEMS_PER_TABLE).map((record, offset) => (
                <RecordRow key={first + offset} position={first + offset + 1} record={record} />
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}

function RecordRow({ position, record }: { position: number; record: Record | null }) {
  return (
    <tr>
      <td>{position}</td>
      <td className="worksheet__blank">{record?.batchNumber}</td>
      <td className="worksheet__blank">{record && formatCalendarDate(record.beyondUseDate)}</td>
      <td className="worksheet__blank">{record && `${record.preparedBy.name}, ${formatSydneyShortDateTime(record.preparedAt)}`}</td>
      <td className="worksheet__blank">{record?.checkedBy && record.checkedAt && `${record.checkedBy.name}, ${formatSydneyShortDateTime(record.checkedAt)}`}</td>
    </tr>
  );
}
