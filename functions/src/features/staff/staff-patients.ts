/** A prescriber's patients, kept by their staff (issue 26): the same checks and store as the prescriber's own. */
import type { RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  DocumentIdSchema,
  PATIENT_SEARCH_LIMIT,
  PATIENT_SEARCH_PARAM,
  patientDetailsOf,
  patientName,
  patientSearchTerm,
  type PatientSnapshot,
  PATIENT_ERROR_CODES,
  PATIENT_MESSAGES,
  patientInputSchema,
  patientKindRefusal,
  type PatientDetails,
  type PatientResponse,
} from '@pharmacy/shared';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { toAustralianE164 } from '../../platform/phone.ts';
import { prescriberOf } from './staff-access.ts';
import type { StaffAccess } from './staff-record.ts';

/** What staff need of the patients store (index.ts passes the patients feature's). */
/** A stored patient as the search answers it: the details are read from it (patientDetailsOf). */
type PatientRecordLike = PatientDetails;

/** Who wrote, recorded with the write (issue 32, decision 064). */
type Writer = { actorUid: string; actorEmail: string };

export interface StaffPatientStore {
  /** The prescriber's patients matching the search term, by family name (decision 064). */
  search(prescriberId: string, term: string, limit: number): Promise<Map<string, PatientRecordLike>>;
  /** Staff writes are recorded with who (the writer) in the same transaction (decision 064). */
  create(prescriberId: string, details: PatientDetails, at: Date, writer: Writer): Promise<string>;
  /** `editor`: the staff member, named beside a correction whose field they change (decision 062); `writer`: recorded as `patient.edit`. */
  update(patientId: string, prescriberId: string, details: PatientDetails, at: Date, editor: { uid: string; email: string }, writer: Writer): Promise<'updated' | 'not_found'>;
}

const PatientRequestSchema = patientInputSchema({ phone: toAustralianE164 });
const notTheirPatient = () => new HttpError(404, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.notYourPatient);
const reply = (patientId: string, details: PatientDetails): PatientResponse => ({ success: true, patient: { patientId, ...details } });

/** The prescriber's patients are animals when they are a veterinarian, people otherwise (decision 048): staff save only those. */
async function refuseOtherKind(access: StaffAccess, prescriberId: string, details: PatientDetails): Promise<void> {
  const refusal = patientKindRefusal(details, await access.prescriberPatientKind(prescriberId));
  if (refusal) throw new HttpError(400, refusal.code, refusal.message);
}

/**
 * GET /prescribers/:prescriberId/patients?search= (after requireWorkingFor): the prescriber's
 * patients whose name or date of birth starts with what was typed, as the order form's and
 * the Patients section's finder shows them. Staff no longer read patients from Firestore
 * (issue 32, decision 064): each patient shown is recorded in the access log (access.patient,
 * folded per patient, person and 10 minutes like an admin's look) before the answer, so
 * "who has seen this patient" and the breach register include staff.
 */
export function searchStaffPatients(store: StaffPatientStore, recordAccess: (record: AuditRecord) => Promise<void>): RequestHandler {
  return async (req, res) => {
    const typed = typeof req.query[PATIENT_SEARCH_PARAM] === 'string' ? req.query[PATIENT_SEARCH_PARAM] : '';
    const term = patientSearchTerm(typed.slice(0, 200));
    const found = term === '' ? new Map<string, PatientDetails>() : await store.search(prescriberOf(res), term, PATIENT_SEARCH_LIMIT);
    const patients: PatientSnapshot[] = [...found].map(([patientId, patient]) => ({ patientId, ...patientDetailsOf(patient) }));
    const actor = actorOf(callerOf(res));
    await Promise.all(
      patients.map((patient) =>
        recordAccess({
          action: AUDIT_ACTIONS.accessPatient,
          ...actor,
          target: { type: 'patient', id: patient.patientId, label: patientName(patient) },
          patientIds: [patient.patientId],
          details: { view: 'staff-search', prescriberId: prescriberOf(res) },
        }),
      ),
    );
    res.json({ patients });
  };
}

/** POST /prescribers/:prescriberId/patients (after requireWorkingFor). */
export function createStaffPatient(store: StaffPatientStore, access: StaffAccess, now: () => Date): RequestHandler {
  return async (req, res) => {
    const details = parseBody(PatientRequestSchema, req.body);
    await refuseOtherKind(access, prescriberOf(res), details);
    const patientId = await store.create(prescriberOf(res), details, now(), actorOf(callerOf(res)));
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
    if ((await store.update(patientId.data, prescriberOf(res), details, now(), editor, actorOf(caller))) === 'not_found') throw notTheirPatient();
    res.json(reply(patientId.data, details));
  };
}
