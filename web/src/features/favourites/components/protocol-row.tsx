import type { MedicationDatabase, Protocol } from '@pharmacy/shared';
import { productName } from '@/features/orders/index.ts';
import type { Listed } from '../api/read-favourites.ts';
import { lineProblem } from '../line-to-cart.ts';
import { SavedLineFacts } from './saved-line-facts.tsx';

/** One of the pharmacy's protocols: each line and whether it is still offered, and Add to cart for the lines that are. */
export function ProtocolRow({ protocol, database, onAdd }: { protocol: Listed<Protocol>; database: MedicationDatabase; onAdd: () => void }) {
  const usable = protocol.lines.filter((line) => lineProblem(line, database) === null).length;
  return (
    <li className="shortcut" aria-label={protocol.name}>
      <h4 className="shortcut__name">{protocol.name}</h4>
      <ol className="shortcut__lines">
        {protocol.lines.map((line, index) => (
          <li key={index}>
            <SavedLineFacts line={line} name={productName(line)} problem={lineProblem(line, database)} />
          </li>
        ))}
      </ol>
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={usable === 0} onClick={onAdd}>
          {usable === protocol.lines.length ? 'Add to cart' : `Add the ${usable === 1 ? 'line' : `${usable} lines`} offered to cart`}
          <span className="visually-hidden"> ({protocol.name})</span>
        </button>
      </div>
    </li>
  );
}
