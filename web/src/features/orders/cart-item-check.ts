import {
  COURSE_MESSAGES,
  DIRECTIONS_MESSAGES,
  MAX_REPEATS,
  S8_MESSAGES,
  isRepeatInterval,
  ESCRIPT_CLAIM_MESSAGES,
  directionsProblem,
  isDaysSupply,
  ORDER_MESSAGES,
  PATIENT_MESSAGES,
  escriptTokenProblem,
  findCatalogueEntry,
  formulaKindOf,
  needsS8Prescription,
  cartLineFromForm,
  s8FieldsOfForm,
  wholeNumberOf,
  type MedicationDatabase,
} from '@pharmacy/shared';
import { amountsOf, strengthsOf } from '@/features/catalogue/index.ts';
import { cartRoom, repeatedToken, s8ProblemOf, type CartItem } from './cart.ts';
import type { OrderFormState } from './order-form-state.ts';
import { scriptProblem } from './script-problem.ts';

/**
 * Why the form cannot go into the cart yet, or null. The spec's checks come in the
 * spec's order (section 5), then the patient (issue 12); a full cart is refused
 * first, because no field the practitioner could fix would change that.
 */
export function validateCartItem(form: OrderFormState, database: MedicationDatabase, cart: readonly CartItem[]): string | null {
  if (cartRoom(cart) === 0) return ORDER_MESSAGES.tooManyItems;
  if (!form.condition) return ORDER_MESSAGES.selectCondition;
  if (!form.formula) return ORDER_MESSAGES.selectFormula;
  if (strengthsOf(database, form.formula).length > 0 && !form.strength) return ORDER_MESSAGES.selectStrength;
  if (amountsOf(database, form.formula).length > 0 && !form.amount) return ORDER_MESSAGES.selectAmount;
  if (!form.scriptMethod) return ORDER_MESSAGES.selectScriptMethod;
  if (form.scriptMethod === 'upload') {
    // The e-script token, a copy of the script, or both (decision 026); the spec's message when neither.
    if (!form.scriptFile && form.escriptToken.trim() === '') return ORDER_MESSAGES.attachScript;
    const problem = escriptTokenProblem(form.escriptToken) ?? (form.scriptFile && scriptProblem(form.scriptFile));
    if (problem) return problem;
  }
  // Directions (decision 052): after the spec's checks, before the S8 ones.
  const directions = directionsProblem(form.directions);
  if (directions) return directions;
  const daysSupply = wholeNumberOf(form.daysSupply);
  if (daysSupply !== null && !isDaysSupply(daysSupply)) return DIRECTIONS_MESSAGES.daysSupply;
  // Repeats and the minimum interval (decision 052): the interval is the S8 field's, asked of every item.
  const repeats = wholeNumberOf(form.repeats);
  if (repeats !== null && !(Number.isInteger(repeats) && repeats <= MAX_REPEATS)) return COURSE_MESSAGES.repeats;
  const interval = wholeNumberOf(form.repeatIntervalDays);
  const s8 = needsS8Prescription(formulaKindOf(database, form.formula).schedule);
  if (!s8 && interval !== null && !isRepeatInterval(interval)) return S8_MESSAGES.intervalFormat;
  // Schedule 8 (decision 042): the authority, the interval, and a token or the post.
  const s8Problem =
    form.scriptMethod &&
    s8ProblemOf({
      schedule: formulaKindOf(database, form.formula).schedule,
      scriptMethod: form.scriptMethod,
      escriptToken: form.scriptMethod === 'upload' ? form.escriptToken : '',
      ...s8FieldsOfForm(form, database),
      patient: form.patient,
    });
  if (s8Problem) return s8Problem;
  if (form.scriptMethod === 'upload' && repeatedToken([...cart, { escriptToken: form.escriptToken }])) {
    return ESCRIPT_CLAIM_MESSAGES.repeatedInOrder;
  }
  if (!form.patient) return PATIENT_MESSAGES.choosePatient;
  // Only if the catalogue changed under the form since the choices were made.
  if (!findCatalogueEntry(database, form)) return ORDER_MESSAGES.notInCatalogue;
  return null;
}

/** The cart item for a form that passed validateCartItem; null otherwise (order-line.ts). */
export function cartItemFromForm(form: OrderFormState, database: MedicationDatabase, id: string): CartItem | null {
  return cartLineFromForm(form, database, id);
}
