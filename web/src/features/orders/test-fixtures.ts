/** Cart items and forms built from the built-in catalogue, for the ordering unit tests. */
import { BUILT_IN_MEDICATION_DATABASE, type PatientSnapshot } from '@pharmacy/shared';
import type { CartItem } from './cart.ts';
import { EMPTY_ORDER_FORM, type OrderFormState } from './order-form-state.ts';

export const catalogue = BUILT_IN_MEDICATION_DATABASE;

export const patient = (overrides: Partial<PatientSnapshot> = {}): PatientSnapshot => ({
  patientId: 'patient-1',
  givenName: 'Jane',
  familyName: 'Citizen',
  dateOfBirth: '1980-03-15',
  phone: null,
  notes: null,
  delivery: { method: 'pickup' },
  ...overrides,
});

export const scriptFile = (name = 'script.pdf', bytes = 1024, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Hydrocortisone Cream 1% 30g, uploaded with a script: a form ready for the cart. */
export function completeForm(overrides: Partial<OrderFormState> = {}): OrderFormState {
  return {
    ...EMPTY_ORDER_FORM,
    condition: 'dermatitis',
    formula: 'hydrocortisone-cream',
    strength: '1%',
    amount: '30g',
    description: catalogue.descriptionsByFormula['hydrocortisone-cream'] ?? '',
    scriptMethod: 'upload',
    scriptFile: scriptFile(),
    patient: patient(),
    ...overrides,
  };
}

let lastId = 0;

export function cartItem(overrides: Partial<CartItem> = {}): CartItem {
  lastId += 1;
  return {
    id: `item-${lastId}`,
    condition: 'dermatitis',
    conditionLabel: 'Dermatitis',
    formula: 'hydrocortisone-cream',
    formulaLabel: 'Hydrocortisone Cream',
    strength: '1%',
    amount: '30g',
    description: catalogue.descriptionsByFormula['hydrocortisone-cream'] ?? '',
    notes: '',
    escriptToken: '',
    scriptMethod: 'mail',
    scriptFile: null,
    quantity: 1,
    patient: patient(),
    ...overrides,
  };
}
