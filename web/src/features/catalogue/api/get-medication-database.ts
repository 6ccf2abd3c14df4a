import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  BUILT_IN_MEDICATION_DATABASE,
  MedicationDatabaseResponseSchema,
  ORDER_API_PATHS,
  prescriberCataloguePath,
  type MedicationDatabase,
} from '@pharmacy/shared';
import { getJson, replyBody } from '@/lib/api-reply.ts';
import { reachApi } from '@/lib/reach-api.ts';

/** GET /api/medication-database as the signed-in practitioner or admin, or a staff member's for the prescriber they work for. */
export async function getMedicationDatabase(actingFor?: string): Promise<MedicationDatabase> {
  const path = actingFor ? prescriberCataloguePath(actingFor) : ORDER_API_PATHS.medicationDatabase;
  const reply = await reachApi((idToken) => getJson(path, idToken));
  return replyBody(reply, MedicationDatabaseResponseSchema).data;
}

export type CatalogueState =
  | { status: 'loading' }
  /** fallback: the server's catalogue could not be had, so the built-in one is in use (spec section 8). */
  | { status: 'ready'; database: MedicationDatabase; fallback: boolean };

/**
 * The catalogue's read: a staff member's is keyed by the prescriber they work for, so it is
 * never confused with the caller's own. Shared with the dashboard's read ahead (decision 086).
 */
export const medicationDatabaseQueryOptions = (actingFor?: string) =>
  queryOptions({ queryKey: ['medication-database', actingFor ?? 'own'], queryFn: () => getMedicationDatabase(actingFor) });

/** The catalogue to order from: the server's, or on any failure the built-in one. */
export function useMedicationDatabase(actingFor?: string): CatalogueState {
  const query = useQuery(medicationDatabaseQueryOptions(actingFor));
  if (query.data) return { status: 'ready', database: query.data, fallback: false };
  if (query.isError) return { status: 'ready', database: BUILT_IN_MEDICATION_DATABASE, fallback: true };
  return { status: 'loading' };
}
