import { MIN_QUANTITY, type PatientSnapshot, type ScriptMethod } from '@pharmacy/shared';
import { clampQuantity } from './cart.ts';
import { scriptProblem } from './script-problem.ts';

/** What the practitioner has picked in the Submit Order Request form so far. */
export interface OrderFormState {
  /** Who the item is for (issue 12); stays chosen for the next item. */
  patient: PatientSnapshot | null;
  condition: string;
  formula: string;
  strength: string;
  amount: string;
  /** The read-only Indication: the formula's description from the catalogue. */
  description: string;
  notes: string;
  /** What the label will say (item-directions.ts), and the days' supply as typed ('' for none). */
  directions: string;
  daysSupply: string;
  /** The repeats the prescription authorises, as typed ('' for none); the minimum interval is repeatIntervalDays, on any item. */
  repeats: string;
  scriptMethod: ScriptMethod | '';
  scriptFile: File | null;
  /** What was done to the chosen file before upload ("Photo reduced from ..."), or null. */
  scriptNote: string | null;
  /** Upload E-Script: the e-script's link or token code as typed (decision 026). */
  escriptToken: string;
  /** Schedule 8 formulas only (s8-item.ts): the NSW Health authority number and the repeat interval in days, as typed. */
  s8AuthorityNumber: string;
  repeatIntervalDays: string;
  quantity: number;
  error: string | null;
}

export type OrderFormAction =
  | { type: 'condition'; value: string }
  | { type: 'formula'; value: string; description: string }
  | { type: 'strength' | 'amount' | 'notes' | 'directions' | 'daysSupply' | 'repeats' | 'escriptToken' | 's8AuthorityNumber' | 'repeatIntervalDays'; value: string }
  | { type: 'scriptMethod'; value: ScriptMethod }
  | { type: 'scriptFile'; file: File | null; note?: string | null }
  | { type: 'quantity'; value: number }
  | { type: 'patient'; patient: PatientSnapshot | null }
  | { type: 'refuse'; message: string }
  /** After Add to Cart the patient stays chosen, for the next item; after a submit it goes too. */
  | { type: 'reset'; keepPatient?: boolean };

export const EMPTY_ORDER_FORM: OrderFormState = {
  patient: null,
  condition: '',
  formula: '',
  strength: '',
  amount: '',
  description: '',
  notes: '',
  directions: '',
  daysSupply: '',
  repeats: '',
  scriptMethod: '',
  scriptFile: null,
  scriptNote: null,
  escriptToken: '',
  s8AuthorityNumber: '',
  repeatIntervalDays: '',
  quantity: MIN_QUANTITY,
  error: null,
};

/**
 * The form's cascade (spec section 4, "Order form"): a new condition clears the
 * formula and everything that depends on it; a new formula clears its strength and
 * amount and shows its indication (what was typed for a Schedule 8 item stays, so
 * nothing entered is lost if the practitioner goes back to it). Every change clears the error text, except a
 * picked file the pharmacy would refuse, which says so at once.
 */
export function orderFormReducer(state: OrderFormState, action: OrderFormAction): OrderFormState {
  switch (action.type) {
    case 'condition':
      return { ...state, condition: action.value, formula: '', strength: '', amount: '', description: '', error: null };
    case 'formula':
      return { ...state, formula: action.value, strength: '', amount: '', description: action.description, error: null };
    case 'strength':
    case 'amount':
    case 'notes':
    case 'directions':
    case 'daysSupply':
    case 'repeats':
    case 'escriptToken':
    case 's8AuthorityNumber':
    case 'repeatIntervalDays':
      return { ...state, [action.type]: action.value, error: null };
    case 'scriptMethod':
      return { ...state, scriptMethod: action.value, error: null };
    case 'scriptFile':
      return { ...state, scriptFile: action.file, scriptNote: action.note ?? null, error: action.file && scriptProblem(action.file) };
    case 'quantity':
      return { ...state, quantity: clampQuantity(action.value), error: null };
    case 'patient':
      return { ...state, patient: action.patient, error: null };
    case 'refuse':
      return { ...state, error: action.message };
    case 'reset':
      return action.keepPatient ? { ...EMPTY_ORDER_FORM, patient: state.patient } : EMPTY_ORDER_FORM;
  }
}

/** A whole number of days as typed: null when blank, NaN when not a whole number (the checks then say so). */
export function wholeDaysOf(typed: string): number | null {
  const text = typed.trim();
  if (text === '') return null;
  return /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
}
