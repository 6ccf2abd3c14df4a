import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  PATIENT_KINDS,
  PATIENT_MAX_LENGTHS,
  PATIENT_MESSAGES,
  formatAustralianPhone,
  patientFormValues,
  sydneyDateOf,
  EMPTY_PATIENT_FORM,
  type PatientFormValues,
  type PatientSnapshot,
} from '@pharmacy/shared';
import { AddressSuggestions, type PlaceChoice, type PlaceField } from '@/components/places/address-suggestions.tsx';
import { AuStateOptions } from '@/components/ui/au-state-options.tsx';
import { FormError } from '@/components/ui/form-error.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PatientNotSaved, useSavePatient, type PatientFieldErrors } from '../api/save-patient.ts';
import { usePrescriberPatientKind } from '../patient-kind.tsx';

const KIND_LABELS = { person: 'A person', animal: 'An animal' } as const;

interface PatientEditorProps {
  /** The patient being edited; null for a new one. */
  patient: PatientSnapshot | null;
  onSaved: (patient: PatientSnapshot) => void;
  onCancel: () => void;
  /** The form's heading level: 4 inside the order form's Patient section, 3 in the Patients section. */
  headingLevel?: 3 | 4;
  /**
   * Another use of the same form and checks: an admin's correction of the record
   * (features/patient-requests, decision 040), with its heading, its own fields (the
   * reason) before the buttons, and its own save in place of the prescriber's.
   */
  variant?: { heading: string; submitLabel: string; extraFields: ReactNode; save: (values: PatientFormValues) => Promise<PatientSnapshot> };
  /** A staff member saving for the prescriber they work for (decision 044); absent for the prescriber's own. */
  actingFor?: string;
}

// The text fields; the notices consent is a checkbox (issue 33 part 5).
type Field = Exclude<keyof PatientFormValues, 'noticesConsent'>;

/**
 * A new patient's details, or a change to one's, inside the order form's Patient
 * section: its own form, so saving it leaves the order's choices as they are. A field
 * the browser or the server refuses says why beside it, and everything typed stays.
 */
export function PatientEditor({ patient, onSaved, onCancel, headingLevel = 4, variant, actingFor }: PatientEditorProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  // A new patient is of the prescriber's kind (decision 048); a staff member, who does not know it, says which.
  const prescriberKind = usePrescriberPatientKind();
  const [values, setValues] = useState<PatientFormValues>(() =>
    patient ? patientFormValues(patient, formatAustralianPhone) : { ...EMPTY_PATIENT_FORM, kind: prescriberKind ?? EMPTY_PATIENT_FORM.kind },
  );
  const chooseKind = !patient && prescriberKind === undefined;
  const animal = values.kind === 'animal';
  const [errors, setErrors] = useState<PatientFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const streetInput = useRef<HTMLInputElement | null>(null);
  const savePatient = useSavePatient();
  const saveVariant = useMutation({ mutationFn: ({ values: typed }: { values: PatientFormValues }) => variant!.save(typed) });
  const save = variant ? saveVariant : savePatient;

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const placeFields = useMemo<PlaceField[]>(
    () => [
      {
        input: streetInput,
        kind: 'address',
        onChoose: ({ address }: PlaceChoice) =>
          setValues((current) => ({ ...current, street: address.street, suburb: address.city, state: address.state, postcode: address.postcode })),
      },
    ],
    [],
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    save.mutate(
      { patientId: patient?.patientId ?? null, values, actingFor },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof PatientNotSaved) {
            setErrors(error.fields);
            setFormError(error.message || null);
          } else setFormError(error.message);
        },
      },
    );
  }

  const text = (field: Field, label: string, props: { maxLength?: number; autoComplete?: string; type?: string; inputMode?: 'decimal'; hint?: string } = {}) => (
    <FormField label={label} hint={props.hint} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          type={props.type ?? 'text'}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete ?? 'off'}
          maxLength={props.maxLength}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  return (
    <form className="form patient-editor" aria-labelledby={headingId} noValidate onSubmit={handleSubmit}>
      <Heading id={headingId}>{variant?.heading ?? (patient ? 'Edit patient' : 'New patient')}</Heading>
      {chooseKind && (
        <fieldset className="choice-group" aria-describedby={errors.kind ? `${headingId}-kind-error` : undefined}>
          <legend>The patient is</legend>
          {PATIENT_KINDS.map((kind) => (
            <label key={kind} className="choice-group__option">
              <input type="radio" name={`${headingId}-kind`} value={kind} checked={values.kind === kind} onChange={() => set('kind', kind)} />
              {KIND_LABELS[kind]}
            </label>
          ))}
          {errors.kind && (
            <p id={`${headingId}-kind-error`} className="field-error" role="alert">
              {errors.kind}
            </p>
          )}
        </fieldset>
      )}
      {animal ? (
        <>
          {/* An animal (decision 048): its name, species and weight, then its owner; no date of birth. */}
          <div className="form-row">
            {text('animalName', 'Animal\u2019s name', { maxLength: PATIENT_MAX_LENGTHS.name })}
            {text('species', 'Species', { maxLength: PATIENT_MAX_LENGTHS.species })}
          </div>
          <div className="form-row">
            {text('weightKg', 'Weight (kg)', { inputMode: 'decimal', maxLength: 8 })}
            {text('phone', 'Owner\u2019s phone', { type: 'tel', maxLength: PATIENT_MAX_LENGTHS.phone })}
          </div>
          <div className="form-row">
            {text('givenName', 'Owner\u2019s given name', { maxLength: PATIENT_MAX_LENGTHS.name })}
            {text('familyName', 'Owner\u2019s family name', { maxLength: PATIENT_MAX_LENGTHS.name })}
          </div>
        </>
      ) : (
        <>
          <div className="form-row">
            {text('givenName', 'Given name', { maxLength: PATIENT_MAX_LENGTHS.name })}
            {text('familyName', 'Family name', { maxLength: PATIENT_MAX_LENGTHS.name })}
          </div>
          <div className="form-row">
            <FormField label="Date of birth" error={errors.dateOfBirth}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  max={sydneyDateOf(new Date())}
                  value={values.dateOfBirth}
                  onChange={(event) => set('dateOfBirth', event.target.value)}
                />
              )}
            </FormField>
            {text('phone', 'Phone (optional)', { type: 'tel', maxLength: PATIENT_MAX_LENGTHS.phone })}
          </div>
        </>
      )}
      <FormField label="Allergies or notes for the pharmacist (optional)" error={errors.notes}>
        {(control) => (
          <textarea {...control} rows={2} maxLength={PATIENT_MAX_LENGTHS.notes} value={values.notes} onChange={(event) => set('notes', event.target.value)} />
        )}
      </FormField>
      <fieldset className="choice-group" aria-describedby={errors.deliveryMethod ? `${headingId}-delivery-error` : undefined}>
        <legend>How the medicine reaches them</legend>
        {DELIVERY_METHODS.map((method) => (
          <label key={method} className="choice-group__option">
            <input
              type="radio"
              name={`${headingId}-delivery`}
              value={method}
              checked={values.deliveryMethod === method}
              onChange={() => set('deliveryMethod', method)}
            />
            {DELIVERY_METHOD_LABELS[method]}
          </label>
        ))}
        {errors.deliveryMethod && (
          <p id={`${headingId}-delivery-error`} className="field-error" role="alert">
            {errors.deliveryMethod}
          </p>
        )}
      </fieldset>
      {values.deliveryMethod === 'delivery' && (
        <>
          <FormField label="Street address" error={errors.street}>
            {(control) => (
              <input
                {...control}
                ref={streetInput}
                autoComplete="off"
                maxLength={PATIENT_MAX_LENGTHS.street}
                value={values.street}
                onChange={(event) => set('street', event.target.value)}
              />
            )}
          </FormField>
          <div className="form-row">
            {text('suburb', 'Suburb', { maxLength: PATIENT_MAX_LENGTHS.suburb })}
            <FormField label="State" error={errors.state}>
              {(control) => (
                <select {...control} value={values.state} onChange={(event) => set('state', event.target.value)}>
                  <AuStateOptions />
                </select>
              )}
            </FormField>
            <FormField label="Postcode" error={errors.postcode}>
              {(control) => (
                <input {...control} inputMode="numeric" maxLength={4} value={values.postcode} onChange={(event) => set('postcode', event.target.value)} />
              )}
            </FormField>
          </div>
          <AddressSuggestions fields={placeFields} />
          {/* Where a tracking link may go (issue 33 part 5): only with the patient's agreement. */}
          {text('email', PATIENT_MESSAGES.emailLabel, { type: 'email', maxLength: PATIENT_MAX_LENGTHS.email, hint: PATIENT_MESSAGES.noticesHint })}
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={values.noticesConsent}
              onChange={(event) => {
                const noticesConsent = event.target.checked;
                setValues((current) => ({ ...current, noticesConsent }));
                setErrors((current) => ({ ...current, email: undefined }));
              }}
            />
            {PATIENT_MESSAGES.noticesConsentLabel}
          </label>
        </>
      )}
      {variant?.extraFields}
      <FormError message={formError} />
      <div className="patient-editor__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending ? 'Saving...' : (variant?.submitLabel ?? (patient ? 'Save changes' : 'Save patient'))}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
