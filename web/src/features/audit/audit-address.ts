/**
 * The audit log's filters as the address holds them (issue 13): `action`, `admin` (the
 * admin's uid) and `patient` (patients/{id} ids, comma-separated: one person may be a
 * patient of several prescribers), so "who has seen this patient" can link to every
 * entry about them (decision 039).
 */
import { ROUTES, isDocumentId } from '@pharmacy/shared';
import { VIEW_PARAM } from '@/lib/address-views.ts';
import { MAX_PATIENT_IDS } from './api/get-audit-log.ts';

export const AUDIT_PARAMS = { action: 'action', admin: 'admin', patient: 'patient' } as const;

/** A `patient` value the log reads: 1 to 30 document ids, comma-separated. */
export function isPatientList(value: string): boolean {
  const ids = value.split(',');
  return ids.length <= MAX_PATIENT_IDS && ids.every(isDocumentId);
}

export const patientIdsFrom = (value: string | null): string[] => (value ? value.split(',') : []);

/** The admin dashboard's audit log showing every entry about these patients. */
export function auditLogOfPatients(patientIds: readonly string[]): string {
  const params = new URLSearchParams({ [VIEW_PARAM]: 'audit-log', [AUDIT_PARAMS.patient]: patientIds.slice(0, MAX_PATIENT_IDS).join(',') });
  return `${ROUTES.admin}?${params.toString()}`;
}
