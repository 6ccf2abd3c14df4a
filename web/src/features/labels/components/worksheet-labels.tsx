import type { OrderRequest } from '@pharmacy/shared';
import { PrintLabelButton, hasLabel } from './print-label-button.tsx';

/** The worksheet's labels (on screen only): each checked item's "Print label". */
export function WorksheetLabels({ order }: { order: OrderRequest }) {
  const checked = order.items.map((item, index) => ({ item, index })).filter(({ index }) => hasLabel(order, index));
  if (checked.length === 0) return null;
  return (
    <section aria-labelledby="worksheet-labels" className="no-print">
      <h2 id="worksheet-labels">Dispensing labels</h2>
      <ul className="queue-scripts">
        {checked.map(({ item, index }) => (
          <li key={index} className="queue-scripts__item">
            <p className="queue-scripts__name">
              Item {index + 1}: {item.formulaLabel}
            </p>
            <PrintLabelButton order={order} index={index} />
          </li>
        ))}
      </ul>
    </section>
  );
}
