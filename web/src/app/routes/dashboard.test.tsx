import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_MEDICATION_DATABASE, STAFF_MESSAGES, type StaffLink } from '@pharmacy/shared';
import type { AuthSession } from '@/features/accounts/hooks/use-auth-session.ts';
import type * as SecondFactor from '@/features/accounts/api/second-factor.ts';
import { order, orderItem } from '@/features/orders/test-fixtures.ts';
import { PortalSessionContext } from '../layout/portal-session.ts';
import { DashboardRoute } from './dashboard.tsx';

const earlier = order([orderItem({ notes: 'Apply thinly' })]);

// The servers are replaced by fixed answers: what is under test is which section shows and how they meet.
vi.mock('@/features/catalogue/api/get-medication-database.ts', () => ({
  useMedicationDatabase: () => ({ status: 'ready', database: BUILT_IN_MEDICATION_DATABASE, fallback: false }),
}));
vi.mock('@/features/prices/api/billing-settings.ts', async (original) => {
  const { DEFAULT_BILLING_SETTINGS } = await import('@pharmacy/shared');
  return { ...(await original<Record<string, unknown>>()), useBillingSettings: () => ({ data: { success: true, settings: DEFAULT_BILLING_SETTINGS, savedAt: null } }) };
});
vi.mock('@/features/clinic-accounts/api/clinic-accounts.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  // No clinic account: New order shows no "Who pays" (decision 081).
  useMyClinicAccount: () => ({ data: { account: null } }),
}));
vi.mock('@/features/orders/api/get-order-history.ts', () => ({
  ORDER_HISTORY_QUERY_KEY: ['order-history'],
  useOrderHistory: () => ({
    data: { pages: [{ orders: [earlier], next: null }] },
    isPending: false,
    isError: false,
    isSuccess: true,
    isFetching: false,
    isPlaceholderData: false,
    hasNextPage: false,
    refetch: vi.fn(),
  }),
}));
vi.mock('@/features/order-questions/api/get-orders-awaiting-answer.ts', () => ({
  AWAITING_ANSWER_QUERY_KEY: ['orders-awaiting-answer'],
  useOrdersAwaitingAnswer: () => ({ data: [earlier.requestId] }),
}));
vi.mock('@/features/order-drafts/api/order-drafts.ts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  useDrafts: () => ({ data: [], isPending: false, isError: false, isFetching: false }),
}));
let staffLinks: StaffLink[] = [];
vi.mock('@/features/staff/api/staff-links.ts', () => ({
  STAFF_LINKS_QUERY_KEY: ['staff-links'],
  useActiveStaffLinks: () => ({ data: staffLinks, isPending: false, isError: false }),
}));
vi.mock('@/features/accounts/api/second-factor.ts', async (original) => ({
  ...(await original<typeof SecondFactor>()),
  enrolledPhone: async () => null,
}));

const session: AuthSession = {
  status: 'signed-in',
  user: { uid: 'uid-1', email: 'nina@example.test', secondFactor: false },
  record: {
    firstName: 'Nina',
    lastName: 'Patel',
    email: 'nina@example.test',
    role: 'practitioner',
    status: 'approved',
    clinicName: 'Balmain Clinic',
    practitionerNumber: 'MED0001234',
    clinicAddress: '1 Darling Street',
  },
};

/** Where the dashboard is now: render-route.tsx's probe, here without the whole app. */
const location = { pathname: '', search: '', hash: '' };
function LocationProbe() {
  Object.assign(location, useLocation());
  return null;
}

function renderDashboard(path: string, as: AuthSession = session) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PortalSessionContext.Provider value={as}>
        <Routes>
          <Route path="/dashboard" element={<DashboardRoute />} />
        </Routes>
      </PortalSessionContext.Provider>
      <LocationProbe />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const nav = () => screen.getByRole('navigation', { name: 'Practitioner dashboard sections' });
const openSection = () => within(nav()).getByRole('link', { current: 'page' });

describe('the practitioner dashboard’s sections', () => {
  beforeEach(() => {
    Object.assign(location, { pathname: '', search: '', hash: '' });
    // jsdom lays nothing out, so has no scrolling to do.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('opens New order at /dashboard: the spec’s form and cart, and nothing of the other sections', () => {
    renderDashboard('/dashboard');
    expect(openSection()).toHaveTextContent('New order');
    expect(screen.getByRole('heading', { level: 2, name: 'Submit Order Request' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /^Cart/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My Requests' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sign-in security' })).toBeNull();
    expect(within(nav()).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard',
      '/dashboard?view=to-sign',
      '/dashboard?view=requests',
      '/dashboard?view=patients',
      '/dashboard?view=staff',
      '/dashboard?view=account',
    ]);
  });

  it('opens the section ?view= names, and New order for one it does not know', () => {
    renderDashboard('/dashboard?view=favourites');
    expect(openSection()).toHaveTextContent('New order');
    expect(screen.getByRole('heading', { level: 2, name: 'Submit Order Request' })).toBeInTheDocument();
  });

  it('moves to a section by its link, in the address', async () => {
    const user = renderDashboard('/dashboard');
    await user.click(within(nav()).getByRole('link', { name: 'Patients' }));
    expect(location.search).toBe('?view=patients');
    expect(screen.getByRole('heading', { level: 2, name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByLabelText('Find a patient')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Submit Order Request' })).toBeNull();
  });

  it('shows the account menu’s details and sign-in security in Account', async () => {
    renderDashboard('/dashboard?view=account');
    const details = screen.getByRole('region', { name: 'Account details' });
    for (const text of ['Nina Patel', 'nina@example.test', 'practitioner', 'Balmain Clinic', 'MED0001234', '1 Darling Street']) {
      expect(details).toHaveTextContent(text);
    }
    expect(await screen.findByText(/^Two-step sign-in is off\./)).toBeInTheDocument();
  });

  it('lands a reorder’s lines in the cart of New order, and takes the practitioner there', async () => {
    const user = renderDashboard('/dashboard?view=requests');
    expect(openSection()).toHaveTextContent('My Requests');
    // Reorder is in the request, opened from its row (decision 069).
    await user.click(screen.getByRole('button', { name: earlier.requestId }));
    await user.click(screen.getByRole('button', { name: /^Reorder/ }));
    expect(location.search).toBe('');
    expect(openSection()).toHaveTextContent('New order');
    const cart = screen.getByRole('region', { name: /^Cart/ });
    expect(cart).toHaveTextContent('Apply thinly');
    expect(within(cart).getByRole('heading', { level: 2 })).toHaveFocus();
  });

  it('keeps the cart while the practitioner visits another section', async () => {
    const user = renderDashboard('/dashboard?view=requests');
    await user.click(screen.getByRole('button', { name: earlier.requestId }));
    await user.click(screen.getByRole('button', { name: /^Reorder/ }));
    await user.click(within(nav()).getByRole('link', { name: 'Account' }));
    await user.click(within(nav()).getByRole('link', { name: 'New order' }));
    expect(screen.getByRole('region', { name: /^Cart/ })).toHaveTextContent('Apply thinly');
  });

  it('leads the question marker to the order in My Requests, from any section', async () => {
    const user = renderDashboard('/dashboard?view=account');
    await user.click(screen.getByRole('link', { name: '1 order needs your answer' }));
    expect(location).toMatchObject({ pathname: '/dashboard', search: '?view=requests', hash: `#order-${earlier.requestId}` });
    expect(screen.getByRole('heading', { level: 3, name: earlier.requestId })).toHaveFocus();
  });
});

const staffLink = (prescriberId: string, prescriberName: string): StaffLink => ({
  prescriberId,
  staffUid: 'nurse-uid',
  staffName: 'Nina Patel',
  staffEmail: 'nina@example.test',
  prescriberName,
  status: 'active',
  createdAt: '2026-11-20T01:00:00.000Z',
  changedAt: '2026-11-20T01:00:00.000Z',
});

const staffSession: AuthSession = {
  status: 'signed-in',
  user: { uid: 'nurse-uid', email: 'nina@example.test', secondFactor: false },
  record: { firstName: 'Nina Patel', lastName: '', email: 'nina@example.test', role: 'staff', status: 'approved' },
};

describe("a clinic staff member's dashboard (decision 044)", () => {
  beforeEach(() => {
    staffLinks = [staffLink('alice-uid', 'Alice Nguyen'), staffLink('carla-uid', 'Carla Ray')];
  });

  it('works for the first prescriber by name: an order to send for signing (never to submit), drafts, requests and patients', async () => {
    const user = renderDashboard('/dashboard', staffSession);
    expect(screen.getByLabelText('Working for')).toHaveValue('alice-uid');
    expect(screen.getByRole('option', { name: 'Carla Ray' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Practitioner dashboard sections' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Submit Order Request' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send for signing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).toBeNull();
    const staffNav = screen.getByRole('navigation', { name: 'Staff dashboard sections' });
    // Each section keeps whose work it is.
    expect(within(staffNav).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/dashboard?for=alice-uid',
      '/dashboard?view=drafts&for=alice-uid',
      '/dashboard?view=requests&for=alice-uid',
      '/dashboard?view=patients&for=alice-uid',
    ]);
    await user.click(within(staffNav).getByRole('link', { name: 'Patients' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByText(/Find a patient of the prescriber/)).toBeInTheDocument();
    await user.click(within(staffNav).getByRole('link', { name: 'Requests' }));
    expect(screen.getByRole('heading', { level: 2, name: 'The prescriber\u2019s requests' })).toBeInTheDocument();
    // They see that a question is open, not the thread, and cannot reorder.
    await user.click(screen.getByRole('button', { name: earlier.requestId }));
    expect(screen.getByRole('article', { name: earlier.requestId })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reorder/ })).toBeNull();
  });

  it('holds whose work it is in ?for=, and the switcher changes it', async () => {
    renderDashboard('/dashboard?for=carla-uid', staffSession);
    expect(screen.getByLabelText('Working for')).toHaveValue('carla-uid');
    await userEvent.selectOptions(screen.getByLabelText('Working for'), 'alice-uid');
    expect(location.search).toBe('?for=alice-uid');
  });

  it('falls back to their own first prescriber when ?for= names someone else', () => {
    renderDashboard('/dashboard?for=bob-uid', staffSession);
    expect(screen.getByLabelText('Working for')).toHaveValue('alice-uid');
  });

  it('says so when they work for nobody (removed, or their prescriber lost access)', () => {
    staffLinks = [];
    renderDashboard('/dashboard', staffSession);
    expect(screen.getByText(STAFF_MESSAGES.noPrescriber)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Patients' })).toBeNull();
  });
});
