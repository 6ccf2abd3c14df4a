/** Test helper: a prescriber of people, a veterinarian, their staff, and the links between them. */
import { STAFF_ROLE, staffLinkId, type UserRecord } from '@pharmacy/shared';
import type { MemoryStaffLink, MemoryStaffWorld } from './memory-staff-store.ts';

export const STAFF_NOW = new Date('2026-06-01T00:00:00.000Z');

export const STAFF_USERS = {
  olivia: { firstName: 'Olivia', lastName: 'Bennett', email: 'olivia@clinic.test', role: 'practitioner', status: 'approved', practitionerNumber: 'MED0001234567' },
  vera: { firstName: 'Vera', lastName: 'Vet', email: 'vera@vet.test', role: 'practitioner', status: 'approved', practitionerNumber: 'VIC-V4567' },
  pending: { firstName: 'Pia', lastName: 'Pending', email: 'pia@clinic.test', role: 'practitioner', status: 'pending' },
  nora: { firstName: 'Nora', lastName: '', email: 'nora@clinic.test', role: STAFF_ROLE, status: 'approved' },
  admin: { firstName: 'Pat', lastName: 'Admin', email: 'pat@pharmacy.test', role: 'admin', status: 'approved' },
} satisfies Record<string, UserRecord>;

export type StaffUid = keyof typeof STAFF_USERS;

/** An active link from `staffUid` to `prescriberId`, as accepting an invitation leaves it. */
export function activeLink(prescriberId: StaffUid, staffUid: StaffUid): MemoryStaffLink {
  const staff = STAFF_USERS[staffUid];
  const prescriber = STAFF_USERS[prescriberId];
  return {
    prescriberId,
    staffUid,
    staffName: staff.firstName,
    staffEmail: staff.email,
    prescriberName: `${prescriber.firstName} ${prescriber.lastName}`.trim(),
    status: 'active',
    changedAt: STAFF_NOW,
  };
}

/** Every fixture user, and each of the given links, in a memory store's world. */
export function seedStaffWorld(world: MemoryStaffWorld, links: MemoryStaffLink[] = []): void {
  for (const [uid, record] of Object.entries(STAFF_USERS)) world.users.set(uid, { ...record });
  for (const link of links) world.links.set(staffLinkId(link.prescriberId, link.staffUid), link);
}
