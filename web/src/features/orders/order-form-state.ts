import { MIN_QUANTITY, wholeNumberOf, type LineForm, type PatientSnapshot, type ScriptMethod } from '@pharmacy/shared';
import { clampQuantity } from './cart.ts';
import { scriptProblem } from './script-problem.ts';

/** What the practitioner has picked in the Submit Order Request form so far: the line as typed (order-line.ts), and what the form says. */
export interface OrderFormState extends LineForm<File> {
  /** What was done to the chosen file before upload ("Photo reduced from ..."), or null. */
  scriptNote: string | null;
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
export const wholeDaysOf = wholeNumberOf;
