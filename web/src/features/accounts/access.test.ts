import { describe, expect, it } from 'vitest';
import type { UserRecord } from '@pharmacy/shared';
import { ACCESS_MESSAGES, canOpenAdmin, canOpenDashboard, decideLoginOutcome, portalFor } from './access.ts';

function user(fields: Partial<UserRecord>): UserRecord {
  return { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', role: 'practitioner', ...fields };
}

describe('login routing', () => {
  it('sends an admin to the admin dashboard', () => {
    expect(decideLoginOutcome(user({ role: 'admin' }), true)).toEqual({ kind: 'redirect', to: '/admin' });
  });

  it('sends an approved practitioner to the practitioner dashboard', () => {
    expect(decideLoginOutcome(user({ status: 'approved' }), true)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it.each([
    ['pending', ACCESS_MESSAGES.awaitingApproval],
    [undefined, ACCESS_MESSAGES.awaitingApproval],
    ['rejected', ACCESS_MESSAGES.rejected],
    ['suspended', ACCESS_MESSAGES.invalidStatus],
  ])('a practitioner with status %s is told why they cannot log in', (status, message) => {
    expect(decideLoginOutcome(user({ status }), true)).toEqual({ kind: 'denied', message });
  });

  it("sends a clinic's staff member to the dashboard, unless the pharmacy suspended them (decision 044)", () => {
    expect(decideLoginOutcome(user({ role: 'staff', status: 'approved' }), true)).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideLoginOutcome(user({ role: 'staff', status: 'suspended' }), true)).toEqual({ kind: 'denied', message: ACCESS_MESSAGES.noAccess });
    expect(canOpenDashboard(user({ role: 'staff', status: 'approved' }), false)).toBe(true);
    expect(canOpenDashboard(user({ role: 'staff', status: 'suspended' }), false)).toBe(false);
  });

  it('denies any other role', () => {
    expect(decideLoginOutcome(user({ role: 'patient', status: 'approved' }), true)).toEqual({
      kind: 'denied',
      message: 'You do not have access to this portal.',
    });
  });

  it('asks a user without a record to verify their e-mail first', () => {
    expect(decideLoginOutcome(null, false)).toEqual({
      kind: 'unverified',
      message: 'No user record found. Please verify your email address first.',
    });
  });

  it('onboards a verified user who has no record yet', () => {
    expect(decideLoginOutcome(null, true)).toEqual({ kind: 'onboard' });
  });

  it('routes by the record alone once there is one, verified or not', () => {
    expect(decideLoginOutcome(user({ status: 'approved' }), false)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });
});

describe('dashboard access', () => {
  it('lets approved practitioners and admins in, and nobody else', () => {
    expect(canOpenDashboard(user({ status: 'approved' }), false)).toBe(true);
    expect(canOpenDashboard(user({ role: 'admin' }), true)).toBe(true);
    expect(canOpenDashboard(user({ status: 'pending' }), true)).toBe(false);
    expect(canOpenDashboard(user({ role: 'patient', status: 'approved' }), true)).toBe(false);
    expect(canOpenDashboard(null, true)).toBe(false);
  });

  it('keeps an admin who signed in with a password only out of both portals', () => {
    expect(canOpenDashboard(user({ role: 'admin' }), false)).toBe(false);
    expect(canOpenAdmin(user({ role: 'admin' }), false)).toBe(false);
    expect(canOpenAdmin(user({ role: 'admin' }), true)).toBe(true);
  });
});

describe('the portal a signed-in user is pointed back to', () => {
  it('is the admin dashboard for an admin with their second factor, else the one they may open', () => {
    expect(portalFor(user({ role: 'admin' }), true)).toBe('admin');
    expect(portalFor(user({ role: 'admin' }), false)).toBeNull();
    expect(portalFor(user({ status: 'approved' }), false)).toBe('dashboard');
    expect(portalFor(user({ status: 'pending' }), false)).toBeNull();
    expect(portalFor(null, true)).toBeNull();
  });
});
