import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_MEDICATION_DATABASE,
  MedicationDatabaseSchema,
  normaliseMedicationDatabase,
  priceOfChoice,
  splitDosage,
} from './medication-database.ts';
import { UNSTATED_FORMULA_KIND } from './formula-kind.ts';

const db = BUILT_IN_MEDICATION_DATABASE;

describe('the built-in medication database', () => {
  it('has the six conditions of the spec, two formulas each', () => {
    expect(db.conditions.map((c) => c.value)).toEqual(['dermatitis', 'pain', 'hormone', 'paediatric', 'veterinary', 'other']);
    for (const condition of db.conditions) expect(db.formulasByCondition[condition.value]).toHaveLength(2);
  });

  it('keeps a custom formula with no strength or amount under other', () => {
    const custom = db.formulasByCondition.other?.find((f) => f.value === 'custom-formula');
    expect(custom?.label).toBe('Custom Formula');
    expect(db.strengthsByFormula['custom-formula']).toEqual([]);
    expect(db.amountsByFormula['custom-formula']).toEqual([]);
  });

  it('gives every formula its strengths, amounts (in g or mL) and a description', () => {
    const formulas = Object.values(db.formulasByCondition).flat();
    for (const { value } of formulas) {
      expect(db.strengthsByFormula[value], value).toBeDefined();
      expect(db.descriptionsByFormula[value], value).toMatch(/\w/);
      for (const amount of db.amountsByFormula[value] ?? []) expect(amount).toMatch(/^\d+(g|mL)$/);
    }
    expect(new Set(formulas.map((f) => f.value)).size).toBe(formulas.length);
  });

  it('matches the schema the API validates against', () => {
    expect(MedicationDatabaseSchema.parse(db)).toEqual(db);
  });
});

describe('splitting an old-shape dosage', () => {
  it.each([
    ['1% 30g', '1%', '30g'],
    ['5mg/0.1mL 10mL', '5mg/0.1mL', '10mL'],
    ['  Standard Strength   60g ', 'Standard Strength', '60g'],
    ['2.5% 15 g', '2.5%', '15 g'],
    ['50 mg/mL 100 mL', '50 mg/mL', '100 mL'],
    ['10% 30 capsules', '10%', '30 capsules'],
    ['Standard Large', 'Standard', 'Large'],
  ])('%j is strength %j and amount %j', (dosage, strength, amount) => {
    expect(splitDosage(dosage)).toEqual({ strength, amount });
  });

  it.each([
    ['30g', '', '30g'],
    ['100mL', '', '100mL'],
    ['1.5 L', '', '1.5 L'],
    ['5mg/0.1mL', '5mg/0.1mL', ''],
    ['1%', '1%', ''],
    ['Standard', 'Standard', ''],
    ['', '', ''],
  ])('the single or missing part of %j becomes strength %j or amount %j', (dosage, strength, amount) => {
    expect(splitDosage(dosage)).toEqual({ strength, amount });
  });
});

describe('normalising the stored catalogue', () => {
  const oldShape = {
    conditions: [{ label: 'Dermatitis', value: 'dermatitis' }],
    formulasByCondition: {
      dermatitis: [
        { label: 'Hydrocortisone Cream', value: 'hydrocortisone-cream' },
        { label: 'Barrier Cream', value: 'barrier-cream' },
      ],
    },
    dosagesByFormula: { 'hydrocortisone-cream': ['1% 30g', '1% 60g', '2.5% 30g'], 'barrier-cream': ['50g'] },
    descriptionsByFormula: { 'hydrocortisone-cream': 'For inflammatory dermatoses.' },
  };

  it('keeps a catalogue of the current shape as it is, without the fields stored beside it', () => {
    const stored = { ...db, source: 'google-sheet', sheetId: 'abc', updatedAt: new Date() };
    expect(normaliseMedicationDatabase(stored)).toEqual(db);
  });

  it('turns old dosages into distinct strengths and amounts, in the order listed', () => {
    expect(normaliseMedicationDatabase(oldShape)).toEqual({
      conditions: oldShape.conditions,
      formulasByCondition: oldShape.formulasByCondition,
      strengthsByFormula: { 'hydrocortisone-cream': ['1%', '2.5%'], 'barrier-cream': [] },
      amountsByFormula: { 'hydrocortisone-cream': ['30g', '60g'], 'barrier-cream': ['50g'] },
      descriptionsByFormula: { 'hydrocortisone-cream': 'For inflammatory dermatoses.', 'barrier-cream': '' },
      kindsByFormula: { 'hydrocortisone-cream': UNSTATED_FORMULA_KIND, 'barrier-cream': UNSTATED_FORMULA_KIND },
    });
  });

  it('keeps the kinds a stored catalogue has, and refuses one with a kind it does not know', () => {
    const kind = { schedule: 'S8', forWhom: 'people', storage: 'refrigerated' } as const;
    const stored = { ...oldShape, kindsByFormula: { 'hydrocortisone-cream': kind } };
    expect(normaliseMedicationDatabase(stored)?.kindsByFormula).toEqual({
      'hydrocortisone-cream': kind,
      'barrier-cream': UNSTATED_FORMULA_KIND,
    });
    expect(normaliseMedicationDatabase({ ...oldShape, kindsByFormula: { 'barrier-cream': { ...kind, schedule: 'S9' } } })).toBeNull();
  });

  it('prefers lists of the current shape over old dosages of the same formula', () => {
    const mixed = { ...oldShape, strengthsByFormula: { 'hydrocortisone-cream': ['0.5%'] } };
    const normalised = normaliseMedicationDatabase(mixed);
    expect(normalised?.strengthsByFormula['hydrocortisone-cream']).toEqual(['0.5%']);
    expect(normalised?.amountsByFormula['hydrocortisone-cream']).toEqual(['30g', '60g']);
  });

  it('gives a condition without formulas an empty list, and drops formulas of unlisted conditions', () => {
    const normalised = normaliseMedicationDatabase({
      conditions: [{ label: 'Pain', value: 'pain' }],
      formulasByCondition: { other: [{ label: 'Custom Formula', value: 'custom-formula' }] },
    });
    expect(normalised).toEqual({
      conditions: [{ label: 'Pain', value: 'pain' }],
      formulasByCondition: { pain: [] },
      strengthsByFormula: {},
      amountsByFormula: {},
      descriptionsByFormula: {},
      kindsByFormula: {},
    });
  });

  it.each([
    ['nothing', null],
    ['a string', 'catalogue'],
    ['no conditions', { ...oldShape, conditions: [] }],
    ['a condition without a value', { ...oldShape, conditions: [{ label: 'Pain' }] }],
    ['dosages that are not lists', { ...oldShape, dosagesByFormula: { 'hydrocortisone-cream': '1% 30g' } }],
  ])('cannot read %s as a catalogue', (_label, stored) => {
    expect(normaliseMedicationDatabase(stored)).toBeNull();
  });
});

describe('the catalogue’s prices (decision 077)', () => {
  it('are kept through normalising, and price a line by its most specific price', () => {
    const stored = { ...BUILT_IN_MEDICATION_DATABASE };
    const catalogue = normaliseMedicationDatabase(stored)!;
    expect(catalogue.pricesByFormula).toEqual(BUILT_IN_MEDICATION_DATABASE.pricesByFormula);
    expect(priceOfChoice(catalogue, 'hydrocortisone-cream', '1%', '30g')).toEqual({ unitCents: 3450, gst: 'gst_free' });
    expect(priceOfChoice(catalogue, 'hydrocortisone-cream', '2.5%', '60g')).toEqual({ unitCents: 5800, gst: 'gst_free' });
  });

  it('leave the custom formula priced by the pharmacy, and every other built-in choice priced', () => {
    const database = BUILT_IN_MEDICATION_DATABASE;
    expect(priceOfChoice(database, 'custom-formula', '', '')).toBeNull();
    for (const formula of Object.values(database.formulasByCondition).flat()) {
      if (formula.value === 'custom-formula') continue;
      for (const strength of database.strengthsByFormula[formula.value]!.length ? database.strengthsByFormula[formula.value]! : ['']) {
        for (const amount of database.amountsByFormula[formula.value]!) {
          expect(priceOfChoice(database, formula.value, strength, amount), `${formula.value} ${strength} ${amount}`).not.toBeNull();
        }
      }
    }
  });

  it('read a catalogue stored without prices as priced by the pharmacy', () => {
    const { pricesByFormula: _none, ...unpriced } = BUILT_IN_MEDICATION_DATABASE;
    const catalogue = normaliseMedicationDatabase(unpriced)!;
    expect(catalogue.pricesByFormula).toBeUndefined();
    expect(priceOfChoice(catalogue, 'hydrocortisone-cream', '1%', '30g')).toBeNull();
  });
});
