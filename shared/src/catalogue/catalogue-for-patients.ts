/**
 * The catalogue as one prescriber may order from it (decision 048): a prescriber whose
 * patients are people is not offered a formula the catalogue lists for animals only, nor a
 * condition left with no formula. A veterinarian is offered every formula: one listed for
 * people may be prescribed for an animal off-label, under the veterinary cascade (the order
 * form says so beside it). The server refuses an animals-only formula for a person anyway.
 */
import type { PatientKind } from '../patients/index.ts';
import { formulaKindOf, type MedicationDatabase } from './medication-database.ts';

/** Whether a prescriber ordering for `patientKind` may choose this formula. */
export const offeredFor = (database: MedicationDatabase, formula: string, patientKind: PatientKind) =>
  patientKind === 'animal' || formulaKindOf(database, formula).forWhom !== 'animals';

/** Whether the formula is listed for people only while the patient is an animal (the form's off-label note). */
export const offLabelForAnimal = (database: MedicationDatabase, formula: string, patientKind: PatientKind) =>
  patientKind === 'animal' && formulaKindOf(database, formula).forWhom === 'people';

/** The catalogue with only what a prescriber ordering for `patientKind` is offered. */
export function catalogueFor(database: MedicationDatabase, patientKind: PatientKind): MedicationDatabase {
  if (patientKind === 'animal') return database;
  const formulasByCondition = Object.fromEntries(
    Object.entries(database.formulasByCondition).map(([condition, formulas]) => [
      condition,
      formulas.filter((formula) => offeredFor(database, formula.value, patientKind)),
    ]),
  );
  return {
    ...database,
    conditions: database.conditions.filter((condition) => (formulasByCondition[condition.value]?.length ?? 0) > 0),
    formulasByCondition,
  };
}
