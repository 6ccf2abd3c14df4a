import { useId } from 'react';
import { deliveryLabelOf, formatAud, orderTotalsOf, type DeliveryCharge, type LinePrice } from '@pharmacy/shared';
import { linePriceText, unpricedText } from '../price-text.ts';

export interface PricedLine {
  key: string;
  name: string;
  price: LinePrice | null | undefined;
  quantity: number;
}

interface PriceSummaryProps {
  /** "Estimated total" before sending; "Total" on a sent order. */
  title: string;
  /** Read after the title by screen readers only (e.g. the request ID), where a page lists several orders' prices: each region needs a name of its own. */
  titleFor?: string;
  lines: readonly PricedLine[];
  /** The delivery estimated (before sending) or stored (a sent order); null while the fees load, undefined on an order sent before prices. */
  delivery: DeliveryCharge | null | undefined;
}

/**
 * An order's prices (decision 077): each line (unit x quantity, or priced by the
 * pharmacy), the delivery by the patient's method, the total with the GST it includes,
 * and how many lines the pharmacy still prices. The cart, a draft, the signing screen and
 * a sent order all show it so.
 */
export function PriceSummary({ title, titleFor, lines, delivery }: PriceSummaryProps) {
  const headingId = useId();
  const totals = orderTotalsOf(lines, delivery ?? undefined);
  return (
    <section className="price-summary" aria-labelledby={headingId}>
      <h3 id={headingId} className="price-summary__title">
        {title}
        {titleFor && <span className="visually-hidden"> for {titleFor}</span>}
      </h3>
      <table className="price-summary__table">
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">
                {line.name} <span className="price-summary__quantity">x {line.quantity}</span>
              </th>
              <td>{linePriceText(line.price, line.quantity)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Delivery{delivery ? `: ${deliveryLabelOf(delivery)}` : ''}</th>
            <td>{delivery === null ? 'Loading fees...' : delivery === undefined ? 'Not recorded' : formatAud(delivery.cents)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr className="price-summary__total">
            <th scope="row">Total</th>
            <td>{formatAud(totals.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      {totals.gstCents > 0 && <p className="price-summary__note">Includes GST of {formatAud(totals.gstCents)}.</p>}
      {totals.unpriced > 0 && (
        <p className="price-summary__note price-summary__note--unpriced">
          {unpricedText(totals.unpriced)}: not in this total.
        </p>
      )}
    </section>
  );
}
