/**
 * The audit log's filters as the address holds them (issue 13): `action`, `admin` (the
 * admin's uid) and `patient` (patients/{id} ids, comma-separated: one person may be a
 * patient of several prescribers), so "who has seen this patient" can link to every
 * entry about them (decision 039).
 */
import { ROUTES, isDocumentId, listParamReader, type AuditAction } from '@pharmacy/shared';
import { VIEW_PARAM } from '@/lib/address-views.ts';
import { MAX_PATIENT_IDS, type AuditFilters } from './api/get-audit-log.ts';
import { isAuditAction } from './audit-entry-text.ts';

export const AUDIT_PARAMS = { action: 'action', admin: 'admin', patient: 'patient' } as const;

/** A `patient` value the log reads: 1 to 30 document ids, comma-separated. */
export function isPatientList(value: string): boolean {
  const ids = value.split(',');
  return ids.length <= MAX_PATIENT_IDS && ids.every(isDocumentId);
}

export const patientIdsFrom = (value: string | null): string[] => (value ? value.split(',') : []);

/** The log's filters the address asks for (a value the log cannot read is left out). */
export function auditFiltersFrom(params: URLSearchParams): { filters: AuditFilters & { patientIds: string[] }; ignored: string[] } {
  const reader = listParamReader(params);
  const action = (reader.read(AUDIT_PARAMS.action, isAuditAction) ?? undefined) as AuditAction | undefined;
  const actorUid = reader.read(AUDIT_PARAMS.admin, isDocumentId) ?? undefined;
  const patientIds = patientIdsFrom(reader.read(AUDIT_PARAMS.patient, isPatientList));
  return { filters: { action, actorUid, patientIds }, ignored: reader.ignored };
}

/** The admin dashboard's audit log showing every entry about these patients. */
export function auditLogOfPatients(patientIds: readonly string[]): string {
  const params = new URLSearchParams({ [VIEW_PARAM]: 'audit-log', [AUDIT_PARAMS.patient]: patientIds.slice(0, MAX_PATIENT_IDS).join(',') });
  return `${ROUTES.admin}?${params.toString()}`;
}
