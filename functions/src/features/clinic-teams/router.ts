import { Router, type RequestHandler } from 'express';
import { requireAdmin } from '../../platform/http/auth.ts';
import { requireApprovedPrescriber, requireWorkingFor } from './staff-access.ts';
import { acceptStaffInvitation, inviteStaff, type InvitationDeps } from './staff-invitations.ts';
import { removeStaff, suspendStaff } from './staff-links.ts';
import { createStaffPatient, updateStaffPatient, type StaffPatientStore } from './staff-patients.ts';

export interface ClinicTeamDeps extends InvitationDeps {
  patients: StaffPatientStore;
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
  router.post('/prescribers/:prescriberUid/patients', requireCaller, requireWorkingFor, createStaffPatient(deps.patients, now));
  router.put('/prescribers/:prescriberUid/patients/:patientId', requireCaller, requireWorkingFor, updateStaffPatient(deps.patients, now));
  return router;
}
