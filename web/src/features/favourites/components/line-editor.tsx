import { DIRECTIONS_MAX_LENGTH, DIRECTIONS_MESSAGES, FAVOURITE_LIMITS, type LineInput, type MedicationDatabase } from '@pharmacy/shared';
import { FormField } from '@/components/ui/form-field.tsx';
import { amountsOf, formulasOf, strengthsOf } from '@/features/catalogue/index.ts';

/** A protocol's line as typed; a protocol gives no days' supply (the prescriber's cart line may). */
export type EditedLine = Required<Omit<LineInput, 'daysSupply'>>;
export const EMPTY_LINE: EditedLine = { condition: '', formula: '', strength: '', amount: '', directions: '', notes: '' };

/** A changed field, and what the catalogue's cascade clears with it (as on the order form). */
export function changeLine(line: EditedLine, field: keyof EditedLine, value: string): EditedLine {
  if (field === 'condition') return { ...line, condition: value, formula: '', strength: '', amount: '' };
  if (field === 'formula') return { ...line, formula: value, strength: '', amount: '' };
  return { ...line, [field]: value };
}

interface LineEditorProps {
  number: number;
  line: EditedLine;
  database: MedicationDatabase;
  onChange: (field: keyof EditedLine, value: string) => void;
}

/** One line of a protocol as the admin builds it from the catalogue: the choices, the directions and notes. */
export function LineEditor({ number, line, database, onChange }: LineEditorProps) {
  const strengths = strengthsOf(database, line.formula);
  const amounts = amountsOf(database, line.formula);
  const select = (label: string, field: keyof EditedLine, options: readonly { label: string; value: string }[], disabled = false) => (
    <FormField label={`${label} (line ${number})`}>
      {(control) => (
        <select {...control} value={line[field]} disabled={disabled || options.length === 0} onChange={(event) => onChange(field, event.target.value)}>
          <option value="">{options.length === 0 && line.formula ? 'Not applicable' : `Select ${label.toLowerCase()}`}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  const plain = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
  return (
    <fieldset className="protocol-line">
      <legend>Line {number}</legend>
      {select('Condition', 'condition', database.conditions)}
      {select('Formula', 'formula', formulasOf(database, line.condition), !line.condition)}
      <div className="form-row">
        {select('Strength', 'strength', plain(strengths))}
        {select('Amount', 'amount', plain(amounts))}
      </div>
      <FormField label={`Directions (line ${number})`} hint={DIRECTIONS_MESSAGES.directionsHint}>
        {(control) => (
          <textarea {...control} rows={2} maxLength={DIRECTIONS_MAX_LENGTH} value={line.directions} onChange={(event) => onChange('directions', event.target.value)} />
        )}
      </FormField>
      <FormField label={`Notes (line ${number}, optional)`}>
        {(control) => <textarea {...control} rows={2} maxLength={FAVOURITE_LIMITS.notes} value={line.notes} onChange={(event) => onChange('notes', event.target.value)} />}
      </FormField>
    </fieldset>
  );
}
