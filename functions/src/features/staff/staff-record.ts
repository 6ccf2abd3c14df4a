/**
 * What the staff feature keeps (decision 044) and what its routes need from storage:
 * staff-store.ts implements it on Firestore, testing/memory-staff-store.ts in memory.
 * Invitations are staffInvitations/{SHA-256 of the token}, links
 * staffLinks/{prescriberId}_{staffUid}; a staff member's own record is users/{uid}.
 */
import type { AuditEntry, PatientKind } from '@pharmacy/shared';

/** Who acted, as the audit log names them (platform/http/actor.ts). */
export type StaffActor = Pick<AuditEntry, 'actorUid' | 'actorEmail'>;

/** What an invitation says, as its link's acceptance reads it back. */
export interface StaffInvitation {
  prescriberId: string;
  prescriberName: string;
  name: string;
  email: string;
}

export interface NewStaffInvitation extends StaffInvitation {
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** "First Last" from a users record; empty when it has neither. */
export const fullName = (record: { firstName?: unknown; lastName?: unknown } | undefined): string =>
  `${String(record?.firstName ?? '')} ${String(record?.lastName ?? '')}`.trim();

/**
 * Why an invitation's link no longer works, or the invitation it used up (with when it was
 * sent, which a link ended since then outranks). `voided`: the person was removed before
 * using it; `suspended`: the pharmacy suspended them (issue 32).
 */
export type InvitationUse =
  | { kind: 'used_now'; invitation: StaffInvitation; invitedAt: Date }
  | { kind: 'unknown' | 'used' | 'superseded' | 'expired' | 'voided' | 'suspended' };

/** Why removing or suspending someone voids the invitations they have not used yet. */
export type VoidReason = 'removed' | 'suspended';

/** Who may act for a prescriber: what the guards and order drafts (features/order-drafts) read. */
export interface StaffAccess {
  /** Whether `staffUid` may work for `prescriberId` right now: an active link, and the prescriber approved. */
  worksFor(staffUid: string, prescriberId: string): Promise<boolean>;
  /** Whose patients a prescriber has (decision 048), from their users record's practitioner number. */
  prescriberPatientKind(prescriberId: string): Promise<PatientKind>;
}

export interface StaffStore extends StaffAccess {
  /**
   * In one transaction: refuses an address whose staff account the pharmacy suspended
   * ('staff_suspended', nothing written), counts the prescriber's invitations of the last
   * `windowMs` ('rate_limited' at `perWindow`, nothing written), supersedes their unused ones to the
   * same address, creates the new one and its audit entry.
   */
  createInvitation(
    invitation: NewStaffInvitation,
    actor: StaffActor,
    limit: { perWindow: number; windowMs: number },
  ): Promise<'issued' | 'rate_limited' | 'staff_suspended'>;
  /** Marks the invitation used when it still works, in one transaction: a link works exactly once. */
  useInvitation(tokenHash: string, at: Date): Promise<InvitationUse>;
  /** The role on a users record (undefined without one). */
  roleOf(uid: string): Promise<unknown>;
  /**
   * In one transaction: the staff member's users record (when `newAccount`), the active
   * link and the audit entry; nothing when the prescriber is no longer approved, when the
   * staff record is not an approved staff member's ('staff_suspended'), or when their link
   * was removed or suspended after the invitation was sent ('voided').
   */
  linkStaff(
    invitation: StaffInvitation,
    staffUid: string,
    newAccount: boolean,
    at: Date,
    invitedAt: Date,
  ): Promise<'linked' | 'prescriber_not_approved' | 'staff_suspended' | 'voided'>;
  /**
   * The prescriber's active link to the staff member turns `removed` with its audit entry, and
   * the prescriber's unused invitations to that address are voided; their name, or null without one.
   */
  removeLink(prescriberId: string, staffUid: string, actor: StaffActor, at: Date): Promise<{ staffName: string } | null>;
  /**
   * The staff record turns `suspended`, every active link `suspended` and every unused
   * invitation to their address void, with the audit entry, in one transaction; their first
   * name, or null when the uid is not a staff member's.
   */
  suspendStaff(staffUid: string, actor: StaffActor, at: Date): Promise<{ firstName: string } | null>;
  /**
   * Lifts a suspension: the record turns `approved` again and each `suspended` link `ended`
   * (a prescriber invites them again), with the audit entry; their first name, null when the
   * uid is not a staff member's, 'not_suspended' when it is not suspended.
   */
  reinstateStaff(staffUid: string, actor: StaffActor, at: Date): Promise<{ firstName: string } | null | 'not_suspended'>;
  /** Turns every active link of `field` == `uid` to `ended`; resolves how many. */
  endActiveLinks(field: 'prescriberId' | 'staffUid', uid: string, at: Date): Promise<number>;
}
