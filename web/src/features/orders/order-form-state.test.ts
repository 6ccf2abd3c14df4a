import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, ORDER_MESSAGES } from '@pharmacy/shared';
import { EMPTY_ORDER_FORM, orderFormReducer, type OrderFormAction } from './order-form-state.ts';
import { completeForm, patient, scriptFile } from './test-fixtures.ts';

const after = (...actions: OrderFormAction[]) => actions.reduce(orderFormReducer, completeForm({ notes: 'Twice daily' }));

describe('the order form cascade', () => {
  it('a new condition clears the formula, strength, amount and indication', () => {
    const state = after({ type: 'condition', value: 'pain' });
    expect(state).toMatchObject({ condition: 'pain', formula: '', strength: '', amount: '', description: '' });
  });

  it('a new condition keeps what does not depend on it', () => {
    const state = after({ type: 'condition', value: 'pain' });
    expect(state).toMatchObject({ notes: 'Twice daily', scriptMethod: 'upload', quantity: 1 });
    expect(state.scriptFile?.name).toBe('script.pdf');
  });

  it('a new formula clears the strength and amount and shows its indication', () => {
    const state = after({ type: 'formula', value: 'ceramide-barrier-cream', description: 'Barrier cream.' });
    expect(state).toMatchObject({
      condition: 'dermatitis',
      formula: 'ceramide-barrier-cream',
      strength: '',
      amount: '',
      description: 'Barrier cream.',
    });
  });

  it.each<OrderFormAction>([
    { type: 'condition', value: 'pain' },
    { type: 'formula', value: 'ceramide-barrier-cream', description: '' },
    { type: 'strength', value: '2.5%' },
    { type: 'amount', value: '60g' },
    { type: 'notes', value: 'With food' },
    { type: 'scriptMethod', value: 'mail' },
    { type: 'scriptFile', file: scriptFile('other.png', 10, 'image/png') },
    { type: 'quantity', value: 3 },
  ])('any field change ($type) clears the error text', (action) => {
    expect(after({ type: 'refuse', message: ORDER_MESSAGES.selectAmount }, action).error).toBeNull();
  });

  it('a picked file the pharmacy would refuse says so at once', () => {
    const state = after({ type: 'scriptFile', file: scriptFile('notes.txt', 10, 'text/plain') });
    expect(state.error).toBe(ORDER_MESSAGES.scriptType);
  });

  it('says what was done to a reduced photo until another file is chosen or the form is reset', () => {
    const note = 'Photo reduced from 5.2 MB to 0.9 MB to upload faster.';
    const reduced = after({ type: 'scriptFile', file: scriptFile('photo.jpg', 10, 'image/jpeg'), note });
    expect(reduced.scriptNote).toBe(note);
    expect(orderFormReducer(reduced, { type: 'scriptFile', file: null }).scriptNote).toBeNull();
    expect(orderFormReducer(reduced, { type: 'reset', keepPatient: true }).scriptNote).toBeNull();
  });

  it('keeps the quantity a whole number from 1 to the maximum', () => {
    expect(after({ type: 'quantity', value: 0 }).quantity).toBe(1);
    expect(after({ type: 'quantity', value: MAX_QUANTITY + 1 }).quantity).toBe(MAX_QUANTITY);
    expect(after({ type: 'quantity', value: 4 }).quantity).toBe(4);
  });

  it('resets to an empty form with quantity 1', () => {
    expect(after({ type: 'quantity', value: 5 }, { type: 'reset' })).toEqual(EMPTY_ORDER_FORM);
    expect(EMPTY_ORDER_FORM.quantity).toBe(1);
  });

  it('keeps the chosen patient for the next item after Add to Cart, but not after a submit', () => {
    const jane = patient();
    expect(after({ type: 'patient', patient: jane }, { type: 'notes', value: 'x' }, { type: 'reset', keepPatient: true })).toEqual({
      ...EMPTY_ORDER_FORM,
      patient: jane,
    });
    expect(after({ type: 'patient', patient: jane }, { type: 'reset' })).toEqual(EMPTY_ORDER_FORM);
  });
});
