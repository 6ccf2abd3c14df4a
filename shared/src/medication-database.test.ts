import { describe, expect, it } from 'vitest';
import { BUILT_IN_MEDICATION_DATABASE, MedicationDatabaseSchema } from './medication-database.ts';

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
