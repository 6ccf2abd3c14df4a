/** The catalogue feature: the medication database practitioners order from, and its Google Sheet sync. */
export { currentCatalogue, findInCatalogue, type CataloguedItem } from './catalogue.ts';
export { readSheetSettings, readStoredCatalogue, replaceCatalogueFromSheet } from './catalogue-store.ts';
export { medicationDatabase } from './medication-database.ts';
export { sheetSyncRouter, type SheetSyncDeps } from './sheet-sync-router.ts';
