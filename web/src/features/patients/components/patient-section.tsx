import { useId, useState } from 'react';
import { patientLabel, type PatientSnapshot } from '@pharmacy/shared';
import { PatientFacts } from '@/components/ui/patient-facts.tsx';
import { PatientEditor } from './patient-editor.tsx';
import { PatientFinder } from './patient-finder.tsx';

interface PatientSectionProps {
  uid: string;
  patient: PatientSnapshot | null;
  onChoose: (patient: PatientSnapshot | null) => void;
  /** A saved change to a patient, so the cart's items for them show it too. */
  onEdited: (patient: PatientSnapshot) => void;
  /** A staff member choosing for this prescriber: new and edited patients are saved for them (decision 044). */
  actingFor?: string | undefined;
}

type Mode = { kind: 'find' } | { kind: 'new' } | { kind: 'edit'; patient: PatientSnapshot };

/**
 * The order form's Patient section (issue 12): the patient the next item is for. Find
 * one of the practitioner's patients by the start of a name or the date of birth as
 * they type, add a new one, or edit the chosen one, without touching the item's choices.
 */
export function PatientSection({ uid, patient, onChoose, onEdited, actingFor }: PatientSectionProps) {
  const headingId = useId();
  const [mode, setMode] = useState<Mode>({ kind: 'find' });

  function saved(next: PatientSnapshot) {
    if (mode.kind === 'edit') onEdited(next);
    onChoose(next);
    setMode({ kind: 'find' });
  }

  return (
    <section className="patient-section" aria-labelledby={headingId}>
      <h3 id={headingId}>Patient</h3>
      {mode.kind !== 'find' ? (
        <PatientEditor
          actingFor={actingFor}
          patient={mode.kind === 'edit' ? mode.patient : null}
          onSaved={saved}
          onCancel={() => setMode({ kind: 'find' })}
        />
      ) : patient ? (
        <div className="patient-section__chosen">
          <p className="patient-section__name">{patientLabel(patient)}</p>
          <dl className="fact-list patient-section__facts">
            <PatientFacts patient={patient} />
          </dl>
          <div className="patient-section__actions">
            <button type="button" className="button button--secondary" onClick={() => onChoose(null)}>
              Change patient
            </button>
            <button type="button" className="button button--secondary" onClick={() => setMode({ kind: 'edit', patient })}>
              Edit patient
            </button>
          </div>
        </div>
      ) : (
        <PatientFinder uid={uid} actingFor={actingFor} onChoose={onChoose} onNew={() => setMode({ kind: 'new' })} />
      )}
    </section>
  );
}
