import { Router, type RequestHandler } from 'express';
import type { MedicationDatabase } from '@pharmacy/shared';
import { requireAdmin } from '../../platform/http/auth.ts';
import { prescribersCatalogue, requireApprovedPrescriber, requireWorkingFor } from './staff-access.ts';
import { acceptStaffInvitation, inviteStaff, type InvitationDeps } from './staff-invitations.ts';
import { reinstateStaff, removeStaff, suspendStaff } from './staff-links.ts';
import type { AuditRecord } from '../../platform/audit/audit-log.ts';
import { createStaffPatient, searchStaffPatients, updateStaffPatient, type StaffPatientStore } from './staff-patients.ts';

export interface StaffDeps extends InvitationDeps {
  patients: StaffPatientStore;
  /** The current catalogue (the catalogue feature's), passed in by index.ts. */
  readCatalogue: () => Promise<MedicationDatabase>;
  /** Records a look at a patient in the access log (platform/audit recordAccess). */
  recordAccess(record: AuditRecord): Promise<void>;
}

/**
 * Staff (issue 26, decision 044): a prescriber invites and removes staff; staff accept and
 * keep the patients of the prescribers they work for. Guards are per route: this router is
 * mounted at the root.
 */
export function staffRouter(deps: StaffDeps, requireCaller: RequestHandler, now: () => Date = () => new Date()): Router {
  const router = Router();
  const workingFor = requireWorkingFor(deps.store);
  router.post('/staff-invitations', requireCaller, requireApprovedPrescriber, inviteStaff(deps, now));
  router.post('/staff-invitations/accept', acceptStaffInvitation(deps.store, now));
  router.post('/staff-links/:staffUid/remove', requireCaller, requireApprovedPrescriber, removeStaff(deps.store, now));
  router.post('/staff-members/:staffUid/suspend', requireCaller, requireAdmin, suspendStaff(deps.store, now));
  router.get('/prescribers/:prescriberId/patients', requireCaller, workingFor, searchStaffPatients(deps.patients, deps.recordAccess));
  router.post('/staff-members/:staffUid/reinstate', requireCaller, requireAdmin, reinstateStaff(deps.store, now));
  router.post('/prescribers/:prescriberId/patients', requireCaller, workingFor, createStaffPatient(deps.patients, deps.store, now));
  router.put('/prescribers/:prescriberId/patients/:patientId', requireCaller, workingFor, updateStaffPatient(deps.patients, deps.store, now));
  // Staff order from the catalogue only while they work for a prescriber (issue 26, part 1).
  router.get('/prescribers/:prescriberId/medication-database', requireCaller, workingFor, prescribersCatalogue(deps.readCatalogue, deps.store));
  return router;
}
