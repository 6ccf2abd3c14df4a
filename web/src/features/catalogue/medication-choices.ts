import type { MedicationDatabase } from '@pharmacy/shared';

export const formulasOf = (database: MedicationDatabase, condition: string) => database.formulasByCondition[condition] ?? [];
export const strengthsOf = (database: MedicationDatabase, formula: string) => database.strengthsByFormula[formula] ?? [];
export const amountsOf = (database: MedicationDatabase, formula: string) => database.amountsByFormula[formula] ?? [];
export const descriptionOf = (database: MedicationDatabase, formula: string) => database.descriptionsByFormula[formula] ?? '';

/** How an item is named to the practitioner, e.g. "Hydrocortisone Cream 1% 30g". */
export function productName(item: { formulaLabel: string; strength: string; amount: string }): string {
  return [item.formulaLabel, item.strength, item.amount].filter(Boolean).join(' ');
}
