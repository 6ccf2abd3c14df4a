import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLINIC_TEAM_MESSAGES, type StaffLink } from '@pharmacy/shared';
import type { AuthSession } from '@/features/auth/hooks/use-auth-session.ts';
import { PortalSessionContext } from '../layout/portal-session.ts';
import { DashboardRoute } from './dashboard.tsx';

const link = (prescriberUid: string, prescriberName: string): StaffLink => ({
  prescriberUid,
  staffUid: 'nurse-uid',
  staffName: 'Nina Patel',
  staffEmail: 'nina@example.test',
  prescriberName,
  status: 'active',
  createdAt: '2026-11-20T01:00:00.000Z',
  changedAt: '2026-11-20T01:00:00.000Z',
});

let links: StaffLink[] = [];
// The links come from Firestore under the rules; here, fixed answers.
vi.mock('@/features/clinic-teams/api/staff-links.ts', () => ({
  STAFF_LINKS_QUERY_KEY: ['staff-links'],
  useActiveStaffLinks: () => ({ data: links, isPending: false, isError: false }),
}));

const session: AuthSession = {
  status: 'signed-in',
  user: { uid: 'nurse-uid', email: 'nina@example.test', secondFactor: false },
  record: { firstName: 'Nina Patel', lastName: '', email: 'nina@example.test', role: 'staff', status: 'approved' },
};

const location = { search: '' };
function LocationProbe() {
  Object.assign(location, useLocation());
  return null;
}

function renderDashboard(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PortalSessionContext.Provider value={session}>
        <Routes>
          <Route path="/dashboard" element={<DashboardRoute />} />
        </Routes>
        <LocationProbe />
      </PortalSessionContext.Provider>
    </MemoryRouter>,
  );
}

describe("a clinic staff member's dashboard (decision 044)", () => {
  beforeEach(() => {
    links = [link('alice-uid', 'Alice Nguyen'), link('carla-uid', 'Carla Ray')];
  });

  it('works for the first prescriber by name, with their patients, and none of the ordering sections', () => {
    renderDashboard('/dashboard');
    expect(screen.getByLabelText('Working for')).toHaveValue('alice-uid');
    expect(screen.getByRole('option', { name: 'Carla Ray' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByText(/Find a patient of the prescriber/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Practitioner dashboard sections' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Submit Order Request' })).toBeNull();
  });

  it('holds whose work it is in ?for=, and the switcher changes it', async () => {
    renderDashboard('/dashboard?for=carla-uid');
    expect(screen.getByLabelText('Working for')).toHaveValue('carla-uid');
    await userEvent.selectOptions(screen.getByLabelText('Working for'), 'alice-uid');
    expect(location.search).toBe('?for=alice-uid');
  });

  it('falls back to their own first prescriber when ?for= names someone else', () => {
    renderDashboard('/dashboard?for=bob-uid');
    expect(screen.getByLabelText('Working for')).toHaveValue('alice-uid');
  });

  it('says so when they work for nobody (removed, or their prescriber lost access)', () => {
    links = [];
    renderDashboard('/dashboard');
    expect(screen.getByText(CLINIC_TEAM_MESSAGES.noPrescriber)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Patients' })).toBeNull();
  });
});
