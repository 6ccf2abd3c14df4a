import { Router, type RequestHandler } from 'express';
import {
  AUDIT_ACTIONS,
  DocumentIdSchema,
  PATIENT_REQUEST_API_PATHS,
  PATIENT_REQUEST_ERROR_CODES,
  PATIENT_REQUEST_MESSAGES,
  PatientSearchRequestSchema,
  patientKindOf,
  patientBundleFileName,
  patientCorrectionRequestSchema,
  sydneyDateOf,
  type PatientHeld,
} from '@pharmacy/shared';
import { recordAudit } from '../../platform/audit/audit-log.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf, requireAdmin, requireRecentSignIn } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { attachmentDisposition } from '../../platform/http/send-private-file.ts';
import { toAustralianE164 } from '../../platform/phone.ts';
import type { PatientStore } from '../patients/index.ts';
import type { PatientHeldSource } from './held-source.ts';
import { patientBundle } from './patient-bundle.ts';
import { findPatients, heldLabel, patientHeld } from './patient-held.ts';

/** This router sees paths without /api (app.ts strips it). */
const SEARCH = PATIENT_REQUEST_API_PATHS.patientSearch.slice('/api'.length);
const RECORDS = PATIENT_REQUEST_API_PATHS.patientRecords.slice('/api'.length);

/** The prescriber's patient editor's checks, with the server's own phone check, and a reason. */
const CorrectionSchema = patientCorrectionRequestSchema({ phone: toAustralianE164 });

const notFound = () => new HttpError(404, PATIENT_REQUEST_ERROR_CODES.notFound, PATIENT_REQUEST_MESSAGES.notFound);

function patientIdOf(param: unknown): string {
  const parsed = DocumentIdSchema.safeParse(param);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export interface PatientRequestDeps {
  patients: Pick<PatientStore, 'bornOn' | 'animalsOwnedBy' | 'getMany' | 'correct' | 'correctionsOf'>;
  source: PatientHeldSource;
  now?: () => Date;
}

/**
 * A patient's own data (issue 23, part 2; decision 040), for admins signed in with
 * their second factor: find a patient across every prescriber, open everything held,
 * download it as one bundle (after a recent sign-in: it all leaves the portal in one
 * file), and correct their record with a reason. Every one is in the audit log with
 * the patients it showed or changed. The guards are per route: this router is mounted
 * at the root and must not guard other routers' paths.
 */
export function patientRequestsRouter({ patients, source, now = () => new Date() }: PatientRequestDeps, requireCaller: RequestHandler): Router {
  const router = Router();
  const admin = [requireCaller, requireAdmin];

  /** Everything held, or 404 when nothing names the patient. */
  async function held(patientId: string): Promise<PatientHeld> {
    const found = await patientHeld(patients, source, patientId, now());
    if (!found) throw notFound();
    return found;
  }

  // POST, not GET: a family name and a date of birth stay out of addresses and their logs. An
  // animal's search (decision 048) has no date of birth: its owner's family name finds it.
  router.post(SEARCH, ...admin, async (req, res) => {
    const { familyName, dateOfBirth } = parseBody(PatientSearchRequestSchema, req.body);
    const found = await findPatients(patients, source, familyName, dateOfBirth);
    await recordAudit({
      action: AUDIT_ACTIONS.patientSearch,
      ...actorOf(callerOf(res)),
      target: { type: 'patient-search', id: 'patients', label: 'Patients across prescribers' },
      // How many matched, never the terms: the entry names the patients it showed by ID.
      details: { matched: found.length },
      patientIds: found.map((patient) => patient.patientId),
    });
    res.json({ patients: found });
  });

  router.get(`${RECORDS}/:patientId`, ...admin, async (req, res) => {
    const patientId = patientIdOf(req.params.patientId);
    const body = await held(patientId);
    await recordAudit({
      action: AUDIT_ACTIONS.accessPatient,
      ...actorOf(callerOf(res)),
      target: { type: 'patient', id: patientId, label: heldLabel(body) },
      details: { orders: body.orders.length },
      patientIds: [patientId],
    });
    res.json(body);
  });

  router.get(`${RECORDS}/:patientId/bundle`, ...admin, requireRecentSignIn(now), async (req, res) => {
    const patientId = patientIdOf(req.params.patientId);
    const body = await held(patientId);
    const zip = await patientBundle(body);
    // Recorded before any byte is sent: no bundle leaves unrecorded.
    await recordAudit({
      action: AUDIT_ACTIONS.patientBundle,
      ...actorOf(callerOf(res)),
      target: { type: 'patient', id: patientId, label: heldLabel(body) },
      details: { orders: body.orders.length, accessEntries: body.accessEntries.length },
      patientIds: [patientId],
    });
    res
      .status(200)
      .set({
        'Content-Type': 'application/zip',
        'Content-Length': String(zip.byteLength),
        'Content-Disposition': attachmentDisposition(patientBundleFileName(patientId, sydneyDateOf(now()))),
        'X-Content-Type-Options': 'nosniff',
      })
      .end(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
  });

  router.post(`${RECORDS}/:patientId/corrections`, ...admin, async (req, res) => {
    const patientId = patientIdOf(req.params.patientId);
    const { details, reason } = parseBody(CorrectionSchema, req.body);
    // A correction keeps the record a person's or an animal's (decision 048).
    const before = (await patients.getMany([patientId])).get(patientId);
    if (before && patientKindOf(before) !== patientKindOf(details)) {
      throw new HttpError(400, PATIENT_REQUEST_ERROR_CODES.kindChanged, PATIENT_REQUEST_MESSAGES.kindChanged);
    }
    const caller = callerOf(res);
    const actor = actorOf(caller);
    const outcome = await patients.correct(
      patientId,
      {
        details,
        reason,
        by: { uid: actor.actorUid, email: actor.actorEmail },
        audit: {
          action: AUDIT_ACTIONS.patientCorrection,
          ...actor,
          target: { type: 'patient', id: patientId, label: `${details.givenName} ${details.familyName}` },
          details: {},
          patientIds: [patientId],
        },
      },
      now(),
    );
    if (outcome === 'not_found') throw notFound();
    if (outcome === 'unchanged') throw new HttpError(400, PATIENT_REQUEST_ERROR_CODES.unchanged, PATIENT_REQUEST_MESSAGES.unchanged);
    res.json({ success: true, held: await held(patientId) });
  });

  return router;
}
