import {
  PATIENT_MESSAGES,
  deliveryText,
  formatWeightKg,
  formatAustralianPhone,
  formatDateOfBirth,
  noticeEmailOf,
  type PatientSnapshot,
} from '@pharmacy/shared';

/** "Delivery to an address: 1 Darling Street, Balmain NSW 2041", or pickup (shared with the APP 12 summary). */
export { deliveryText };

/**
 * The patient an order item is for, as rows of a fact list (dt/dd pairs to place in a
 * `<dl>`): name, date of birth, phone, allergies and notes, how the medicine reaches them
 * and the e-mail for notices where one is kept; an animal (decision 048) by its name,
 * species, weight and owner instead of a date of birth. An item stored before items named
 * their patient says so.
 */
export function PatientFacts({ patient }: { patient: PatientSnapshot | null | undefined }) {
  if (!patient) {
    return (
      <>
        <dt>Patient</dt>
        <dd>{PATIENT_MESSAGES.noPatientRecorded}</dd>
      </>
    );
  }
  const contact = (
    <>
      <dt>{patient.animal ? 'Owner\u2019s phone' : 'Phone'}</dt>
      <dd>{patient.phone ? formatAustralianPhone(patient.phone) : '-'}</dd>
      <dt>Allergies and notes</dt>
      <dd className="queue-notes">{patient.notes ?? '-'}</dd>
      <dt>Delivery</dt>
      <dd>{deliveryText(patient.delivery)}</dd>
      {patient.email && (
        <>
          <dt>{PATIENT_MESSAGES.noticesEmailTerm}</dt>
          <dd>
            {patient.email}
            {noticeEmailOf(patient) === null && ` ${PATIENT_MESSAGES.noticesNotAgreed}`}
          </dd>
        </>
      )}
    </>
  );
  if (patient.animal) {
    return (
      <>
        <dt>Animal</dt>
        <dd>{patient.animal.name}</dd>
        <dt>Species</dt>
        <dd>{patient.animal.species}</dd>
        <dt>Weight</dt>
        <dd>{formatWeightKg(patient.animal.weightKg)}</dd>
        <dt>Owner</dt>
        <dd>
          {patient.givenName} {patient.familyName}
        </dd>
        {contact}
      </>
    );
  }
  return (
    <>
      <dt>Patient</dt>
      <dd>
        {patient.givenName} {patient.familyName}
      </dd>
      <dt>Date of birth</dt>
      <dd>{formatDateOfBirth(patient.dateOfBirth)}</dd>
      {contact}
    </>
  );
}
