import { describe, expect, it } from 'vitest';
import { catalogueFor, offLabelForAnimal } from './catalogue-for-patients.ts';
import { BUILT_IN_MEDICATION_DATABASE, findCatalogueEntry } from './medication-database.ts';

const database = BUILT_IN_MEDICATION_DATABASE;

describe('the catalogue a prescriber is offered (decision 048)', () => {
  it('offers a prescriber of people no animals-only formula, and no condition left without a formula', () => {
    const forPeople = catalogueFor(database, 'person');
    const formulas = Object.values(forPeople.formulasByCondition).flat().map((formula) => formula.value);
    expect(formulas).not.toContain('methimazole-transdermal-gel-feline');
    expect(formulas).not.toContain('gabapentin-oral-suspension-veterinary');
    expect(formulas).toContain('custom-formula');
    for (const condition of forPeople.conditions) expect(forPeople.formulasByCondition[condition.value]?.length).toBeGreaterThan(0);
    expect(findCatalogueEntry(forPeople, { condition: 'veterinary', formula: 'methimazole-transdermal-gel-feline', strength: '', amount: '' })).toBeNull();
  });

  it('offers a veterinarian everything, a people-only formula marked off-label', () => {
    expect(catalogueFor(database, 'animal')).toEqual(database);
    expect(offLabelForAnimal(database, 'hydrocortisone-cream', 'animal')).toBe(true);
    expect(offLabelForAnimal(database, 'custom-formula', 'animal')).toBe(false);
    expect(offLabelForAnimal(database, 'hydrocortisone-cream', 'person')).toBe(false);
  });
});
