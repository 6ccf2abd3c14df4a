/**
 * The catalogue (spec section 5): the admin's medication database (the Google Sheet it
 * syncs from), and reading it: the choices a line offers and a product's name, for the
 * order form, favourites and every screen that names an item.
 */
export { MedicationDatabaseManagement } from './components/medication-database-management.tsx';
export { medicationDatabaseQueryOptions, useMedicationDatabase } from './api/get-medication-database.ts';
export { amountsOf, descriptionOf, formulasOf, productName, strengthsOf } from './medication-choices.ts';
