import { directionsText, type SavedLine } from '@pharmacy/shared';

/** A saved line as a prescriber reads it: the product, its directions and notes, and why it cannot be added now. */
export function SavedLineFacts({ line, name, problem }: { line: SavedLine; name: string; problem: string | null }) {
  return (
    <div className="shortcut__line">
      <p className="shortcut__product">{name}</p>
      <p className="shortcut__directions">Directions: {directionsText(line)}</p>
      {line.notes && <p className="shortcut__notes">Notes: {line.notes}</p>}
      {problem && <p className="shortcut__problem">{problem}</p>}
    </div>
  );
}
