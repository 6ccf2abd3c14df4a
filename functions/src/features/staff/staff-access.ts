/**
 * Who may act for a prescriber (decision 044): checked on every staff request, as the
 * rules check every read. A removed or ended link, a suspended staff record or a
 * prescriber who is no longer approved ends access from the next request.
 */
import type { RequestHandler, Response } from 'express';
import {
  STAFF_ERROR_CODES,
  STAFF_MESSAGES,
  DocumentIdSchema,
  STAFF_ROLE,
  catalogueFor,
  type MedicationDatabase,
  type MedicationDatabaseResponse,
} from '@pharmacy/shared';
import { callerOf, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import type { StaffAccess } from './staff-record.ts';

export const notWorkingFor = () => new HttpError(403, STAFF_ERROR_CODES.notWorkingFor, STAFF_MESSAGES.notWorkingFor);
const notAPrescriber = () => new HttpError(403, 'forbidden', 'Only an approved prescriber can do this.');

export const isApprovedStaff = (caller: Caller) => caller.role === STAFF_ROLE && caller.status === 'approved';
export const isApprovedPrescriber = (caller: Caller) => caller.role === 'practitioner' && caller.status === 'approved';

/** Use after requireCaller on routes with :prescriberId: an approved staff member with an active link to them. */
export function requireWorkingFor(access: Pick<StaffAccess, 'worksFor'>): RequestHandler {
  return async (req, res, next) => {
    const caller = callerOf(res);
    const prescriberId = DocumentIdSchema.safeParse(req.params.prescriberId);
    if (!isApprovedStaff(caller) || !prescriberId.success || !(await access.worksFor(caller.uid, prescriberId.data))) throw notWorkingFor();
    res.locals.prescriberId = prescriberId.data;
    next();
  };
}

/** The prescriber a staff route acts for (set by requireWorkingFor). */
export function prescriberOf(res: Response): string {
  const uid = res.locals.prescriberId as string | undefined;
  if (!uid) throw new Error('prescriberOf() used on a route without requireWorkingFor');
  return uid;
}

/** Use after requireCaller: inviting and removing staff are the prescriber's own (not an admin's, not a staff member's). */
export const requireApprovedPrescriber: RequestHandler = (_req, res, next) => {
  if (!isApprovedPrescriber(callerOf(res))) throw notAPrescriber();
  next();
};

/**
 * GET /prescribers/:prescriberId/medication-database (after requireWorkingFor): the
 * catalogue the prescriber orders from, for their staff (decision 045), as the prescriber's
 * own dashboard shows it: no animals-only formula for a prescriber of people (decision 048).
 */
export function prescribersCatalogue(readCatalogue: () => Promise<MedicationDatabase>, access: Pick<StaffAccess, 'prescriberPatientKind'>): RequestHandler {
  return async (_req, res) => {
    const [database, kind] = await Promise.all([readCatalogue(), access.prescriberPatientKind(prescriberOf(res))]);
    const body: MedicationDatabaseResponse = { success: true, data: catalogueFor(database, kind) };
    res.json(body);
  };
}
