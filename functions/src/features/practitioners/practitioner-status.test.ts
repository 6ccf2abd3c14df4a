import { describe, expect, it } from 'vitest';
import { statusChangeRefusal } from './practitioner-status.ts';
import { practitionerRecord } from './testing/practitioner-fixtures.ts';

const practitioner = practitionerRecord();

describe('which status changes an admin may confirm', () => {
  it('allows any status for a verified practitioner', () => {
    for (const status of ['approved', 'rejected', 'pending'] as const) {
      expect(statusChangeRefusal(practitioner, status)).toBeNull();
    }
  });

  it('refuses to approve an e-mail that was never verified, but allows rejecting it', () => {
    for (const emailVerified of [false, undefined]) {
      const record = { ...practitioner, emailVerified };
      expect(statusChangeRefusal(record, 'approved')).toBe('email_unverified');
      expect(statusChangeRefusal(record, 'rejected')).toBeNull();
    }
  });

  it('refuses to give an admin a practitioner status', () => {
    expect(statusChangeRefusal({ ...practitioner, role: 'admin' }, 'rejected')).toBe('not_practitioner');
  });
});
