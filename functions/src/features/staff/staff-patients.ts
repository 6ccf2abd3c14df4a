/** A prescriber's patients, kept by their staff (issue 26): the same checks and store as the prescriber's own. */
import type { RequestHandler } from 'express';
import {
  DocumentIdSchema,
  PATIENT_ERROR_CODES,
  PATIENT_MESSAGES,
  patientInputSchema,
  patientKindRefusal,
  type PatientDetails,
  type PatientResponse,
} from '@pharmacy/shared';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { toAustralianE164 } from '../../platform/phone.ts';
import { prescriberOf } from './staff-access.ts';
import type { StaffAccess } from './staff-record.ts';

/** What staff need of the patients store (index.ts passes the patients feature's). */
export interface StaffPatientStore {
  create(prescriberId: string, details: PatientDetails, at: Date): Promise<string>;
  /** `editor`: the staff member, named beside a correction whose field they change (decision 062). */
  update(patientId: string, prescriberId: string, details: PatientDetails, at: Date, editor: { uid: string; email: string }): Promise<'updated' | 'not_found'>;
}

const PatientRequestSchema = patientInputSchema({ phone: toAustralianE164 });
const notTheirPatient = () => new HttpError(404, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.notYourPatient);
const reply = (patientId: string, details: PatientDetails): PatientResponse => ({ success: true, patient: { patientId, ...details } });

/** The prescriber's patients are animals when they are a veterinarian, people otherwise (decision 048): staff save only those. */
async function refuseOtherKind(access: StaffAccess, prescriberId: string, details: PatientDetails): Promise<void> {
  const refusal = patientKindRefusal(details, await access.prescriberPatientKind(prescriberId));
  if (refusal) throw new HttpError(400, refusal.code, refusal.message);
}

/** POST /prescribers/:prescriberId/patients (after requireWorkingFor). */
export function createStaffPatient(store: StaffPatientStore, access: StaffAccess, now: () => Date): RequestHandler {
  return async (req, res) => {
    const details = parseBody(PatientRequestSchema, req.body);
    await refuseOtherKind(access, prescriberOf(res), details);
    const patientId = await store.create(prescriberOf(res), details, now());
    res.status(201).json(reply(patientId, details));
  };
}

/** PUT /prescribers/:prescriberId/patients/:patientId (after requireWorkingFor): only that prescriber's patient. */
export function updateStaffPatient(store: StaffPatientStore, access: StaffAccess, now: () => Date): RequestHandler {
  return async (req, res) => {
    const patientId = DocumentIdSchema.safeParse(req.params.patientId);
    if (!patientId.success) throw notTheirPatient();
    const details = parseBody(PatientRequestSchema, req.body);
    await refuseOtherKind(access, prescriberOf(res), details);
    const caller = callerOf(res);
    const editor = { uid: caller.uid, email: caller.email ?? '' };
    if ((await store.update(patientId.data, prescriberOf(res), details, now(), editor)) === 'not_found') throw notTheirPatient();
    res.json(reply(patientId.data, details));
  };
}
