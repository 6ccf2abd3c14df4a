import type { MedicationDatabase } from '@pharmacy/shared';

/** The catalogue values that identify one orderable product. */
export interface CatalogueChoice {
  condition: string;
  formula: string;
  /** '' when the formula has no strengths. */
  strength: string;
  /** '' when the formula has no amounts. */
  amount: string;
}

/** What the catalogue says about a choice: the labels and indication the practitioner sees. */
export interface CatalogueEntry {
  conditionLabel: string;
  formulaLabel: string;
  description: string;
}

export const formulasOf = (database: MedicationDatabase, condition: string) => database.formulasByCondition[condition] ?? [];
export const strengthsOf = (database: MedicationDatabase, formula: string) => database.strengthsByFormula[formula] ?? [];
export const amountsOf = (database: MedicationDatabase, formula: string) => database.amountsByFormula[formula] ?? [];
export const descriptionOf = (database: MedicationDatabase, formula: string) => database.descriptionsByFormula[formula] ?? '';

/** An option list that is empty means "none needed": the choice must then be ''. */
function offered(options: readonly string[], value: string): boolean {
  return options.length === 0 ? value === '' : options.includes(value);
}

/**
 * The catalogue's entry for a choice, or null when the catalogue does not offer it
 * (the condition is gone, the formula belongs elsewhere, a strength or amount is not sold).
 */
export function findCatalogueEntry(database: MedicationDatabase, choice: CatalogueChoice): CatalogueEntry | null {
  const condition = database.conditions.find((option) => option.value === choice.condition);
  const formula = formulasOf(database, choice.condition).find((option) => option.value === choice.formula);
  if (!condition || !formula) return null;
  if (!offered(strengthsOf(database, formula.value), choice.strength)) return null;
  if (!offered(amountsOf(database, formula.value), choice.amount)) return null;
  return { conditionLabel: condition.label, formulaLabel: formula.label, description: descriptionOf(database, formula.value) };
}

/** How an item is named to the practitioner, e.g. "Hydrocortisone Cream 1% 30g". */
export function productName(item: { formulaLabel: string; strength: string; amount: string }): string {
  return [item.formulaLabel, item.strength, item.amount].filter(Boolean).join(' ');
}
