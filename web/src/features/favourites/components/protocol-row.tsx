import type { MedicationDatabase, Protocol } from '@pharmacy/shared';
import type { Listed } from '../api/read-favourites.ts';
import { lineProblem } from '../line-to-cart.ts';
import { ProtocolLines } from './protocol-lines.tsx';

/** One of the pharmacy's protocols: each line and whether it is still offered, and Add to cart for the lines that are. */
export function ProtocolRow({ protocol, database, onAdd }: { protocol: Listed<Protocol>; database: MedicationDatabase; onAdd: () => void }) {
  const usable = protocol.lines.filter((line) => lineProblem(line, database) === null).length;
  return (
    <li className="shortcut" aria-label={protocol.name}>
      <h4 className="shortcut__name">{protocol.name}</h4>
      <ProtocolLines lines={protocol.lines} database={database} />
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={usable === 0} onClick={onAdd}>
          {usable === protocol.lines.length ? 'Add the lines to the cart' : `Add the ${usable === 1 ? 'line' : `${usable} lines`} offered to the cart`}
          <span className="visually-hidden"> ({protocol.name})</span>
        </button>
      </div>
    </li>
  );
}
