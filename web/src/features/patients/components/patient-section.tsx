import { useId, useState } from 'react';
import { patientLabel, patientSearchTerm, type PatientSnapshot } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { PatientFacts } from '@/components/ui/patient-facts.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { usePatientSearch } from '../api/search-patients.ts';
import { PatientEditor } from './patient-editor.tsx';

/** The pause after the last keystroke before the search asks Firestore. */
const TYPING_PAUSE_MS = 250;

interface PatientSectionProps {
  uid: string;
  patient: PatientSnapshot | null;
  onChoose: (patient: PatientSnapshot | null) => void;
  /** A saved change to a patient, so the cart's items for them show it too. */
  onEdited: (patient: PatientSnapshot) => void;
}

type Mode = { kind: 'find' } | { kind: 'new' } | { kind: 'edit'; patient: PatientSnapshot };

/**
 * The order form's Patient section (issue 12): the patient the next item is for. Find
 * one of the practitioner's patients by the start of a name or the date of birth as
 * they type, add a new one, or edit the chosen one, without touching the item's choices.
 */
export function PatientSection({ uid, patient, onChoose, onEdited }: PatientSectionProps) {
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
        <PatientFinder uid={uid} onChoose={onChoose} onNew={() => setMode({ kind: 'new' })} />
      )}
    </section>
  );
}

function PatientFinder({ uid, onChoose, onNew }: { uid: string; onChoose: (patient: PatientSnapshot) => void; onNew: () => void }) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const search = usePatientSearch(uid, settled);
  const searching = patientSearchTerm(settled) !== '';
  const results = searching ? (search.data ?? []) : [];

  return (
    <div className="patient-finder">
      <div className="field">
        <label htmlFor={inputId}>Find a patient</label>
        <input
          id={inputId}
          type="search"
          autoComplete="off"
          value={typed}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setTyped(event.target.value)}
        />
        <p id={`${inputId}-hint`} className="field-hint">
          Type the start of a given or family name, or the date of birth (dd/mm/yyyy).
        </p>
      </div>
      <div role="status" aria-busy={search.isFetching}>
        {search.isError && <FormError message="Your patients could not be searched. Please try again." />}
        {searching && search.isSuccess && results.length === 0 && <p>No patient of yours matches “{settled.trim()}”.</p>}
      </div>
      {results.length > 0 && (
        <ul className="patient-finder__results" aria-label="Matching patients">
          {results.map((found) => (
            <li key={found.patientId}>
              <button type="button" className="button button--secondary patient-finder__result" onClick={() => onChoose(found)}>
                {patientLabel(found)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--secondary" onClick={onNew}>
        Add a new patient
      </button>
    </div>
  );
}
