import type { MedicationDatabase, SavedLine } from '@pharmacy/shared';
import { productName } from '@/features/catalogue/index.ts';
import { lineProblem } from '../line-to-cart.ts';
import { SavedLineFacts } from './saved-line-facts.tsx';

/** A protocol's lines, each with why it cannot be added now (if it cannot). */
export function ProtocolLines({ lines, database }: { lines: readonly SavedLine[]; database: MedicationDatabase }) {
  return (
    <ol className="shortcut__lines">
      {lines.map((line, index) => (
        <li key={index}>
          <SavedLineFacts line={line} name={productName(line)} problem={lineProblem(line, database)} />
        </li>
      ))}
    </ol>
  );
}
