/** Test double: the staff store in memory, with the audit entries it would have written. */
import { AUDIT_ACTIONS, STAFF_ROLE, patientKindFor, staffLinkId, type StaffLinkStatus, type UserRecord } from '@pharmacy/shared';
import { fullName, type StaffActor, type StaffInvitation, type StaffStore, type VoidReason } from '../staff-record.ts';

export interface MemoryStaffLink {
  prescriberId: string;
  staffUid: string;
  staffName: string;
  staffEmail: string;
  prescriberName: string;
  status: StaffLinkStatus;
  changedAt: Date;
}

interface MemoryInvitation extends StaffInvitation {
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  supersededAt: Date | null;
  voidedAt?: Date;
  voidedFor?: VoidReason;
}

export interface MemoryStaffWorld {
  users: Map<string, Partial<UserRecord>>;
  links: Map<string, MemoryStaffLink>;
  invitations: Map<string, MemoryInvitation>;
  audit: { action: string; actor: StaffActor | { actorUid: string }; targetId: string }[];
}

export function memoryStaffStore(): { store: StaffStore; world: MemoryStaffWorld } {
  const world: MemoryStaffWorld = { users: new Map(), links: new Map(), invitations: new Map(), audit: [] };
  const approvedPrescriber = (uid: string) => {
    const record = world.users.get(uid);
    return record?.role === 'practitioner' && record.status === 'approved';
  };
  const activeLinks = (field: 'prescriberId' | 'staffUid', uid: string, status: StaffLinkStatus = 'active') =>
    [...world.links.values()].filter((link) => link[field] === uid && link.status === status);
  const voidInvitations = (matches: (invitation: MemoryInvitation) => boolean, reason: VoidReason, at: Date) => {
    for (const invitation of world.invitations.values()) {
      if (matches(invitation) && !invitation.usedAt && !invitation.supersededAt && !invitation.voidedAt) Object.assign(invitation, { voidedAt: at, voidedFor: reason });
    }
  };

  const store: StaffStore = {
    async worksFor(staffUid, prescriberId) {
      return world.links.get(staffLinkId(prescriberId, staffUid))?.status === 'active' && approvedPrescriber(prescriberId);
    },
    async prescriberPatientKind(prescriberId) {
      return patientKindFor(world.users.get(prescriberId)?.practitionerNumber);
    },
    async createInvitation({ tokenHash, ...invitation }, actor, { perWindow, windowMs }) {
      const holders = [...world.users.values()].filter((record) => record.email === invitation.email);
      if (holders.some((record) => record.role === STAFF_ROLE && record.status === 'suspended')) return 'staff_suspended';
      const earlier = [...world.invitations.values()].filter((each) => each.prescriberId === invitation.prescriberId);
      if (earlier.filter((each) => each.createdAt.getTime() > invitation.createdAt.getTime() - windowMs).length >= perWindow) return 'rate_limited';
      for (const each of earlier) {
        if (each.email === invitation.email && each.usedAt === null && each.supersededAt === null && !each.voidedAt) each.supersededAt = invitation.createdAt;
      }
      world.invitations.set(tokenHash, { ...invitation, usedAt: null, supersededAt: null });
      world.audit.push({ action: AUDIT_ACTIONS.staffInvite, actor, targetId: tokenHash.slice(0, 16) });
      return 'issued';
    },
    async useInvitation(tokenHash, at) {
      const invitation = world.invitations.get(tokenHash);
      if (!invitation) return { kind: 'unknown' };
      if (invitation.usedAt) return { kind: 'used' };
      if (invitation.supersededAt) return { kind: 'superseded' };
      if (invitation.voidedAt) return { kind: invitation.voidedFor === 'suspended' ? 'suspended' : 'voided' };
      if (invitation.expiresAt.getTime() <= at.getTime()) return { kind: 'expired' };
      invitation.usedAt = at;
      const { prescriberId, prescriberName, name, email } = invitation;
      return { kind: 'used_now', invitation: { prescriberId, prescriberName, name, email }, invitedAt: invitation.createdAt };
    },
    async roleOf(uid) {
      return world.users.get(uid)?.role;
    },
    async linkStaff(invitation, staffUid, newAccount, at, invitedAt) {
      if (!approvedPrescriber(invitation.prescriberId)) return 'prescriber_not_approved';
      const record = world.users.get(staffUid);
      if (!newAccount && (record?.role !== STAFF_ROLE || record.status !== 'approved')) return 'staff_suspended';
      const link = world.links.get(staffLinkId(invitation.prescriberId, staffUid));
      if (link?.status === 'suspended') return 'staff_suspended';
      if (link && link.status !== 'active' && link.changedAt.getTime() > invitedAt.getTime()) return 'voided';
      if (newAccount) world.users.set(staffUid, { firstName: invitation.name, lastName: '', email: invitation.email, role: STAFF_ROLE, status: 'approved' });
      world.links.set(staffLinkId(invitation.prescriberId, staffUid), {
        prescriberId: invitation.prescriberId,
        staffUid,
        staffName: invitation.name,
        staffEmail: invitation.email,
        prescriberName: fullName(world.users.get(invitation.prescriberId)) || invitation.prescriberName,
        status: 'active',
        changedAt: at,
      });
      world.audit.push({ action: AUDIT_ACTIONS.staffAccept, actor: { actorUid: staffUid }, targetId: staffUid });
      return 'linked';
    },
    async removeLink(prescriberId, staffUid, actor, at) {
      const link = world.links.get(staffLinkId(prescriberId, staffUid));
      if (link?.status !== 'active') return null;
      Object.assign(link, { status: 'removed', changedAt: at });
      voidInvitations((invitation) => invitation.prescriberId === prescriberId && invitation.email === link.staffEmail, 'removed', at);
      world.audit.push({ action: AUDIT_ACTIONS.staffRemove, actor, targetId: staffUid });
      return { staffName: link.staffName };
    },
    async suspendStaff(staffUid, actor, at) {
      const record = world.users.get(staffUid);
      if (record?.role !== STAFF_ROLE) return null;
      record.status = 'suspended';
      for (const link of activeLinks('staffUid', staffUid)) Object.assign(link, { status: 'suspended', changedAt: at });
      voidInvitations((invitation) => invitation.email === record.email, 'suspended', at);
      world.audit.push({ action: AUDIT_ACTIONS.staffSuspend, actor, targetId: staffUid });
      return { firstName: String(record.firstName) };
    },
    async reinstateStaff(staffUid, actor, at) {
      const record = world.users.get(staffUid);
      if (record?.role !== STAFF_ROLE) return null;
      if (record.status !== 'suspended') return 'not_suspended';
      record.status = 'approved';
      for (const link of activeLinks('staffUid', staffUid, 'suspended')) Object.assign(link, { status: 'ended', changedAt: at });
      world.audit.push({ action: AUDIT_ACTIONS.staffReinstate, actor, targetId: staffUid });
      return { firstName: String(record.firstName) };
    },
    async endActiveLinks(field, uid, at) {
      const links = activeLinks(field, uid);
      for (const link of links) Object.assign(link, { status: 'ended', changedAt: at });
      return links.length;
    },
  };
  return { store, world };
}
