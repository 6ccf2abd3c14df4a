import type { RequestHandler } from 'express';
import type { MedicationDatabaseResponse } from '@pharmacy/shared';
import { currentCatalogue } from './catalogue.ts';
import type { OrderDeps } from '../orders/deps.ts';

/** GET /medication-database (approved practitioners and admins): the catalogue in its current shape. */
export function medicationDatabase(deps: OrderDeps): RequestHandler {
  return async (_req, res) => {
    const body: MedicationDatabaseResponse = { success: true, data: await currentCatalogue(deps.readStoredCatalogue) };
    res.json(body);
  };
}
