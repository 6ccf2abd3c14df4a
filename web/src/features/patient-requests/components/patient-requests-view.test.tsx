import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PATIENT_REQUEST_API_PATHS, PATIENT_REQUEST_MESSAGES, patientRecordPath, type FoundPatient, type PatientHeld } from '@pharmacy/shared';
import { jsonResponse, stubFetch } from '@/test/stub-fetch.ts';
import { PatientRequestsView } from './patient-requests-view.tsx';

vi.mock('@/lib/current-id-token.ts', () => ({ currentIdToken: () => Promise.resolve('admin-id-token') }));
const fetchMock = stubFetch();

const prescriber = (name: string) => ({ prescriberId: name.toLowerCase(), name, clinicName: `${name}'s Clinic`, email: `${name.toLowerCase()}@example.test` });
const FOUND: FoundPatient[] = [
  { patientId: 'jane1', givenName: 'Jane', familyName: 'Kelly', dateOfBirth: '1948-03-15', prescriber: prescriber('Olivia'), onRecord: true },
  { patientId: 'jane2', givenName: 'Jane', familyName: 'Kelly', dateOfBirth: '1948-03-15', prescriber: prescriber('Sam'), onRecord: false },
];
const details = { givenName: 'Jane', familyName: 'Kelly', dateOfBirth: '1948-03-15', phone: '+61491570006', notes: null, delivery: { method: 'pickup' as const } };
const HELD: PatientHeld = {
  patientId: 'jane1',
  generatedAt: '2026-11-27T00:00:00.000Z',
  record: {
    prescriber: prescriber('Olivia'),
    details,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
    corrections: [
      {
        at: '2026-11-20T00:00:00.000Z',
        by: { uid: 'admin', email: 'admin@example.test' },
        reason: 'Patient asked',
        fields: ['familyName'],
        replaced: { ...details, familyName: 'Citizen' },
        corrected: { ...details, familyName: 'Kelley' },
        laterEdits: [
          {
            at: '2026-11-21T00:00:00.000Z',
            by: { uid: 'nurse', email: 'nurse@clinic.test' },
            fields: ['familyName'],
            was: { ...details, familyName: 'Kelley' },
            now: details,
          },
        ],
      },
    ],
  },
  orders: [],
  accessEntries: [{ at: '2026-11-26T00:00:00.000Z', action: 'access.patient', actorEmail: 'someone@example.test', target: 'Jane Kelly' }],
};

function renderView(entry = '/admin?view=patients') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <PatientRequestsView actionLabel={(action) => `label of ${action}`} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the Patients view', () => {
  it('says what is wrong with a search beside its field, and asks nothing of the server', async () => {
    renderView();
    const form = screen.getByRole('form', { name: 'Find a patient' });
    await userEvent.type(within(form).getByLabelText('Date of birth'), '31/02/1980');
    await userEvent.click(within(form).getByRole('button', { name: 'Find patient' }));
    expect(within(form).getByText(PATIENT_REQUEST_MESSAGES.familyName)).toBeInTheDocument();
    expect(within(form).getByText(PATIENT_REQUEST_MESSAGES.dateOfBirthInvalid)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists the patients found with their prescribers, and opens one by ID', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { patients: FOUND })).mockResolvedValueOnce(jsonResponse(200, HELD));
    renderView();
    const form = screen.getByRole('form', { name: 'Find a patient' });
    await userEvent.type(within(form).getByLabelText('Family name'), 'kelly');
    await userEvent.type(within(form).getByLabelText('Date of birth'), '15/3/1948');
    await userEvent.click(within(form).getByRole('button', { name: 'Find patient' }));

    const found = await screen.findByRole('region', { name: 'Patients found' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(PATIENT_REQUEST_API_PATHS.patientSearch);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ familyName: 'kelly', dateOfBirth: '15/3/1948' });
    expect(within(found).getByText('2 patients found.')).toBeInTheDocument();
    expect(within(found).getByText('Deleted; orders only')).toBeInTheDocument();

    await userEvent.click(within(found).getByRole('button', { name: 'Open Jane Kelly (Olivia)' }));
    const panel = await screen.findByRole('region', { name: 'Jane Kelly (DOB 15/03/1948)' });
    expect(fetchMock.mock.calls[1]?.[0]).toBe(patientRecordPath('jane1'));
    expect(within(panel).getByText(/Family name: was “Citizen”, now “Kelley”/)).toBeInTheDocument();
    // A later edit of the corrected field, beside the correction (decision 062).
    expect(within(panel).getByText(/by nurse@clinic\.test: Family name was “Kelley”, now “Kelly”/)).toBeInTheDocument();
    expect(within(panel).getByText('label of access.patient')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Download everything held' })).toBeInTheDocument();
  });
});
