import { afterEach, describe, expect, it } from 'vitest';
import type { PendingRegistration } from '@pharmacy/shared';
import { clearPendingRegistration, readPendingRegistration, savePendingRegistration } from './pending-registration.ts';

const registration: PendingRegistration = {
  uid: 'uid-1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Lee',
  practitionerNumber: 'MED0001234567',
  clinicName: 'Harbour Clinic',
  clinicAddress: '1 George Street, Sydney NSW 2000, Australia',
};

describe('pending registration in browser storage', () => {
  afterEach(() => localStorage.clear());

  it('is read back for the account that registered', () => {
    savePendingRegistration(registration);
    expect(readPendingRegistration('uid-1')).toEqual(registration);
  });

  it('is not handed to another account', () => {
    savePendingRegistration(registration);
    expect(readPendingRegistration('uid-2')).toBeNull();
  });

  it('is gone once cleared for the account that registered', () => {
    savePendingRegistration(registration);
    clearPendingRegistration('uid-1');
    expect(readPendingRegistration('uid-1')).toBeNull();
  });

  it('stays when another account signs in', () => {
    savePendingRegistration(registration);
    clearPendingRegistration('uid-2');
    expect(readPendingRegistration('uid-1')).toEqual(registration);
  });

  it('ignores storage that was tampered with', () => {
    localStorage.setItem('pendingRegistration', '{"uid":"uid-1","email":"not an address"}');
    expect(readPendingRegistration('uid-1')).toBeNull();
    localStorage.setItem('pendingRegistration', 'not json');
    expect(readPendingRegistration('uid-1')).toBeNull();
  });
});
