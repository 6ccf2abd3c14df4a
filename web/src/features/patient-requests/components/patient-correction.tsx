import { useState } from 'react';
import { CORRECTION_REASON_MAX_LENGTH, PATIENT_REQUEST_MESSAGES, type PatientSnapshot } from '@pharmacy/shared';
import { FormField } from '@/components/ui/form-field.tsx';
import { PatientEditor, PatientNotSaved } from '@/features/patients/index.ts';
import { useCorrectPatient } from '../api/patient-requests.ts';

/**
 * An admin corrects the patient's record at their request (APP 13): the prescriber's
 * patient form with its checks, and the reason, which the record keeps with what was
 * replaced and who changed it.
 */
export function PatientCorrection({ patient, onDone }: { patient: PatientSnapshot; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const correct = useCorrectPatient(patient.patientId);

  async function save(values: Parameters<typeof correct>[0]): Promise<PatientSnapshot> {
    if (reason.trim() === '') {
      setReasonError(PATIENT_REQUEST_MESSAGES.reason);
      throw new PatientNotSaved('');
    }
    setReasonError(undefined);
    return correct(values, reason);
  }

  return (
    <PatientEditor
      patient={patient}
      headingLevel={4}
      onSaved={onDone}
      onCancel={onDone}
      variant={{
        heading: 'Correct the record',
        submitLabel: 'Save correction',
        save,
        extraFields: (
          <FormField label="Reason for the correction" hint="Kept with the record and in the bundle, e.g. what the patient asked." error={reasonError}>
            {(control) => (
              <textarea
                {...control}
                rows={2}
                maxLength={CORRECTION_REASON_MAX_LENGTH}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(undefined);
                }}
              />
            )}
          </FormField>
        ),
      }}
    />
  );
}
