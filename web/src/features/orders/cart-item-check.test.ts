import { describe, expect, it } from 'vitest';
import {
  COURSE_MESSAGES,
  DIRECTIONS_MESSAGES,
  ESCRIPT_CLAIM_MESSAGES,
  ESCRIPT_TOKEN_MESSAGES,
  MAX_CART_ITEMS,
  MAX_SCRIPT_BYTES,
  ORDER_MESSAGES,
  PATIENT_MESSAGES,
  S8_MESSAGES,
} from '@pharmacy/shared';
import { cartItemFromForm, validateCartItem } from './cart-item-check.ts';
import { EMPTY_ORDER_FORM, type OrderFormState } from './order-form-state.ts';
import { cartItem, catalogue, completeForm, patient, scriptFile } from './test-fixtures.ts';

const check = (form = completeForm(), cart = [cartItem()]) => validateCartItem(form, catalogue, cart);

describe('add-to-cart checks', () => {
  it('asks for each missing choice in the spec order, one at a time', () => {
    const messages: (string | null)[] = [];
    let form: OrderFormState = { ...EMPTY_ORDER_FORM };
    const steps = [
      { condition: 'dermatitis' },
      { formula: 'hydrocortisone-cream' },
      { strength: '1%' },
      { amount: '30g' },
      { scriptMethod: 'upload' as const },
      { scriptFile: scriptFile() },
      { directions: 'Ap' },
      { directions: '  Apply a thin layer twice daily  ' },
      { patient: patient() },
    ];
    messages.push(check(form));
    for (const step of steps) {
      form = { ...form, ...step };
      messages.push(check(form));
    }
    expect(messages).toEqual([
      ORDER_MESSAGES.selectCondition,
      ORDER_MESSAGES.selectFormula,
      ORDER_MESSAGES.selectStrength,
      ORDER_MESSAGES.selectAmount,
      ORDER_MESSAGES.selectScriptMethod,
      ORDER_MESSAGES.attachScript,
      DIRECTIONS_MESSAGES.directionsMissing,
      DIRECTIONS_MESSAGES.directionsTooShort,
      PATIENT_MESSAGES.choosePatient,
      null,
    ]);
  });

  it('takes directions of 3 to 500 characters and an optional whole days\' supply, and keeps them trimmed on the item', () => {
    expect(check(completeForm({ directions: 'x'.repeat(501) }))).toBe(DIRECTIONS_MESSAGES.directionsTooLong);
    expect(check(completeForm({ directions: 'x'.repeat(500) }))).toBeNull();
    for (const daysSupply of ['0', '366', '2.5', 'ten']) expect(check(completeForm({ daysSupply }))).toBe(DIRECTIONS_MESSAGES.daysSupply);
    expect(check(completeForm({ daysSupply: ' 28 ' }))).toBeNull();
    const item = cartItemFromForm(completeForm({ directions: ' Apply at night ', daysSupply: '28' }), catalogue, 'id');
    expect(item).toMatchObject({ directions: 'Apply at night', daysSupply: 28 });
    expect(cartItemFromForm(completeForm(), catalogue, 'id')).toMatchObject({ daysSupply: null });
  });

  it('does not ask for a strength or amount a formula does not have', () => {
    const custom = completeForm({ condition: 'other', formula: 'custom-formula', strength: '', amount: '', scriptMethod: '' });
    expect(check(custom)).toBe(ORDER_MESSAGES.selectScriptMethod);
    // The sugar-free base has amounts but no strengths.
    const base = completeForm({ condition: 'other', formula: 'sugar-free-oral-liquid-base', strength: '', amount: '' });
    expect(check(base)).toBe(ORDER_MESSAGES.selectAmount);
  });

  it('needs no file for a script sent by mail', () => {
    expect(check(completeForm({ scriptMethod: 'mail', scriptFile: null }))).toBeNull();
  });

  it('refuses a script of the wrong type or over the size limit', () => {
    expect(check(completeForm({ scriptFile: scriptFile('scan.heic', 10, 'image/heic') }))).toBe(ORDER_MESSAGES.scriptType);
    expect(check(completeForm({ scriptFile: scriptFile('big.pdf', MAX_SCRIPT_BYTES + 1) }))).toBe(ORDER_MESSAGES.scriptTooLarge);
  });

  it('refuses a choice the catalogue does not offer', () => {
    expect(check(completeForm({ strength: '7%' }))).toBe(ORDER_MESSAGES.notInCatalogue);
  });

  it('refuses an item for a full cart before asking for anything else', () => {
    const fullCart = Array.from({ length: MAX_CART_ITEMS }, () => cartItem());
    expect(check(EMPTY_ORDER_FORM, fullCart)).toBe(ORDER_MESSAGES.tooManyItems);
    expect(check(completeForm(), fullCart.slice(1))).toBeNull();
  });
});

describe('the cart item made from the form', () => {
  it('carries the catalogue labels and indication, and the trimmed notes', () => {
    const item = cartItemFromForm(completeForm({ notes: '  Apply twice daily  ', quantity: 2 }), catalogue, 'new-item');
    expect(item).toMatchObject({
      id: 'new-item',
      conditionLabel: 'Dermatitis',
      formulaLabel: 'Hydrocortisone Cream',
      strength: '1%',
      amount: '30g',
      description: catalogue.descriptionsByFormula['hydrocortisone-cream'],
      notes: 'Apply twice daily',
      scriptMethod: 'upload',
      quantity: 2,
    });
    expect(item?.scriptFile?.name).toBe('script.pdf');
  });

  it('drops a file picked before switching to Send Via Mail', () => {
    expect(cartItemFromForm(completeForm({ scriptMethod: 'mail' }), catalogue, 'x')?.scriptFile).toBeNull();
  });
});

describe('Upload E-Script with an e-script token', () => {
  it('takes the token alone, or with a copy of the script; neither gets the spec message', () => {
    expect(check(completeForm({ scriptFile: null, escriptToken: '1XPR352VP3QCX7BJD6' }))).toBeNull();
    expect(check(completeForm({ escriptToken: 'https://ad2.erx.com.au/scripts/1XPR352VP3QCX7BJD6' }))).toBeNull();
    expect(check(completeForm({ scriptFile: null, escriptToken: '  ' }))).toBe(ORDER_MESSAGES.attachScript);
  });

  it('refuses a token that is not one, even with a file', () => {
    expect(check(completeForm({ escriptToken: 'see attached' }))).toBe(ESCRIPT_TOKEN_MESSAGES.invalid);
  });

  it('keeps the token, trimmed, on an upload item only', () => {
    expect(cartItemFromForm(completeForm({ scriptFile: null, escriptToken: ' 1XPR352VP3QCX7BJD6 ' }), catalogue, 'x')?.escriptToken).toBe('1XPR352VP3QCX7BJD6');
    expect(cartItemFromForm(completeForm({ scriptMethod: 'mail', escriptToken: '1XPR352VP3QCX7BJD6' }), catalogue, 'x')?.escriptToken).toBe('');
  });
});

describe('a Schedule 8 formula', () => {
  const s8Catalogue = {
    ...catalogue,
    kindsByFormula: { ...catalogue.kindsByFormula, 'hydrocortisone-cream': { schedule: 'S8', forWhom: 'people', storage: 'refrigerated' } as const },
  };
  const token = '1XPR352VP3QCX7BJD6';
  const s8Form = (overrides: Partial<OrderFormState> = {}) =>
    completeForm({ scriptFile: null, escriptToken: token, s8AuthorityNumber: 'au 123456', repeatIntervalDays: '28', ...overrides });
  const checkS8 = (form: OrderFormState, cart = [cartItem()]) => validateCartItem(form, s8Catalogue, cart);

  it('asks for the authority number, then the interval, then a token or the post, each with its own message', () => {
    expect(checkS8(s8Form({ s8AuthorityNumber: '' }))).toBe(S8_MESSAGES.authorityMissing);
    expect(checkS8(s8Form({ s8AuthorityNumber: 'CNS 1234' }))).toBe(S8_MESSAGES.authorityFormat);
    expect(checkS8(s8Form({ repeatIntervalDays: '' }))).toBe(S8_MESSAGES.intervalMissing);
    expect(checkS8(s8Form({ repeatIntervalDays: '2.5' }))).toBe(S8_MESSAGES.intervalFormat);
    expect(checkS8(s8Form({ escriptToken: '', scriptFile: scriptFile() }))).toBe(S8_MESSAGES.uploadAlone);
    expect(checkS8(s8Form())).toBeNull();
    expect(checkS8(s8Form({ scriptMethod: 'mail', escriptToken: '' }))).toBeNull();
  });

  it('puts the authority in its stored form and the interval in days on the cart item', () => {
    expect(cartItemFromForm(s8Form(), s8Catalogue, 'item-1')).toMatchObject({
      schedule: 'S8',
      storage: 'refrigerated',
      s8AuthorityNumber: 'AU123456',
      repeatIntervalDays: 28,
    });
  });

  it('keeps no authority on an item of another schedule, but its minimum interval, which any item may set (decision 052)', () => {
    expect(cartItemFromForm(s8Form(), catalogue, 'item-1')).toMatchObject({ schedule: 'S4', s8AuthorityNumber: '', repeatIntervalDays: 28 });
    expect(cartItemFromForm(s8Form({ repeatIntervalDays: '' }), catalogue, 'item-1')).toMatchObject({ repeatIntervalDays: null });
  });

  it('takes repeats from 0 to 11 and an ordinary item\'s interval from 1 to 365 days', () => {
    expect(check(completeForm({ repeats: '12' }))).toBe(COURSE_MESSAGES.repeats);
    expect(check(completeForm({ repeats: 'two' }))).toBe(COURSE_MESSAGES.repeats);
    expect(check(completeForm({ repeatIntervalDays: '0' }))).toBe(S8_MESSAGES.intervalFormat);
    expect(cartItemFromForm(completeForm({ repeats: '5', repeatIntervalDays: '28' }), catalogue, 'id')).toMatchObject({ repeats: 5, repeatIntervalDays: 28 });
  });

  it('asks an animal\u2019s S8 item for its interval and a token or the post, but no authority (decision 048)', () => {
    const dog = patient({ kind: 'animal', animal: { name: 'Biscuit', species: 'Dog', weightKg: 32.5 }, dateOfBirth: '' });
    expect(checkS8(s8Form({ patient: dog, s8AuthorityNumber: '' }))).toBeNull();
    expect(checkS8(s8Form({ patient: dog, s8AuthorityNumber: '', repeatIntervalDays: '' }))).toBe(S8_MESSAGES.intervalMissing);
    expect(checkS8(s8Form({ patient: dog, s8AuthorityNumber: '', escriptToken: '', scriptFile: scriptFile() }))).toBe(S8_MESSAGES.uploadAlone);
    // What was typed into the authority before the dog was chosen is not kept.
    expect(cartItemFromForm(s8Form({ patient: dog }), s8Catalogue, 'item-1')).toMatchObject({ s8AuthorityNumber: '', repeatIntervalDays: 28 });
  });

  it('refuses a token already on another item of the cart', () => {
    expect(checkS8(s8Form({ escriptToken: '1xpr 352v p3qc x7bj d6' }), [cartItem({ scriptMethod: 'upload', escriptToken: token })])).toBe(
      ESCRIPT_CLAIM_MESSAGES.repeatedInOrder,
    );
  });
});
