import { describe, expect, it } from 'vitest';
import { prescriberLostAccess } from './end-staff-access.ts';

const approved = { role: 'practitioner', status: 'approved' };

describe("a prescriber's staff lose access with them", () => {
  it('when the prescriber is rejected, suspended, deleted or given another role', () => {
    expect(prescriberLostAccess(approved, { role: 'practitioner', status: 'rejected' })).toBe(true);
    expect(prescriberLostAccess(approved, { role: 'practitioner', status: 'suspended' })).toBe(true);
    expect(prescriberLostAccess(approved, undefined)).toBe(true);
    expect(prescriberLostAccess(approved, { role: 'admin', status: 'approved' })).toBe(true);
  });

  it('not when an approved prescriber stays approved, nor for anyone who had no access', () => {
    expect(prescriberLostAccess(approved, { ...approved, firstName: 'Alice' } as typeof approved)).toBe(false);
    expect(prescriberLostAccess({ role: 'practitioner', status: 'pending' }, { role: 'practitioner', status: 'rejected' })).toBe(false);
    expect(prescriberLostAccess(undefined, approved)).toBe(false);
    expect(prescriberLostAccess({ role: 'staff', status: 'approved' }, undefined)).toBe(false);
  });
});
