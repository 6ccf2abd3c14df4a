import { describe, expect, it } from 'vitest';
import { addressViews } from './address-views.ts';
import { ADMIN_VIEWS, adminViewFrom, adminViewSearch } from './admin-views.ts';
import { DASHBOARD_SECTIONS, myRequestAddress } from './dashboard-sections.ts';

const { from: dashboardSectionFrom, search: dashboardSectionSearch } = DASHBOARD_SECTIONS;

describe('views held in the address', () => {
  const views = addressViews(
    [
      { id: 'first', label: 'First' },
      { id: 'second', label: 'Second' },
    ],
    'first',
  );

  it('opens the view ?view= names, and the default for no value or an unknown one', () => {
    expect(views.from('second')).toBe('second');
    expect(views.from('first')).toBe('first');
    expect(views.from(null)).toBe('first');
    expect(views.from('')).toBe('first');
    expect(views.from('Second')).toBe('first');
    expect(views.from('toString')).toBe('first');
  });

  it('gives the default view the plain address and every other its ?view=', () => {
    expect(views.search('first')).toBe('');
    expect(views.search('second')).toBe('?view=second');
  });

  it('reads back every address it writes', () => {
    for (const { id } of views.views) expect(views.from(new URLSearchParams(views.search(id)).get('view'))).toBe(id);
  });
});

describe('admin dashboard views', () => {
  it('opens the view ?view= names, and the practitioners overview for anything else', () => {
    expect(adminViewFrom('orders')).toBe('orders');
    expect(adminViewFrom('audit-log')).toBe('audit-log');
    expect(adminViewFrom('pharmacy')).toBe('pharmacy');
    expect(adminViewFrom(null)).toBe('overview');
    expect(adminViewFrom('settings')).toBe('overview');
  });

  it('gives the default view the plain address', () => {
    expect(adminViewSearch('overview')).toBe('');
    expect(adminViewSearch('enquiries')).toBe('?view=enquiries');
    expect(adminViewSearch('pharmacy')).toBe('?view=pharmacy');
  });

  it('lists the views in the nav order', () => {
    expect(ADMIN_VIEWS.views.map(({ label }) => label)).toEqual(['Pharmacy overview', 'Practitioners', 'Orders', 'Consignments', 'Enquiries', 'Patients', 'Protocols', 'Audit Log', 'Breaches', 'Admins', 'Billing', 'Clinic accounts']);
  });
});

describe('practitioner dashboard sections', () => {
  it('opens the New order section (the spec’s order form) by default and for anything unknown', () => {
    expect(dashboardSectionFrom(null)).toBe('new-order');
    expect(dashboardSectionFrom('orders')).toBe('new-order');
    expect(dashboardSectionSearch('new-order')).toBe('');
  });

  it('holds My Requests, Patients, Staff and Account in ?view=', () => {
    expect(dashboardSectionFrom('requests')).toBe('requests');
    expect(dashboardSectionFrom('patients')).toBe('patients');
    expect(dashboardSectionFrom('staff')).toBe('staff');
    expect(dashboardSectionFrom('account')).toBe('account');
    expect(dashboardSectionSearch('requests')).toBe('?view=requests');
    expect(DASHBOARD_SECTIONS.views.map(({ label }) => label)).toEqual(['New order', 'To sign', 'My Requests', 'Patients', 'Staff', 'Account']);
  });

  it('addresses one request in My Requests by its anchor', () => {
    expect(myRequestAddress('REQ-1')).toEqual({ pathname: '/dashboard', search: '?view=requests', hash: '#order-REQ-1' });
  });
});
