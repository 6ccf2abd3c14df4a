import { describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '@pharmacy/shared';
import { createIsAdminFactorOnRecord } from './admin-factor.ts';
import { inMemoryAdminFactorStore } from './testing/admin-factors.ts';

const MOBILE = '+61491570156';
const admin = (fields: Partial<UserRecord> = {}): UserRecord => ({ firstName: 'A', lastName: 'B', email: 'a@b.test', role: 'admin', ...fields });

function subject(mobiles: Record<string, string> = { uid: MOBILE }) {
  const factors = inMemoryAdminFactorStore({ uid: { 'on-record': MOBILE, other: '+61400000000' } }, mobiles);
  const enrolledPhone = vi.spyOn(factors.store, 'enrolledPhone');
  return { isOnRecord: createIsAdminFactorOnRecord(factors.store), recorded: factors.recorded, enrolledPhone };
}

describe('createIsAdminFactorOnRecord', () => {
  it('accepts the factor whose phone is the mobile on record, and records its uid', async () => {
    const { isOnRecord, recorded } = subject();
    expect(await isOnRecord('uid', admin(), 'on-record')).toBe(true);
    expect(recorded.get('uid')).toBe('on-record');
  });

  it('refuses a factor on another phone, and records nothing', async () => {
    const { isOnRecord, recorded } = subject();
    expect(await isOnRecord('uid', admin(), 'other')).toBe(false);
    expect(recorded.size).toBe(0);
  });

  it('refuses a factor Auth no longer holds (removed when the phone was replaced)', async () => {
    expect(await subject().isOnRecord('uid', admin(), 'removed')).toBe(false);
  });

  it('refuses every factor while the admin has no mobile on record', async () => {
    expect(await subject({}).isOnRecord('uid', admin(), 'on-record')).toBe(false);
  });

  it('refuses a token without a factor identifier', async () => {
    expect(await subject().isOnRecord('uid', admin(), null)).toBe(false);
  });

  it('trusts the recorded factor without asking Auth again', async () => {
    const { isOnRecord, enrolledPhone } = subject();
    expect(await isOnRecord('uid', admin({ adminFactorId: 'on-record' }), 'on-record')).toBe(true);
    expect(enrolledPhone).not.toHaveBeenCalled();
  });

  it('checks with Auth a factor other than the recorded one', async () => {
    const { isOnRecord } = subject();
    expect(await isOnRecord('uid', admin({ adminFactorId: 'on-record' }), 'other')).toBe(false);
  });
});
