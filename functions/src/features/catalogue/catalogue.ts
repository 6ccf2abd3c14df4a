/**
 * The catalogue practitioners order from. GET /medication-database serves it and
 * every submitted item is checked against it, so an order holds only what the
 * dashboard offered, with the catalogue's own labels and description.
 */
import * as logger from 'firebase-functions/logger';
import {
  BUILT_IN_MEDICATION_DATABASE,
  findCatalogueEntry,
  normaliseMedicationDatabase,
  type CatalogueChoice,
  type FormulaSchedule,
  type FormulaStorage,
  type MedicationDatabase,
  type OrderItem,
} from '@pharmacy/shared';

/**
 * The stored catalogue in the current shape; the built-in one when none is stored or
 * the stored one cannot be read, so practitioners can still order (and the logs say why).
 */
export async function currentCatalogue(readStored: () => Promise<unknown>): Promise<MedicationDatabase> {
  const stored = await readStored();
  if (stored === null) {
    logger.warn('No medication database is stored; serving the built-in one');
    return BUILT_IN_MEDICATION_DATABASE;
  }
  const catalogue = normaliseMedicationDatabase(stored);
  if (!catalogue) {
    logger.error('The stored medication database cannot be read; serving the built-in one');
    return BUILT_IN_MEDICATION_DATABASE;
  }
  return catalogue;
}

/** A catalogue choice with its labels and description: what an order item keeps of the catalogue. */
export type CataloguedItem = Pick<
  OrderItem,
  'condition' | 'conditionLabel' | 'formula' | 'formulaLabel' | 'strength' | 'amount' | 'description'
> & { schedule: FormulaSchedule | null; storage: FormulaStorage | null };

/**
 * The choice with its labels and description from the catalogue, or null when the
 * catalogue does not offer it (the same rule the dashboard applies before adding to the cart).
 */
export function findInCatalogue(catalogue: MedicationDatabase, choice: CatalogueChoice): CataloguedItem | null {
  const entry = findCatalogueEntry(catalogue, choice);
  if (!entry) return null;
  const { condition, formula, strength, amount } = choice;
  const { conditionLabel, formulaLabel, description, schedule, storage } = entry;
  // The schedule and storage are copied onto the order (decision 042); a later sync cannot change them there.
  return { condition, formula, strength, amount, conditionLabel, formulaLabel, description, schedule, storage };
}
