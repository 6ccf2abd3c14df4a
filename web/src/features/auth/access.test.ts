import { describe, expect, it } from 'vitest';
import type { UserRecord } from '@pharmacy/shared';
import { ACCESS_MESSAGES, canOpenDashboard, decideLoginOutcome } from './access.ts';

function user(fields: Partial<UserRecord>): UserRecord {
  return { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', role: 'practitioner', ...fields };
}

describe('login routing', () => {
  it('sends an admin to the admin dashboard', () => {
    expect(decideLoginOutcome(user({ role: 'admin' }))).toEqual({ kind: 'redirect', to: '/admin' });
  });

  it('sends an approved practitioner to the practitioner dashboard', () => {
    expect(decideLoginOutcome(user({ status: 'approved' }))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it.each([
    ['pending', ACCESS_MESSAGES.awaitingApproval],
    [undefined, ACCESS_MESSAGES.awaitingApproval],
    ['rejected', ACCESS_MESSAGES.rejected],
    ['suspended', ACCESS_MESSAGES.invalidStatus],
  ])('a practitioner with status %s is told why they cannot log in', (status, message) => {
    expect(decideLoginOutcome(user({ status }))).toEqual({ kind: 'denied', message });
  });

  it('denies any other role', () => {
    expect(decideLoginOutcome(user({ role: 'patient', status: 'approved' }))).toEqual({
      kind: 'denied',
      message: 'You do not have access to this portal.',
    });
  });

  it('asks a user without a record to verify their e-mail first', () => {
    expect(decideLoginOutcome(null)).toEqual({
      kind: 'denied',
      message: 'No user record found. Please verify your email address first.',
    });
  });
});

describe('dashboard access', () => {
  it('lets approved practitioners and admins in, and nobody else', () => {
    expect(canOpenDashboard(user({ status: 'approved' }))).toBe(true);
    expect(canOpenDashboard(user({ role: 'admin' }))).toBe(true);
    expect(canOpenDashboard(user({ status: 'pending' }))).toBe(false);
    expect(canOpenDashboard(user({ role: 'patient', status: 'approved' }))).toBe(false);
    expect(canOpenDashboard(null)).toBe(false);
  });
});
