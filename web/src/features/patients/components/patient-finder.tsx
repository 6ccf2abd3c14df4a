import { useId, useState } from 'react';
import { patientLabel, patientSearchTerm, type PatientSnapshot } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { usePrescriberPatientKind } from '../patient-kind.tsx';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { usePatientSearch } from '../api/search-patients.ts';

/** The pause after the last keystroke before the search asks Firestore. */
const TYPING_PAUSE_MS = 250;

interface PatientFinderProps {
  uid: string;
  onChoose: (patient: PatientSnapshot) => void;
  onNew: () => void;
  /** A staff member's: the prescriber they work for, searched through the function (decision 064). */
  actingFor?: string | undefined;
}

/**
 * The practitioner's patients whose name or date of birth starts with what they type,
 * each a button that chooses them, and a way to add a new one: in the order form's
 * Patient section and in the dashboard's Patients section.
 */
export function PatientFinder({ uid, onChoose, onNew, actingFor }: PatientFinderProps) {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const search = usePatientSearch(uid, settled, actingFor);
  const searching = patientSearchTerm(settled) !== '';
  const results = searching ? (search.data ?? []) : [];
  const animals = usePrescriberPatientKind() === 'animal';

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
          {animals
            ? 'Type the start of the animal\u2019s name, or of its owner\u2019s given or family name.'
            : 'Type the start of a given or family name, or the date of birth (dd/mm/yyyy).'}
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
