import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PATIENT_MESSAGES, type PatientSnapshot } from '@pharmacy/shared';
import { PatientFacts } from './patient-facts.tsx';

const patient: PatientSnapshot = {
  patientId: 'p1',
  givenName: 'Farid',
  familyName: 'Rahimi',
  dateOfBirth: '1971-02-14',
  phone: null,
  notes: null,
  delivery: { method: 'delivery', address: { street: '22 Australia Street', suburb: 'Camperdown', state: 'NSW', postcode: '2050' } },
};

function factOf(term: string): string | null | undefined {
  return screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
}

function renderFacts(shown: PatientSnapshot) {
  render(
    <dl>
      <PatientFacts patient={shown} />
    </dl>,
  );
}

describe('PatientFacts: the e-mail for notices', () => {
  it('shows the e-mail a patient agreed to receive notices at', () => {
    renderFacts({ ...patient, email: 'farid@example.com', noticesConsent: true });
    expect(factOf(PATIENT_MESSAGES.noticesEmailTerm)).toBe('farid@example.com');
  });

  it('says nothing is sent to an e-mail kept without the patient’s agreement', () => {
    renderFacts({ ...patient, email: 'farid@example.com' });
    expect(factOf(PATIENT_MESSAGES.noticesEmailTerm)).toBe(`farid@example.com ${PATIENT_MESSAGES.noticesNotAgreed}`);
  });

  it('has no e-mail row for a patient with none', () => {
    renderFacts(patient);
    expect(factOf(PATIENT_MESSAGES.noticesEmailTerm)).toBeUndefined();
    expect(factOf('Delivery')).toBe('Delivery to an address: 22 Australia Street, Camperdown NSW 2050');
  });
});
