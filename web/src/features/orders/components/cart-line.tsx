import { useId, type ReactNode } from 'react';
import {
  ATTACHMENT_ACCEPT,
  PATIENT_MESSAGES,
  S8_MESSAGES,
  formulaKindText,
  needsS8Authority,
  needsS8Prescription,
  directionsText,
  patientKindOf,
  repeatsText,
  patientLabel,
  s8PrescriptionText,
  SCRIPT_METHODS,
  SCRIPT_METHOD_LABELS,
  type LinePrice,
  type PatientSnapshot,
  type ScriptMethod,
} from '@pharmacy/shared';
import { linePriceText } from '@/features/prices/index.ts';
import { lacksScript, scriptLabel, type CartItem } from '../cart.ts';
import { productName } from '@/features/catalogue/index.ts';
import { SCRIPT_HINT } from '../ordering-copy.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { CartLineDirections } from './cart-line-directions.tsx';

interface CartLineProps {
  item: CartItem;
  /** One unit's price in the catalogue (decision 077); null: priced by the pharmacy. */
  price: LinePrice | null;
  onQuantity: (quantity: number) => void;
  onAttachScript: (file: File) => void;
  /** The Patient section's patient, for an item copied from a request that named none. */
  chosenPatient: PatientSnapshot | null;
  onUsePatient: (patient: PatientSnapshot) => void;
  /** Directions typed for an item copied from a request sent before directions were asked for. */
  onDirections: (directions: string) => void;
  /** A line added from a favourite or protocol: its script choice (decision 069). */
  onScriptMethod: (method: ScriptMethod) => void;
  onRemove: () => void;
  /** Composed in app/: e.g. Save as favourite (decision 054). */
  extra?: ReactNode;
}

/** The item's authority (a person's only, decision 048) and interval, or what it still needs (an item copied from an earlier request). */
function s8Text({ s8AuthorityNumber, repeatIntervalDays, schedule, patient }: CartItem): string {
  const authority = needsS8Authority(schedule, patient ? patientKindOf(patient) : 'person');
  if ((authority && !s8AuthorityNumber) || repeatIntervalDays === null) return authority ? S8_MESSAGES.notice : S8_MESSAGES.animalNotice;
  return s8PrescriptionText({ authorityNumber: authority ? s8AuthorityNumber : undefined, repeatIntervalDays: repeatIntervalDays });
}

/** One cart item: what was chosen, its script, its quantity and Remove. */
export function CartLine({ item, price, onQuantity, onAttachScript, chosenPatient, onUsePatient, onDirections, onScriptMethod, onRemove, extra }: CartLineProps) {
  const attachId = useId();
  const name = productName(item);
  const needsScript = lacksScript(item);
  const rows: [string, string][] = [
    ['Patient', item.patient ? patientLabel(item.patient) : PATIENT_MESSAGES.noPatientRecorded],
    ['Condition', item.conditionLabel],
    ['Formula', item.formulaLabel],
    ['Kind', formulaKindText(item)],
    ...(needsS8Prescription(item.schedule) ? [['Schedule 8', s8Text(item)] as [string, string]] : []),
    ['Strength', item.strength],
    ['Amount', item.amount],
    ...(item.directionsInCart ? [] : [['Directions', directionsText({ directions: item.directions, daysSupply: item.daysSupply ?? undefined })] as [string, string]]),
    ...(item.repeats || (item.repeatIntervalDays !== null && !needsS8Prescription(item.schedule))
      ? [['Repeats', repeatsText(item.repeats ?? 0, needsS8Prescription(item.schedule) ? null : item.repeatIntervalDays)] as [string, string]]
      : []),
    ['Script', scriptLabel(item)],
    ['Notes', item.notes],
    ['Price', linePriceText(price, item.quantity)],
  ];
  return (
    <li className="cart-line" aria-label={name}>
      <h3 className="cart-line__title">{name}</h3>
      <dl className="cart-line__details">
        {rows.map(([label, value]) => (
          <div key={label} className="cart-line__row">
            <dt>{label}</dt>
            <dd>{value || '-'}</dd>
          </div>
        ))}
      </dl>
      {!item.patient && (
        <p className="cart-line__patient">
          {chosenPatient ? (
            <button type="button" className="button button--secondary" onClick={() => onUsePatient(chosenPatient)}>
              For {patientLabel(chosenPatient)}
              <span className="visually-hidden"> ({name})</span>
            </button>
          ) : (
            'Choose a patient in the Patient section, then set it here.'
          )}
        </p>
      )}
      {/* Copied from a request sent before directions were asked for: typed here (kept while typed, so it may start short). */}
      {item.directionsInCart && <CartLineDirections item={item} name={name} onDirections={onDirections} />}
      {/* A favourite's or protocol's line: its one script choice, here rather than in the form (decision 069). */}
      {item.scriptInCart && (
        <fieldset className="choice-group cart-line__script">
          <legend>
            Script Submission Method<span className="visually-hidden"> ({name})</span>
          </legend>
          {SCRIPT_METHODS.map((method) => (
            <label key={method} className="choice-group__option">
              <input type="radio" name={`${attachId}-script`} value={method} checked={item.scriptMethod === method} onChange={() => onScriptMethod(method)} />
              {SCRIPT_METHOD_LABELS[method]}
            </label>
          ))}
        </fieldset>
      )}
      {needsScript && (
        <div className="field cart-line__attach">
          <label htmlFor={attachId}>Attach script</label>
          <input
            id={attachId}
            type="file"
            accept={ATTACHMENT_ACCEPT}
            aria-describedby={`${attachId}-hint`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onAttachScript(file);
            }}
          />
          <p id={`${attachId}-hint`} className="field-hint">
            {SCRIPT_HINT}
          </p>
        </div>
      )}
      {extra}
      <div className="cart-line__actions">
        <QuantityStepper label={`Quantity of ${name}`} labelHidden value={item.quantity} onChange={onQuantity} />
        <button type="button" className="button button--secondary" onClick={onRemove}>
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      </div>
    </li>
  );
}
