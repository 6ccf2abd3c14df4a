/** Test helper: a line of the built-in catalogue as a favourite or protocol keeps it, and the callers. */
import type { SavedLine, UserRecord } from '@pharmacy/shared';
import { savedLine } from '@pharmacy/shared/testing';

export const FAVOURITES_NOW = new Date('2026-06-01T00:00:00.000Z');

export const FAVOURITE_USERS = {
  olivia: { firstName: 'Olivia', lastName: 'Bennett', email: 'olivia@clinic.test', role: 'practitioner', status: 'approved' },
  sam: { firstName: 'Sam', lastName: 'Okafor', email: 'sam@clinic.test', role: 'practitioner', status: 'approved' },
  admin: { firstName: 'Pat', lastName: 'Admin', email: 'pat@pharmacy.test', role: 'admin', status: 'approved' },
} satisfies Record<string, UserRecord>;

/** Hydrocortisone Cream 1% 30g as a favourite or protocol keeps it (the order factory's). */
export const HYDROCORTISONE_LINE: SavedLine = savedLine();
