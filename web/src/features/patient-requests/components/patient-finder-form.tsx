import { useState, type FormEvent } from 'react';
import { PatientSearchRequestSchema, type FoundPatient, type PatientKind } from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { useFindPatients } from '../api/patient-requests.ts';

type SearchErrors = Partial<Record<'familyName' | 'dateOfBirth', string>>;

const KIND_LABELS: Record<PatientKind, string> = { person: 'A person', animal: 'An animal, by its owner' };

/**
 * The finder's form: a family name and a date of birth typed as Australians write it
 * (15/03/1980), or for an animal (decision 048) its owner's family name alone. Checked
 * here with the server's own schema; each problem beside its field.
 */
export function PatientFinderForm({ onFound }: { onFound: (patients: FoundPatient[]) => void }) {
  const [kind, setKind] = useState<PatientKind>('person');
  const [familyName, setFamilyName] = useState('');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [errors, setErrors] = useState<SearchErrors>({});
  const find = useFindPatients();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const search = kind === 'animal' ? { kind, familyName } : { familyName, dateOfBirth };
    const checked = PatientSearchRequestSchema.safeParse(search);
    if (!checked.success) {
      const next: SearchErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof SearchErrors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    find.mutate(search, { onSuccess: onFound });
  }

  return (
    <form className="form patient-finder" aria-label="Find a patient" noValidate onSubmit={handleSubmit}>
      <fieldset className="choice-group">
        <legend>Looking for</legend>
        {(Object.keys(KIND_LABELS) as PatientKind[]).map((each) => (
          <label key={each} className="choice-group__option">
            <input type="radio" name="patient-finder-kind" value={each} checked={kind === each} onChange={() => setKind(each)} />
            {KIND_LABELS[each]}
          </label>
        ))}
      </fieldset>
      <div className="form-row">
        <FormField label={kind === 'animal' ? 'Owner\u2019s family name' : 'Family name'} error={errors.familyName}>
          {(control) => (
            <input {...control} autoComplete="off" maxLength={100} value={familyName} onChange={(event) => setFamilyName(event.target.value)} />
          )}
        </FormField>
        {kind === 'person' && (
          <FormField label="Date of birth" hint="dd/mm/yyyy, e.g. 15/03/1980" error={errors.dateOfBirth}>
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                inputMode="numeric"
                placeholder="dd/mm/yyyy"
                maxLength={20}
                value={dateOfBirth}
                onChange={(event) => setDateOfBirth(event.target.value)}
              />
            )}
          </FormField>
        )}
      </div>
      <FormError message={find.error ? `The search failed: ${find.error.message}` : null} />
      <button type="submit" className="button button--primary" disabled={find.isPending} aria-busy={find.isPending}>
        {find.isPending ? 'Searching...' : 'Find patient'}
      </button>
    </form>
  );
}
