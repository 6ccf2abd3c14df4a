import { describe, expect, it } from 'vitest';
import { MAIL_SUBMISSION_LABEL, MAX_CART_ITEMS, MAX_ORDER_UPLOAD_BYTES, MAX_QUANTITY, ORDER_MESSAGES, PATIENT_MESSAGES, DIRECTIONS_MESSAGES } from '@pharmacy/shared';
import { cartProblem, cartReducer, scriptLabel, scriptsToUpload, toCartPayload, totalQuantity } from './cart.ts';
import { cartItem, scriptFile } from './test-fixtures.ts';

describe('cart quantities', () => {
  it('never goes below 1 or above the maximum, and stays a whole number', () => {
    const item = cartItem({ quantity: 2 });
    const quantityAfter = (quantity: number) => cartReducer([item], { type: 'quantity', id: item.id, quantity })[0]?.quantity;
    expect(quantityAfter(1)).toBe(1);
    expect(quantityAfter(0)).toBe(1);
    expect(quantityAfter(-3)).toBe(1);
    expect(quantityAfter(MAX_QUANTITY + 1)).toBe(MAX_QUANTITY);
    expect(quantityAfter(2.6)).toBe(3);
    expect(quantityAfter(Number.NaN)).toBe(1);
  });

  it('changes only the item concerned', () => {
    const [first, second] = [cartItem(), cartItem()];
    const cart = cartReducer([first, second], { type: 'quantity', id: second.id, quantity: 5 });
    expect(cart.map((item) => item.quantity)).toEqual([1, 5]);
    expect(totalQuantity(cart)).toBe(6);
  });
});

describe('cart contents', () => {
  it('adds, removes and clears items', () => {
    const [first, second] = [cartItem(), cartItem()];
    let cart = cartReducer([], { type: 'add', items: [first, second] });
    cart = cartReducer(cart, { type: 'remove', id: first.id });
    expect(cart).toEqual([second]);
    expect(cartReducer(cart, { type: 'clear' })).toEqual([]);
  });

  it(`holds at most ${MAX_CART_ITEMS} items`, () => {
    const cart = cartReducer([], { type: 'add', items: Array.from({ length: MAX_CART_ITEMS + 2 }, () => cartItem()) });
    expect(cart).toHaveLength(MAX_CART_ITEMS);
  });

  it('shows the file name of an uploaded script and Mail Submission for a mailed one', () => {
    expect(scriptLabel(cartItem({ scriptMethod: 'upload', scriptFile: scriptFile('rx.png') }))).toBe('rx.png');
    expect(scriptLabel(cartItem({ scriptMethod: 'mail' }))).toBe(MAIL_SUBMISSION_LABEL);
  });
});

describe('a line\u2019s own script choice (decision 069)', () => {
  it('switches a favourite\u2019s line between an upload and the mail, letting go of a file attached before', () => {
    const line = cartItem({ id: 'fav', scriptMethod: 'upload', scriptFile: scriptFile(), scriptInCart: true });
    const mailed = cartReducer([line, cartItem({ id: 'other' })], { type: 'scriptMethod', id: 'fav', method: 'mail' });
    expect(mailed[0]).toMatchObject({ scriptMethod: 'mail', scriptFile: null });
    expect(scriptLabel(mailed[0]!)).toBe(MAIL_SUBMISSION_LABEL);
    expect(mailed[1]).toEqual(cartItem({ id: 'other' }));
    const uploaded = cartReducer(mailed, { type: 'scriptMethod', id: 'fav', method: 'upload' });
    expect(cartProblem(uploaded)).toBe(ORDER_MESSAGES.scriptMissing);
  });
});

describe('before sending the cart', () => {
  it('refuses an upload item that has no script yet, until one is attached', () => {
    const item = cartItem({ scriptMethod: 'upload', scriptFile: null });
    expect(cartProblem([cartItem(), item])).toBe(ORDER_MESSAGES.scriptMissing);
    const attached = cartReducer([item], { type: 'attachScript', id: item.id, file: scriptFile() });
    expect(cartProblem(attached)).toBeNull();
  });

  it('refuses scripts adding up to more than one request may carry', () => {
    const each = MAX_ORDER_UPLOAD_BYTES / 3 + 1;
    const upload = () => cartItem({ scriptMethod: 'upload', scriptFile: scriptFile('rx.pdf', each) });
    expect(cartProblem([upload(), upload(), cartItem({ scriptMethod: 'mail' })])).toBeNull();
    expect(cartProblem([upload(), upload(), upload()])).toBe(ORDER_MESSAGES.uploadTooLarge);
  });

  it('uploads one script per upload item, in cart order', () => {
    const cart = [
      cartItem({ scriptMethod: 'upload', scriptFile: scriptFile('first.pdf') }),
      cartItem({ scriptMethod: 'mail' }),
      cartItem({ scriptMethod: 'upload', scriptFile: scriptFile('second.png') }),
    ];
    expect(scriptsToUpload(cart).map((file) => file.name)).toEqual(['first.pdf', 'second.png']);
  });

  it('sends the item without its key or file, naming the script', () => {
    const payload = toCartPayload(cartItem({ scriptMethod: 'upload', scriptFile: scriptFile('rx.pdf'), quantity: 2 }));
    expect(payload).toEqual({
      condition: 'dermatitis',
      conditionLabel: 'Dermatitis',
      formula: 'hydrocortisone-cream',
      formulaLabel: 'Hydrocortisone Cream',
      strength: '1%',
      amount: '30g',
      description: expect.any(String),
      notes: '',
      directions: 'Apply a thin layer twice daily',
      scriptFileName: 'rx.pdf',
      scriptMethod: 'upload',
      quantity: 2,
      patientId: 'patient-1',
    });
  });

  it('sends a token-only item with its token and no file name, so no file part is expected for it', () => {
    const item = cartItem({ scriptMethod: 'upload', scriptFile: null, escriptToken: '1XPR352VP3QCX7BJD6' });
    expect(toCartPayload(item)).toMatchObject({ scriptFileName: '', scriptMethod: 'upload', escriptToken: '1XPR352VP3QCX7BJD6' });
    expect(scriptLabel(item)).toBe('E-script token');
    expect(scriptsToUpload([item])).toEqual([]);
    expect(cartProblem([item])).toBeNull();
    expect(cartProblem([{ ...item, escriptToken: '' }])).toBe(ORDER_MESSAGES.scriptMissing);
  });

  it('sends the days\' supply only when given, and is not sent while an item copied without directions has none', () => {
    expect(toCartPayload(cartItem({ daysSupply: 28 }))).toMatchObject({ daysSupply: 28 });
    expect(toCartPayload(cartItem())).not.toHaveProperty('daysSupply');
    expect(cartProblem([cartItem({ directions: '', directionsInCart: true })])).toBe(DIRECTIONS_MESSAGES.directionsMissing);
    expect(cartProblem([cartItem({ directions: 'Apply daily', directionsInCart: true })])).toBeNull();
  });

  it('is not sent while an item has no patient', () => {
    expect(cartProblem([cartItem(), cartItem({ patient: null })])).toBe(PATIENT_MESSAGES.patientMissing);
  });
});
