import { Router, type RequestHandler } from 'express';
import { ORDER_DRAFT_API_PATHS, SIGNING_SIGN_IN_MINUTES, type MedicationDatabase } from '@pharmacy/shared';
import { requireAdmin, requireRecentSignIn } from '../../platform/http/auth.ts';
import type { BodyLimit } from '../../platform/http/body-limit.ts';
import { routePath } from '../../platform/http/app.ts';
import { ORDER_SUBMIT_BODY_LIMIT } from '../orders/index.ts';
import { draftScript, sendBackDraft, signDraft } from './order-draft-sign.ts';
import { requireDraftSaver, saveOrderDraft, type OrderDraftDeps } from './order-drafts.ts';
import { prescribersCatalogue, requireApprovedPrescriber, requireWorkingFor } from './staff-access.ts';
import { acceptStaffInvitation, inviteStaff, type InvitationDeps } from './staff-invitations.ts';
import { removeStaff, suspendStaff } from './staff-links.ts';
import { createStaffPatient, updateStaffPatient, type StaffPatientStore } from './staff-patients.ts';

export interface ClinicTeamDeps extends InvitationDeps {
  patients: StaffPatientStore;
  drafts: OrderDraftDeps;
  /** The current catalogue (the catalogue feature's), passed in by index.ts. */
  readCatalogue: () => Promise<MedicationDatabase>;
}

/**
 * Clinic teams (issue 26, decision 044): a prescriber invites and removes staff; staff
 * accept and keep the patients of the prescribers they work for. Guards are per route:
 * this router is mounted at the root.
 */
export function clinicTeamsRouter(deps: ClinicTeamDeps, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.post('/staff-invitations', requireCaller, requireApprovedPrescriber, inviteStaff(deps, now));
  router.post('/staff-invitations/accept', acceptStaffInvitation(now));
  router.post('/staff-links/:staffUid/remove', requireCaller, requireApprovedPrescriber, removeStaff(now));
  router.post('/staff-members/:staffUid/suspend', requireCaller, requireAdmin, suspendStaff(now));
  router.post('/prescribers/:prescriberId/patients', requireCaller, requireWorkingFor, createStaffPatient(deps.patients, now));
  router.put('/prescribers/:prescriberId/patients/:patientId', requireCaller, requireWorkingFor, updateStaffPatient(deps.patients, now));
  // Staff order from the catalogue only while they work for a prescriber (issue 26, part 1).
  router.get('/prescribers/:prescriberId/medication-database', requireCaller, requireWorkingFor, prescribersCatalogue(deps.readCatalogue));
  const signer = [requireCaller, requireApprovedPrescriber];
  router.post(routePath(ORDER_DRAFT_API_PATHS.sendBack), ...signer, sendBackDraft(now));
  router.post(routePath(ORDER_DRAFT_API_PATHS.sign), ...signer, requireRecentSignIn(now, SIGNING_SIGN_IN_MINUTES), signDraft(deps.drafts, now));
  router.get(`${routePath(ORDER_DRAFT_API_PATHS.scripts)}/:draftId/:itemIndex`, requireCaller, draftScript(deps.drafts));
  return router;
}

/** Saving a draft, which carries the scripts: served by the uploads function like the submit (decision 021). */
export function orderDraftUploadRouter(deps: OrderDraftDeps, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();
  router.post(routePath(ORDER_DRAFT_API_PATHS.save), requireCaller, requireDraftSaver, saveOrderDraft(deps, now));
  return router;
}

/** A draft's body, refused from its size before it is parsed: the submit's limit, in its words. */
export const ORDER_DRAFT_BODY_LIMIT: BodyLimit = { ...ORDER_SUBMIT_BODY_LIMIT, path: routePath(ORDER_DRAFT_API_PATHS.save) };
