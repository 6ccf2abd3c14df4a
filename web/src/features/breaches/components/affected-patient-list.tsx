import type { AffectedPatient } from '@pharmacy/shared';

/** The patients a breach may have reached: by name and date of birth where the pharmacy still holds them, else by ID. */
export function AffectedPatientList({ patients }: { patients: readonly AffectedPatient[] }) {
  if (patients.length === 0) return <p>No patients named.</p>;
  return (
    <ul className="breach-patients">
      {patients.map((patient) => (
        <li key={patient.id}>{patient.label ?? `Patient ${patient.id} (no longer held by the pharmacy)`}</li>
      ))}
    </ul>
  );
}
