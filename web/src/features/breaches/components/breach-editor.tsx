import { useId, useState, type FormEvent } from 'react';
import {
  BREACH_MAX_LENGTHS,
  BREACH_OUTCOME_LABELS,
  BREACH_OUTCOMES,
  BREACH_STATUS_LABELS,
  BREACH_STATUSES,
  LOCALE,
  sydneyDateOf,
  sydneyDateTimeInputOf,
  type BreachFormValues,
} from '@pharmacy/shared';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { BreachNotSaved, useAdmins, useFindAffectedPatients, useSaveBreach, type BreachFieldErrors } from '../api/breach-register.ts';
import { AffectedPatientList } from './affected-patient-list.tsx';

type Field = keyof BreachFormValues;

interface BreachEditorProps {
  /** The breach being updated; null to record a new one. */
  breachId: string | null;
  initial: BreachFormValues;
  onSaved: (breachId: string) => void;
  onCancel: () => void;
}

/**
 * Recording a suspected breach, or updating one: what happened and when it was found, who
 * may be affected (from an admin's access entries, and in words), the containment, the
 * assessment and its outcome, and the notifications made. A field the browser or the
 * server refuses says why beside it, and everything typed stays.
 */
export function BreachEditor({ breachId, initial, onSaved, onCancel }: BreachEditorProps) {
  const headingId = useId();
  const [values, setValues] = useState<BreachFormValues>(initial);
  const [errors, setErrors] = useState<BreachFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveBreach();
  const find = useFindAffectedPatients();
  const admins = useAdmins();
  const now = new Date();
  const today = sydneyDateOf(now);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const refused = (error: Error) => {
    if (error instanceof BreachNotSaved) {
      setErrors(error.fields);
      setFormError(error.message || null);
    } else setFormError(error.message);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    save.mutate({ breachId, values }, { onSuccess: onSaved, onError: refused });
  }

  function findPatients() {
    setFormError(null);
    find.mutate({ accessActorUid: values.accessActorUid, accessFrom: values.accessFrom, accessTo: values.accessTo }, { onError: refused });
  }

  const textArea = (field: Field, label: string, maxLength: number, hint?: string) => (
    <FormField label={label} hint={hint} error={errors[field]}>
      {(control) => <textarea {...control} rows={3} maxLength={maxLength} value={values[field]} onChange={(event) => set(field, event.target.value)} />}
    </FormField>
  );
  const input = (field: Field, label: string, type: string, props: { max?: string; maxLength?: number; hint?: string } = {}) => (
    <FormField label={label} hint={props.hint} error={errors[field]}>
      {(control) => (
        <input {...control} type={type} max={props.max} maxLength={props.maxLength} value={values[field]} onChange={(event) => set(field, event.target.value)} />
      )}
    </FormField>
  );

  return (
    <form className="form breach-editor" aria-labelledby={headingId} noValidate onSubmit={handleSubmit}>
      <h3 id={headingId}>{breachId ? 'Update this breach' : 'Record a suspected breach'}</h3>
      {textArea('description', 'What happened', BREACH_MAX_LENGTHS.description, 'What was lost, seen or sent, how, and by whom if known.')}
      {input('foundAt', 'When it was found (Sydney time)', 'datetime-local', { max: sydneyDateTimeInputOf(now.getTime()) })}

      <fieldset className="breach-editor__group">
        <legend>Who may be affected</legend>
        <p className="field-hint">
          To list the patients whose details an admin opened, choose the admin (or any admin) and the time range: the audit log&apos;s
          entries in that range name them.
        </p>
        <FormField label="Admin" error={errors.accessActorUid}>
          {(control) => (
            <select {...control} value={values.accessActorUid} onChange={(event) => set('accessActorUid', event.target.value)}>
              <option value="">Any admin</option>
              {(admins.data ?? []).map((admin) => (
                <option key={admin.uid} value={admin.uid}>
                  {admin.name ? `${admin.name} (${admin.email})` : admin.email}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="form-row">
          {input('accessFrom', 'From (Sydney time)', 'datetime-local')}
          {input('accessTo', 'Up to (Sydney time)', 'datetime-local')}
        </div>
        <button type="button" className="button button--secondary" disabled={find.isPending} onClick={findPatients}>
          {find.isPending ? 'Searching the audit log...' : 'Find the patients in the audit log'}
        </button>
        {find.data && (
          <div role="status">
            <p>
              {find.data.entries.toLocaleString(LOCALE)} {find.data.entries === 1 ? 'entry names' : 'entries name'}{' '}
              {find.data.patients.length.toLocaleString(LOCALE)} {find.data.patients.length === 1 ? 'patient' : 'patients'}. Saving the
              breach keeps them with it.
            </p>
            <AffectedPatientList patients={find.data.patients} />
          </div>
        )}
        {textArea('affectedDescribed', 'People not in the app (optional)', BREACH_MAX_LENGTHS.described, 'Anyone else whose information may be involved, and how to reach them.')}
      </fieldset>

      {textArea('containment', 'Containment steps taken (optional)', BREACH_MAX_LENGTHS.containment)}

      <fieldset className="breach-editor__group">
        <legend>Assessment</legend>
        <FormField label="Status" error={errors.status}>
          {(control) => (
            <select {...control} value={values.status} onChange={(event) => set('status', event.target.value)}>
              {BREACH_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {BREACH_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Outcome" error={errors.outcome}>
          {(control) => (
            <select {...control} value={values.outcome} onChange={(event) => set('outcome', event.target.value)}>
              <option value="">Not decided yet</option>
              {BREACH_OUTCOMES.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {BREACH_OUTCOME_LABELS[outcome]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {textArea('outcomeReasons', 'Reasons for the outcome', BREACH_MAX_LENGTHS.reasons)}
      </fieldset>

      <fieldset className="breach-editor__group">
        <legend>Notifications made</legend>
        <div className="form-row">
          {input('oaicNotifiedOn', 'OAIC notified on (statement lodged)', 'date', { max: today })}
          {input('individualsNotifiedOn', 'Individuals notified on', 'date', { max: today })}
        </div>
        {input('individualsNotifiedHow', 'How the individuals were notified', 'text', { maxLength: BREACH_MAX_LENGTHS.how })}
      </fieldset>

      <FormError message={formError} />
      <div className="button-row">
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : breachId ? 'Save changes' : 'Record breach'}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
