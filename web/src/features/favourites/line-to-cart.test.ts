import { describe, expect, it } from 'vitest';
import { BUILT_IN_MEDICATION_DATABASE, FAVOURITE_MESSAGES, MAX_CART_ITEMS, type MedicationDatabase, type PatientSnapshot, type SavedLine } from '@pharmacy/shared';
import { lineProblem, lineToCart, linesToCart } from './line-to-cart.ts';
import { SHORTCUT_MESSAGES, shortcutNotice } from './shortcut-notice.ts';

const database = BUILT_IN_MEDICATION_DATABASE;
const person = (patientId: string, givenName: string): PatientSnapshot => ({
  patientId,
  givenName,
  familyName: 'Citizen',
  dateOfBirth: '1980-03-15',
  phone: null,
  notes: null,
  delivery: { method: 'pickup' },
});
const jane = person('patient-jane', 'Jane');
const john = person('patient-john', 'John');

const eczema: SavedLine = {
  condition: 'dermatitis',
  conditionLabel: 'Dermatitis (as saved)',
  formula: 'hydrocortisone-cream',
  formulaLabel: 'Hydrocortisone Cream',
  strength: '1%',
  amount: '30g',
  directions: 'Apply thinly twice daily',
  notes: 'Fragrance free',
};
const knee: SavedLine = { ...eczema, condition: 'pain', conditionLabel: 'Pain', formula: 'diclofenac-transdermal-gel', formulaLabel: 'Diclofenac Transdermal Gel', strength: '5%', amount: '30g' };

/** The catalogue after a sync that dropped hydrocortisone. */
const withoutHydrocortisone: MedicationDatabase = {
  ...database,
  formulasByCondition: { ...database.formulasByCondition, dermatitis: database.formulasByCondition.dermatitis!.filter((option) => option.value !== 'hydrocortisone-cream') },
};

let ids = 0;
const newId = () => `line-${(ids += 1)}`;

describe('a favourite in the cart', () => {
  it('one favourite used for two patients makes two cart lines, one for each, with the catalogue\u2019s labels', () => {
    const forJane = lineToCart(eczema, { database, patient: jane, id: 'a' });
    const forJohn = lineToCart({ ...eczema, daysSupply: 28 }, { database, patient: john, id: 'b' });
    expect(forJane).toEqual({
      item: expect.objectContaining({
        id: 'a',
        condition: 'dermatitis',
        conditionLabel: 'Dermatitis',
        formula: 'hydrocortisone-cream',
        strength: '1%',
        amount: '30g',
        notes: 'Fragrance free',
        directions: 'Apply thinly twice daily',
        daysSupply: null,
        // Its one script choice is made on the cart line (decision 069): an upload until switched to mail there.
        scriptMethod: 'upload',
        scriptInCart: true,
        scriptFile: null,
        escriptToken: '',
        quantity: 1,
        patient: jane,
      }),
    });
    expect(forJohn).toEqual({ item: expect.objectContaining({ id: 'b', patient: john, scriptMethod: 'upload', directions: 'Apply thinly twice daily', daysSupply: 28 }) });
  });

  it('a line whose formula left the catalogue is shown unavailable and never added', () => {
    expect(lineProblem(eczema, withoutHydrocortisone)).toBe('Unavailable: no longer in the medication database (the formula is no longer offered).');
    expect(lineToCart(eczema, { database: withoutHydrocortisone, patient: jane, id: 'a' })).toEqual({
      problem: 'Unavailable: no longer in the medication database (the formula is no longer offered).',
    });
  });

  it('a strength no longer sold is not swapped for another', () => {
    const noOnePercent = { ...database, strengthsByFormula: { ...database.strengthsByFormula, 'hydrocortisone-cream': ['0.5%', '2.5%'] } };
    expect(lineToCart(eczema, { database: noOnePercent, patient: jane, id: 'a' })).toEqual({
      problem: 'Unavailable: no longer in the medication database (this strength is no longer offered).',
    });
  });

  it('a Schedule 8 formula goes through the form, with its authority number', () => {
    const s8 = { ...database, kindsByFormula: { ...database.kindsByFormula, 'hydrocortisone-cream': { schedule: 'S8' as const, forWhom: 'people' as const, storage: null } } };
    expect(lineProblem(eczema, s8)).toBe(FAVOURITE_MESSAGES.schedule8);
  });
});

describe('a protocol in the cart', () => {
  it('adds the lines still offered, and names the ones that are not', () => {
    const added = linesToCart(
      [
        { line: eczema, name: 'Hydrocortisone Cream 1% 30g' },
        { line: knee, name: 'Diclofenac Transdermal Gel 5% 30g' },
      ],
      { database: withoutHydrocortisone, patient: jane, cart: [], newId },
    );
    expect(added.items.map((item) => item.formula)).toEqual(['diclofenac-transdermal-gel']);
    expect(added.refused).toEqual(['Hydrocortisone Cream 1% 30g']);
    expect(shortcutNotice(added, jane)).toBe(
      `Added 1 line to the cart for Jane Citizen (DOB 15/03/1980). ${SHORTCUT_MESSAGES.refused(['Hydrocortisone Cream 1% 30g'])} ${SHORTCUT_MESSAGES.attachScripts}`,
    );
  });

  it('adds no more than the cart holds', () => {
    const full = linesToCart([{ line: knee, name: 'Knee' }], { database, patient: jane, cart: Array(MAX_CART_ITEMS).fill({}), newId });
    expect(full).toMatchObject({ items: [], overflow: 1 });
  });
});
