/**
 * Order lines and orders for every layer's tests (issue 31, decision 057): unit tests
 * of shared, web and functions, the rules, API and browser tests, and the bench seed.
 * Each builder gives a well-formed line or order of the built-in catalogue in one
 * shape of the order line (order-line.ts), and takes overrides for what a test is about.
 * Imported as '@pharmacy/shared/testing'; production code may not (eslint.config.js).
 */
import {
  BUILT_IN_MEDICATION_DATABASE,
  MAIL_SUBMISSION_LABEL,
  findCatalogueEntry,
  type CartItemPayload,
  type CartLine,
  type CatalogueChoice,
  type CatalogueEntry,
  type OrderItem,
  type OrderRequest,
  type OrderStatus,
  type PatientSnapshot,
  type SavedLine,
  type ScriptFileLike,
} from '../index.ts';

/** Catalogue choices of the built-in catalogue the tests order most, with their labels and indication. */
export const HYDROCORTISONE = catalogued({ condition: 'dermatitis', formula: 'hydrocortisone-cream', strength: '1%', amount: '30g' });
export const LIDOCAINE = catalogued({ condition: 'pain', formula: 'lidocaine-topical-cream', strength: '5%', amount: '30g' });
/** The built-in catalogue's custom formula: no strength, no amount, described in the notes. */
export const CUSTOM_FORMULA = catalogued({ condition: 'other', formula: 'custom-formula', strength: '', amount: '' });

/** The directions a test line carries unless it gives its own. */
export const TEST_DIRECTIONS = 'Apply a thin layer twice daily';

function catalogued(choice: CatalogueChoice): CatalogueChoice & CatalogueEntry {
  const entry = findCatalogueEntry(BUILT_IN_MEDICATION_DATABASE, choice);
  if (!entry) throw new Error(`The built-in catalogue does not offer ${choice.formula}`);
  return { ...choice, ...entry };
}

/** The line's catalogue values and labels, without the formula's kind (what an order item and a wire line hold). */
function labelled({ condition, conditionLabel, formula, formulaLabel, strength, amount, description }: CatalogueChoice & CatalogueEntry) {
  return { condition, conditionLabel, formula, formulaLabel, strength, amount, description };
}

/** A patient of the prescriber's: Jane Citizen, picking up. */
export const testPatient = (overrides: Partial<PatientSnapshot> = {}): PatientSnapshot => ({
  patientId: 'patient-1',
  givenName: 'Jane',
  familyName: 'Citizen',
  dateOfBirth: '1980-03-15',
  phone: null,
  notes: null,
  delivery: { method: 'pickup' },
  ...overrides,
});

/** The wire shape: Hydrocortisone Cream 1% 30g, one, by mail, for patient-1 (CartItemSchema). */
export function wireLine(overrides: Partial<CartItemPayload> = {}): CartItemPayload {
  return {
    ...labelled(HYDROCORTISONE),
    description: '',
    notes: '',
    directions: TEST_DIRECTIONS,
    scriptFileName: MAIL_SUBMISSION_LABEL,
    scriptMethod: 'mail',
    quantity: 1,
    patientId: 'patient-1',
    ...overrides,
  };
}

let lastCartLineId = 0;

/** The cart shape: Hydrocortisone Cream 1% 30g with the catalogue's labels and kind, one, by mail, for Jane Citizen; a new id each time. */
export function cartLine<File extends ScriptFileLike = ScriptFileLike>(overrides: Partial<CartLine<File>> = {}): CartLine<File> {
  lastCartLineId += 1;
  return {
    id: `item-${lastCartLineId}`,
    ...HYDROCORTISONE,
    notes: '',
    directions: TEST_DIRECTIONS,
    daysSupply: null,
    escriptToken: '',
    s8AuthorityNumber: '',
    repeatIntervalDays: null,
    scriptMethod: 'mail',
    scriptFile: null,
    quantity: 1,
    patient: testPatient(),
    ...overrides,
  };
}

/** The stored shape: Hydrocortisone Cream 1% 30g, one, by mail, no script kept (OrderItemSchema). */
export function storedLine(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    ...labelled(HYDROCORTISONE),
    notes: '',
    directions: TEST_DIRECTIONS,
    quantity: 1,
    scriptMethod: 'mail',
    script: null,
    ...overrides,
  };
}

/** A favourite's or protocol's line: Hydrocortisone Cream 1% 30g with its labels and directions (SavedLineSchema). */
export function savedLine(overrides: Partial<SavedLine> = {}): SavedLine {
  const { description: _description, ...line } = labelled(HYDROCORTISONE);
  return { ...line, directions: TEST_DIRECTIONS, notes: '', ...overrides };
}

/** The practitioner block of a test order, as copied from their users record. */
export const TEST_PRACTITIONER: OrderRequest['practitioner'] = {
  firstName: 'Alice',
  lastName: 'Nguyen',
  email: 'alice@clinic.test',
  role: 'practitioner',
  practitionerNumber: 'MED0001234567',
  clinicName: 'Balmain Family Clinic',
  clinicAddress: '1 Darling Street, Balmain NSW 2041',
};

/** An order's own fields, its times of type At (ISO text in the browser, Date in the functions, a Timestamp in Firestore). */
export interface TestOrder<At> {
  requestId: string;
  prescriberId: string;
  practitioner: OrderRequest['practitioner'];
  items: OrderItem[];
  totalItems: number;
  notes: string;
  status: OrderStatus;
  statusHistory: { status: OrderStatus; at: At; by: string | null }[];
  createdAt: At;
  updatedAt: At;
  originalAwaited: boolean;
  originalDueDate: string | null;
}

/**
 * A received order of one storedLine() unless items are given, sent at `at`; the total
 * counted from the items. Extra stored fields (a record's mail state, the list fields)
 * may be given too.
 */
export function orderAt<At, Extra extends object = object>(at: At, overrides: Partial<TestOrder<At>> & Extra = {} as Extra): TestOrder<At> & Extra {
  const items = overrides.items ?? [storedLine()];
  const status = overrides.status ?? 'received';
  return {
    requestId: 'HC-261122-7KQ2',
    prescriberId: 'alice-uid',
    practitioner: TEST_PRACTITIONER,
    items,
    totalItems: items.reduce((sum, item) => sum + item.quantity, 0),
    notes: '',
    status,
    statusHistory: [{ status, at, by: null }],
    createdAt: at,
    updatedAt: at,
    originalAwaited: false,
    originalDueDate: null,
    ...overrides,
  };
}

/** An order as the browser reads it (OrderRequestSchema): received on 22/11/2026. */
export function orderRequest(overrides: Partial<OrderRequest> = {}): OrderRequest {
  return orderAt('2026-11-22T04:05:00Z', overrides);
}
