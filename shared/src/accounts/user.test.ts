import { describe, expect, it } from 'vitest';
import { UserRecordSchema, effectiveStatus } from './user.ts';

describe('user records', () => {
  it('count a missing status as pending', () => {
    expect(effectiveStatus({})).toBe('pending');
    expect(effectiveStatus({ status: 'approved' })).toBe('approved');
  });

  it('need a role; names default to empty', () => {
    expect(UserRecordSchema.safeParse({ email: 'a@b.test' }).success).toBe(false);
    expect(UserRecordSchema.parse({ role: 'practitioner' })).toMatchObject({ firstName: '', lastName: '' });
  });

  it('keep whether the e-mail was verified, and leave it out when unknown', () => {
    expect(UserRecordSchema.parse({ role: 'practitioner', emailVerified: true }).emailVerified).toBe(true);
    expect(UserRecordSchema.parse({ role: 'practitioner' })).not.toHaveProperty('emailVerified');
    expect(UserRecordSchema.safeParse({ role: 'practitioner', emailVerified: 'yes' }).success).toBe(false);
  });
});
