import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { DOCUMENT_ID_PATTERN, formatDateOfBirth, formatWeightKg, patientName, type FoundPatient } from '@pharmacy/shared';
import { PatientFinderForm } from './patient-finder-form.tsx';
import { PatientHeldPanel } from './patient-held-panel.tsx';

/** The address's parameter naming the patient open (an ID, never a name). */
const PATIENT_PARAM = 'patient';

function FoundPatients({ patients, onOpen }: { patients: FoundPatient[]; onOpen: (patientId: string) => void }) {
  if (patients.length === 0) {
    return <p role="status">No patient of any prescriber has that family name and date of birth.</p>;
  }
  return (
    <div className="table-frame" role="region" aria-label="Patients found" tabIndex={0}>
      <p role="status" className="queue-count">
        {patients.length === 1 ? '1 patient found.' : `${patients.length} patients found.`}
      </p>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Patient</th>
            <th scope="col">Date of birth</th>
            <th scope="col">Prescriber</th>
            <th scope="col">Record</th>
            <th scope="col">
              <span className="visually-hidden">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {patients.map((patient) => (
            <tr key={patient.patientId}>
              <td>{patientName(patient)}</td>
              {/* An animal has no date of birth (decision 048): its species and weight instead. */}
              <td>{patient.animal ? `No date of birth: ${patient.animal.species}, ${formatWeightKg(patient.animal.weightKg)}` : formatDateOfBirth(patient.dateOfBirth)}</td>
              <td>
                {patient.prescriber.name}
                {patient.prescriber.clinicName && `, ${patient.prescriber.clinicName}`}
              </td>
              <td>{patient.onRecord ? 'On record' : 'Deleted; orders only'}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={`Open ${patientName(patient)} (${patient.prescriber.name})`}
                  onClick={() => onOpen(patient.patientId)}
                >
                  Open
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The admin's Patients view (issue 23, part 2; decision 040): answering a patient's
 * request for the information held about them (APP 12) or a correction (APP 13). The
 * search terms stay out of the address; the patient open is named there by ID.
 * Animals (issue 24) will be found by their owner here too.
 */
export function PatientRequestsView({ actionLabel, opened }: { actionLabel: (action: string) => string; opened?: (patientId: string) => ReactNode }) {
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const [found, setFound] = useState<FoundPatient[] | null>(null);
  const typed = params.get(PATIENT_PARAM);
  const open = typed !== null && DOCUMENT_ID_PATTERN.test(typed) ? typed : null;

  function setOpen(patientId: string | null) {
    const next = new URLSearchParams(params);
    if (patientId) next.set(PATIENT_PARAM, patientId);
    else next.delete(PATIENT_PARAM);
    setParams(next);
  }

  return (
    <section className="patient-requests" aria-labelledby={headingId}>
      <h2 id={headingId}>Patients</h2>
      <p>
        Find a patient across every prescriber to answer their request for the information held about them, or for a correction. Each search and each
        patient opened is recorded in the audit log.
      </p>
      {open ? (
        <>
          <button type="button" className="button button--secondary" onClick={() => setOpen(null)}>
            Back to the search
          </button>
          <PatientHeldPanel key={open} patientId={open} actionLabel={actionLabel} />
          {/* What the screen adds about the opened patient (the admin page: their course, decision 053). */}
          {opened?.(open)}
        </>
      ) : (
        <>
          <PatientFinderForm onFound={setFound} />
          {found && <FoundPatients patients={found} onOpen={setOpen} />}
        </>
      )}
    </section>
  );
}
