/**
 * How an audit entry names the patients it concerns (issue 23, decision 039): their
 * patients/{id} ids in `patientIds`, which "who has seen this patient" and the log's
 * patient filter query with array-contains, and their names, in the same order, in the
 * entry's details as `patients`, so the log can say whom an id is without reading the
 * patient's record. Names only: never a date of birth, a medicine or a note.
 */
import type { PatientSnapshot } from '../patients/index.ts';
import type { AuditEntry } from './audit-entry-schema.ts';

/** Between the names in details.patients; person-name.ts lets no name hold a semicolon. */
const NAMES_SEPARATOR = '; ';

/** "Jane Citizen"; an animal (decision 048) as "Rex (owner Jane Citizen)". */
export const patientName = ({ givenName, familyName, animal }: Pick<PatientSnapshot, 'givenName' | 'familyName' | 'animal'>) =>
  animal ? `${animal.name} (owner ${givenName} ${familyName})` : `${givenName} ${familyName}`;

/** Each patient an order is for, once, in the order of its items (most orders are for one). */
export function orderPatients(items: readonly { patient?: PatientSnapshot | undefined }[]): PatientSnapshot[] {
  const byId = new Map<string, PatientSnapshot>();
  for (const { patient } of items) if (patient && !byId.has(patient.patientId)) byId.set(patient.patientId, patient);
  return [...byId.values()];
}

export interface AuditPatients {
  /** Absent when the order names no patient (as on every entry about no patient). */
  patientIds?: string[];
  /** Spread into the entry's details: the names, when the order names any patient. */
  details: { patients?: string };
}

/** What an entry about an order says of its patients. An order stored before items named their patient concerns none it can name. */
export function auditPatientsOf(items: readonly { patient?: PatientSnapshot | undefined }[]): AuditPatients {
  const patients = orderPatients(items);
  if (patients.length === 0) return { details: {} };
  return {
    patientIds: patients.map((patient) => patient.patientId),
    details: { patients: patients.map(patientName).join(NAMES_SEPARATOR) },
  };
}

/**
 * The name an entry gives the patient with this id: the target's label when the entry
 * is about the patient themselves, else their place among the entry's patients.
 */
export function patientNameInEntry(entry: Pick<AuditEntry, 'target' | 'patientIds' | 'details'>, patientId: string): string | undefined {
  if (entry.target.type === 'patient' && entry.target.id === patientId) return entry.target.label;
  const index = entry.patientIds?.indexOf(patientId) ?? -1;
  const names = entry.details.patients;
  if (index < 0 || typeof names !== 'string') return undefined;
  const split = names.split(NAMES_SEPARATOR);
  return split.length === entry.patientIds?.length ? split[index] : undefined;
}
