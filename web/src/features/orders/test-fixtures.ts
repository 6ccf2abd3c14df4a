/** Cart items and forms built from the built-in catalogue, for the ordering unit tests: the order factory's lines in the web's shapes (decision 057). */
import { BUILT_IN_MEDICATION_DATABASE, type OrderItem, type OrderRequest } from '@pharmacy/shared';
import { HYDROCORTISONE, LIDOCAINE, TEST_DIRECTIONS, cartLine, orderRequest, storedLine, testPatient } from '@pharmacy/shared/testing';
import type { CartItem } from './cart.ts';
import { EMPTY_ORDER_FORM, type OrderFormState } from './order-form-state.ts';

export const catalogue = BUILT_IN_MEDICATION_DATABASE;

export const patient = testPatient;

export const scriptFile = (name = 'script.pdf', bytes = 1024, type = 'application/pdf') =>
  new File([new Uint8Array(bytes)], name, { type });

/** Hydrocortisone Cream 1% 30g, uploaded with a script: a form ready for the cart. */
export function completeForm(overrides: Partial<OrderFormState> = {}): OrderFormState {
  return {
    ...EMPTY_ORDER_FORM,
    condition: HYDROCORTISONE.condition,
    formula: HYDROCORTISONE.formula,
    strength: HYDROCORTISONE.strength,
    amount: HYDROCORTISONE.amount,
    description: HYDROCORTISONE.description,
    scriptMethod: 'upload',
    scriptFile: scriptFile(),
    directions: TEST_DIRECTIONS,
    patient: patient(),
    ...overrides,
  };
}

/** Hydrocortisone Cream 1% 30g by mail for Jane Citizen (the order factory's cartLine). */
export const cartItem = (overrides: Partial<CartItem> = {}): CartItem => cartLine<File>(overrides);

/** An item of an earlier request: Lidocaine Topical Cream 5% 30g, twice, by mail, for Jane Citizen. */
export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  const { condition, conditionLabel, formula, formulaLabel, strength, amount } = LIDOCAINE;
  return storedLine({
    condition,
    conditionLabel,
    formula,
    formulaLabel,
    strength,
    amount,
    description: 'An old description.',
    notes: 'Apply sparingly',
    directions: 'Apply to the painful area three times daily',
    daysSupply: 30,
    quantity: 2,
    patient: patient(),
    ...overrides,
  });
}

/** An earlier request of Nina Patel's holding these items, received on 22/11/2026. */
export function order(items: OrderItem[]): OrderRequest {
  return orderRequest({
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
  });
}
