import { describe, expect, it } from 'vitest';
import { staffLinkId } from '@pharmacy/shared';
import { endStaffAccessIfPrescriberLostIt, prescriberLostAccess } from './end-staff-access.ts';
import { memoryStaffStore } from './testing/memory-staff-store.ts';
import { STAFF_NOW, STAFF_USERS, activeLink, seedStaffWorld } from './testing/staff-fixtures.ts';

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

describe("the trigger's work", () => {
  it("ends every active link of a prescriber who lost access, and no one else's", async () => {
    const { store, world } = memoryStaffStore();
    seedStaffWorld(world, [activeLink('olivia', 'nora'), activeLink('vera', 'nora')]);
    const approved = STAFF_USERS.olivia;
    expect(await endStaffAccessIfPrescriberLostIt(store, 'olivia', approved, { ...approved, status: 'suspended' }, STAFF_NOW)).toBe(1);
    expect(world.links.get(staffLinkId('olivia', 'nora'))?.status).toBe('ended');
    expect(world.links.get(staffLinkId('vera', 'nora'))?.status).toBe('active');
    expect(await endStaffAccessIfPrescriberLostIt(store, 'vera', STAFF_USERS.vera, STAFF_USERS.vera, STAFF_NOW)).toBe(0);
  });
});
