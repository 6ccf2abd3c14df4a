/**
 * Once per browser run, before any worker starts: remembers the stored catalogue and
 * the connected sheet, and puts both back after the last worker has finished. The sync
 * stories run in several workers at once, so a file's own beforeAll could remember
 * another file's test sheet and "restore" that; here nothing else is running yet.
 */
import { closeAdmin } from '../support/admin.ts';
import { rememberCatalogue } from '../support/sheets.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const restoreCatalogue = await rememberCatalogue();
  return async () => {
    await restoreCatalogue();
    await closeAdmin();
  };
}
