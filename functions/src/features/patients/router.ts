import { Router, type RequestHandler } from 'express';
import {
  DocumentIdSchema,
  PATIENT_API_PATHS,
  PATIENT_ERROR_CODES,
  PATIENT_MESSAGES,
  patientInputSchema,
  type PatientDetails,
  type PatientResponse,
} from '@pharmacy/shared';
import { callerOf, requireApprovedPractitionerOrAdmin } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { toAustralianE164 } from '../../platform/phone.ts';
import type { PatientStore } from './patient-record.ts';
import { prescriberPatientKind, refusePatientOfOtherKind } from './patient-kind.ts';

/** This router sees paths without /api (app.ts strips it). */
const PATIENTS = PATIENT_API_PATHS.patients.slice('/api'.length);

/** The shared form's checks plus the one only the server can make: a real Australian number, stored as E.164. */
const PatientRequestSchema = patientInputSchema({ phone: toAustralianE164 });

const notYourPatient = () => new HttpError(404, PATIENT_ERROR_CODES.patientNotFound, PATIENT_MESSAGES.notYourPatient);

const reply = (patientId: string, details: PatientDetails): PatientResponse => ({ success: true, patient: { patientId, ...details } });

/**
 * A practitioner's patients (issue 12): create one and edit one of their own. The
 * dashboard reads and searches them straight from Firestore, under rules that show a
 * practitioner only their own (decision 025). Approved practitioners, and admins
 * ordering from the practitioner view; a patient always belongs to the caller, and is
 * of the kind their registration allows (a veterinarian's are animals, decision 048).
 */
export function patientsRouter(store: PatientStore, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();
  const callers = [requireCaller, requireApprovedPractitionerOrAdmin];

  router.post(PATIENTS, ...callers, async (req, res) => {
    const details = parseBody(PatientRequestSchema, req.body);
    refusePatientOfOtherKind(details, prescriberPatientKind(callerOf(res).record));
    const patientId = await store.create(callerOf(res).uid, details, now());
    res.status(201).json(reply(patientId, details));
  });

  router.put(`${PATIENTS}/:patientId`, ...callers, async (req, res) => {
    const parsedId = DocumentIdSchema.safeParse(req.params.patientId);
    if (!parsedId.success) throw notYourPatient();
    const details = parseBody(PatientRequestSchema, req.body);
    refusePatientOfOtherKind(details, prescriberPatientKind(callerOf(res).record));
    const caller = callerOf(res);
    const outcome = await store.update(parsedId.data, caller.uid, details, now(), { uid: caller.uid, email: caller.email ?? '' });
    if (outcome === 'not_found') throw notYourPatient();
    res.json(reply(parsedId.data, details));
  });

  return router;
}
