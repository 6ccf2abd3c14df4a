/**
 * Who may act for a prescriber (decision 044): checked on every staff request, as the
 * rules check every read. A removed or ended link, a suspended staff record or a
 * prescriber who is no longer approved ends access from the next request.
 */
import type { RequestHandler, Response } from 'express';
import {
  CLINIC_TEAM_COLLECTIONS,
  CLINIC_TEAM_ERROR_CODES,
  CLINIC_TEAM_MESSAGES,
  COLLECTIONS,
  DocumentIdSchema,
  STAFF_ROLE,
  catalogueFor,
  patientKindFor,
  staffLinkId,
  type MedicationDatabase,
  type MedicationDatabaseResponse,
  type PatientKind,
} from '@pharmacy/shared';
import { db } from '../../platform/firebase.ts';
import { callerOf, type Caller } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';

export const notWorkingFor = () => new HttpError(403, CLINIC_TEAM_ERROR_CODES.notWorkingFor, CLINIC_TEAM_MESSAGES.notWorkingFor);
const notAPrescriber = () => new HttpError(403, 'forbidden', 'Only an approved prescriber can do this.');

export const isApprovedStaff = (caller: Caller) => caller.role === STAFF_ROLE && caller.status === 'approved';
export const isApprovedPrescriber = (caller: Caller) => caller.role === 'practitioner' && caller.status === 'approved';

/** Whether `staffUid` may work for `prescriberId` right now: an active link, and the prescriber approved. */
export async function worksFor(staffUid: string, prescriberId: string): Promise<boolean> {
  const [link, prescriber] = await db().getAll(
    db().collection(CLINIC_TEAM_COLLECTIONS.staffLinks).doc(staffLinkId(prescriberId, staffUid)),
    db().collection(COLLECTIONS.users).doc(prescriberId),
  );
  return link?.get('status') === 'active' && prescriber?.get('role') === 'practitioner' && prescriber.get('status') === 'approved';
}

/** Whose patients a prescriber has (decision 048): animals for a veterinarian, people otherwise; read from their users record, never the form. */
export async function prescriberPatientKindOf(prescriberId: string): Promise<PatientKind> {
  const number = (await db().collection(COLLECTIONS.users).doc(prescriberId).get()).get('practitionerNumber') as unknown;
  return patientKindFor(typeof number === 'string' ? number : undefined);
}

/** Use after requireCaller on routes with :prescriberId: an approved staff member with an active link to them. */
export const requireWorkingFor: RequestHandler = async (req, res, next) => {
  const caller = callerOf(res);
  const prescriberId = DocumentIdSchema.safeParse(req.params.prescriberId);
  if (!isApprovedStaff(caller) || !prescriberId.success || !(await worksFor(caller.uid, prescriberId.data))) throw notWorkingFor();
  res.locals.prescriberId = prescriberId.data;
  next();
};

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
export function prescribersCatalogue(readCatalogue: () => Promise<MedicationDatabase>): RequestHandler {
  return async (_req, res) => {
    const [database, kind] = await Promise.all([readCatalogue(), prescriberPatientKindOf(prescriberOf(res))]);
    const body: MedicationDatabaseResponse = { success: true, data: catalogueFor(database, kind) };
    res.json(body);
  };
}
