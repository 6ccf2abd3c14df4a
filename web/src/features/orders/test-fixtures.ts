/** Cart items and forms built from the built-in catalogue, for the ordering unit tests. */
import { BUILT_IN_MEDICATION_DATABASE, formulaKindOf, type OrderItem, type OrderRequest, type PatientSnapshot } from '@pharmacy/shared';
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
    directions: 'Apply a thin layer twice daily',
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
    ...formulaKindOf(catalogue, 'hydrocortisone-cream'),
    notes: '',
    directions: 'Apply a thin layer twice daily',
    daysSupply: null,
    escriptToken: '',
    s8AuthorityNumber: '',
    repeatIntervalDays: null,
    scriptMethod: 'mail',
    scriptFile: null,
    quantity: 1,
    patient: patient(),
    ...overrides,
  };
}

/** An item of an earlier request: Lidocaine Topical Cream 5% 30g, twice, by mail, for Jane Citizen. */
export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    condition: 'pain',
    conditionLabel: 'Pain',
    formula: 'lidocaine-topical-cream',
    formulaLabel: 'Lidocaine Topical Cream',
    strength: '5%',
    amount: '30g',
    description: 'An old description.',
    notes: 'Apply sparingly',
    directions: 'Apply to the painful area three times daily',
    daysSupply: 30,
    quantity: 2,
    scriptMethod: 'mail',
    script: null,
    patient: patient(),
    ...overrides,
  };
}

/** An earlier request of Nina Patel's holding these items, received on 22/11/2026. */
export function order(items: OrderItem[]): OrderRequest {
  return {
    requestId: 'HC-261122-7KQ2',
    prescriberId: 'uid-1',
    practitioner: {
      firstName: 'Nina',
      lastName: 'Patel',
      email: 'nina@example.test',
      role: 'practitioner',
      practitionerNumber: 'MED0001234',
      clinicName: 'Clinic',
      clinicAddress: '1 Street',
    },
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    notes: '',
    status: 'received',
    statusHistory: [{ status: 'received', at: '2026-11-22T04:05:00Z', by: null }],
    createdAt: '2026-11-22T04:05:00Z',
    updatedAt: '2026-11-22T04:05:00Z',
    originalAwaited: false,
    originalDueDate: null,
  };
}
