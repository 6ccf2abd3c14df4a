/** Clinic teams: staff invited by a prescriber, who work for the prescribers they are linked to (decision 044). */
export { ORDER_DRAFT_BODY_LIMIT, clinicTeamsRouter, orderDraftUploadRouter, type ClinicTeamDeps } from './router.ts';
export { endStaffAccessIfPrescriberLostIt } from './end-staff-access.ts';
