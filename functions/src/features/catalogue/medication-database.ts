import type { RequestHandler } from 'express';
import type { MedicationDatabaseResponse } from '@pharmacy/shared';
import { currentCatalogue } from './catalogue.ts';

/**
 * GET /medication-database (approved practitioners and admins): the catalogue in its
 * current shape. Mounted by the orders router, beside the submit route it feeds.
 */
export function medicationDatabase(readStoredCatalogue: () => Promise<unknown>): RequestHandler {
  return async (_req, res) => {
    const body: MedicationDatabaseResponse = { success: true, data: await currentCatalogue(readStoredCatalogue) };
    res.json(body);
  };
}
