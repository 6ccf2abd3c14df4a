import { describe, expect, it } from 'vitest';
import { MAX_CART_ITEMS, ORDER_MESSAGES } from '@pharmacy/shared';
import { REORDER_MESSAGES, reorderItems, reorderNotice } from './reorder.ts';
import { cartItem, catalogue, order, orderItem, patient } from './test-fixtures.ts';

let ids = 0;
const newId = () => `copy-${++ids}`;

describe('reorder from an earlier request', () => {
  it('keeps the patient each item was for', () => {
    const jo = patient({ patientId: 'patient-2', givenName: 'Jo' });
    const result = reorderItems(order([orderItem(), orderItem({ patient: jo })]), catalogue, [], newId);
    expect(result.items.map((item) => item.patient)).toEqual([patient(), jo]);
    expect(reorderNotice(result)).toBeNull();
  });

  it('asks for the patient of an item sent before items named their patient', () => {
    const result = reorderItems(order([orderItem({ patient: undefined })]), catalogue, [], newId);
    expect(result.items[0]?.patient).toBeNull();
    expect(reorderNotice(result)).toBe(REORDER_MESSAGES.choosePatients);
  });

  it('copies each item with the current catalogue labels and indication', () => {
    const result = reorderItems(order([orderItem({ formulaLabel: 'An old name' })]), catalogue, [], newId);
    expect(result.unavailable).toEqual([]);
    expect(result.items).toEqual([
      expect.objectContaining({
        condition: 'pain',
        conditionLabel: 'Pain',
        formula: 'lidocaine-topical-cream',
        formulaLabel: 'Lidocaine Topical Cream',
        strength: '5%',
        amount: '30g',
        description: catalogue.descriptionsByFormula['lidocaine-topical-cream'],
        notes: 'Apply sparingly',
        directions: 'Apply to the painful area three times daily',
        daysSupply: 30,
        scriptMethod: 'mail',
        scriptFile: null,
        quantity: 2,
      }),
    ]);
    expect(reorderNotice(result)).toBeNull();
  });

  it('asks in the cart for the directions of an item sent before directions were asked for', () => {
    const result = reorderItems(order([orderItem({ directions: undefined, daysSupply: undefined })]), catalogue, [], newId);
    expect(result.items[0]).toMatchObject({ directions: '', daysSupply: null, directionsInCart: true });
    expect(reorderNotice(result)).toBe(REORDER_MESSAGES.addDirections);
  });

  it('brings an uploaded item back without its script, so it needs a new one', () => {
    const uploaded = orderItem({
      scriptMethod: 'upload',
      script: { storagePath: 'order-scripts/x/0-rx.pdf', fileName: 'rx.pdf', contentType: 'application/pdf', size: 10 },
    });
    const result = reorderItems(order([uploaded]), catalogue, [], newId);
    expect(result.items[0]).toMatchObject({ scriptMethod: 'upload', scriptFile: null });
    expect(reorderNotice(result)).toBe(REORDER_MESSAGES.attachScripts);
  });

  it('skips items the catalogue no longer offers and names them', () => {
    const result = reorderItems(
      order([
        orderItem({ formula: 'retired-formula', formulaLabel: 'Retired Gel', strength: '', amount: '50g' }),
        orderItem(),
        orderItem({ strength: '7%' }),
        orderItem({ condition: 'dermatitis' }),
      ]),
      catalogue,
      [],
      newId,
    );
    expect(result.items.map((item) => item.formula)).toEqual(['lidocaine-topical-cream']);
    expect(result.unavailable).toEqual(['Retired Gel 50g', 'Lidocaine Topical Cream 7% 30g', 'Lidocaine Topical Cream 5% 30g']);
    expect(reorderNotice(result)).toBe(
      REORDER_MESSAGES.unavailable(['Retired Gel 50g', 'Lidocaine Topical Cream 7% 30g', 'Lidocaine Topical Cream 5% 30g']),
    );
  });

  it('fills the cart only up to its limit', () => {
    const almostFull = Array.from({ length: MAX_CART_ITEMS - 1 }, () => cartItem());
    const result = reorderItems(order([orderItem(), orderItem({ amount: '60g' })]), catalogue, almostFull, newId);
    expect(result.items.map((item) => item.amount)).toEqual(['30g']);
    expect(result.overflow).toBe(1);
    expect(reorderNotice(result)).toBe(ORDER_MESSAGES.tooManyItems);
  });
});
