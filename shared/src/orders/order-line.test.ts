import { describe, expect, it } from 'vitest';
import { BUILT_IN_MEDICATION_DATABASE as catalogue } from '../catalogue/medication-database.ts';
import { HYDROCORTISONE, TEST_DIRECTIONS, cartLine, storedLine, testPatient, wireLine } from '../testing/order-factory.ts';
import {
  CartItemSchema,
  LineSchema,
  OrderItemSchema,
  cartLineFromForm,
  cartLineFromStored,
  cartLineFromWire,
  checkedLineOf,
  courseLineOf,
  s8PrescriptionOfWire,
  storedLineOf,
  wholeNumberOf,
  wireLineOf,
  type LineForm,
  type ScriptFileLike,
} from './order-line.ts';

const file: ScriptFileLike = { name: 'script.pdf', size: 1024 };

const form = (overrides: Partial<LineForm<ScriptFileLike>> = {}): LineForm<ScriptFileLike> => ({
  condition: HYDROCORTISONE.condition,
  formula: HYDROCORTISONE.formula,
  strength: HYDROCORTISONE.strength,
  amount: HYDROCORTISONE.amount,
  description: HYDROCORTISONE.description,
  notes: '  Fragrance free ',
  directions: ` ${TEST_DIRECTIONS} `,
  daysSupply: '28',
  repeats: '2',
  repeatIntervalDays: '',
  quantity: 2,
  patient: testPatient(),
  scriptMethod: 'upload',
  scriptFile: file,
  escriptToken: '',
  s8AuthorityNumber: '',
  ...overrides,
});

describe('the order line', () => {
  it('has every field of the line in the wire and the stored shapes', () => {
    for (const key of Object.keys(LineSchema.shape)) {
      expect(CartItemSchema.shape).toHaveProperty(key);
      expect(OrderItemSchema.shape).toHaveProperty(key);
    }
  });

  it('goes from the form to the cart to the wire as the server accepts it, trimmed', () => {
    const line = cartLineFromForm(form(), catalogue, 'a');
    expect(line).toMatchObject({ id: 'a', notes: 'Fragrance free', directions: TEST_DIRECTIONS, daysSupply: 28, repeats: 2, repeatIntervalDays: null, scriptFile: file });
    const wire = wireLineOf(line!);
    expect(CartItemSchema.parse(wire)).toEqual(wire);
    expect(wire).toMatchObject({ scriptFileName: 'script.pdf', patientId: 'patient-1', repeats: 2, daysSupply: 28 });
    expect(wire).not.toHaveProperty('repeatIntervalDays');
  });

  it('is not made from a form without its method or patient, or off the catalogue', () => {
    expect(cartLineFromForm(form({ scriptMethod: '' }), catalogue, 'a')).toBeNull();
    expect(cartLineFromForm(form({ patient: null }), catalogue, 'a')).toBeNull();
    expect(cartLineFromForm(form({ strength: '99%' }), catalogue, 'a')).toBeNull();
  });

  it('goes from the wire to the checked and the stored shape as OrderItemSchema reads it', () => {
    const wire = wireLine({ daysSupply: 28, repeats: 3, repeatIntervalDays: 21 });
    const { condition, conditionLabel, formula, formulaLabel, strength, amount, description, schedule, storage } = HYDROCORTISONE;
    const entry = { condition, conditionLabel, formula, formulaLabel, strength, amount, description, schedule, storage };
    const checked = checkedLineOf(wire, { entry, s8Prescription: undefined, patient: testPatient(), script: null, escriptToken: null, price: null });
    const stored = storedLineOf(checked, { state: 'original_awaited', dueDate: '2026-03-09' }, null);
    expect(OrderItemSchema.parse(stored)).toEqual(stored);
    expect(stored).toMatchObject({ description, daysSupply: 28, repeats: 3, repeatIntervalDays: 21, script: null });
    expect(stored).not.toHaveProperty('escriptToken');
  });

  it('keeps an S8 prescription of a person with its authority, of an animal without', () => {
    const wire = { s8AuthorityNumber: 'au 123456', repeatIntervalDays: 28 };
    expect(s8PrescriptionOfWire(wire, 'S8', 'person')).toEqual({ authorityNumber: 'AU123456', repeatIntervalDays: 28 });
    expect(s8PrescriptionOfWire(wire, 'S8', 'animal')).toEqual({ repeatIntervalDays: 28 });
    expect(s8PrescriptionOfWire(wire, 'S4', 'person')).toBeUndefined();
  });

  it('comes back to the cart from a stored order without its script or token, and from a saved draft with them', () => {
    const reordered = cartLineFromStored(storedLine({ directions: undefined, quantity: 1000 }), catalogue, 'r');
    expect(reordered).toMatchObject({ directions: '', directionsInCart: true, scriptFile: null, escriptToken: '', quantity: 99 });
    const saved = wireLineOf(cartLine({ scriptMethod: 'upload', scriptFile: file, escriptToken: '1XPR352VP3QCX7BJD6' }));
    const drafted = cartLineFromWire(saved, catalogue, { id: 'd', patient: testPatient(), scriptFile: file });
    expect(drafted).toMatchObject({ escriptToken: '1XPR352VP3QCX7BJD6', scriptFile: file, s8AuthorityNumber: '', repeatIntervalDays: null });
  });

  it('shows a course line with null for no directions, and reads typed whole numbers', () => {
    expect(courseLineOf(storedLine({ directions: undefined }))).toMatchObject({ directions: null });
    expect([wholeNumberOf(''), wholeNumberOf(' 28 '), wholeNumberOf('2.5')]).toEqual([null, 28, Number.NaN]);
  });
});
