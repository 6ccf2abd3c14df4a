/**
 * Inviting a staff member and accepting the invitation (decision 044). Invitations are
 * stored as staffInvitations/{SHA-256 of the token} like e-mail verifications: the token
 * is only in the e-mailed link.
 */
import type { RequestHandler } from 'express';
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import {
  AUDIT_ACTIONS,
  AcceptStaffInvitationRequestSchema,
  CLINIC_TEAM_COLLECTIONS,
  CLINIC_TEAM_ERROR_CODES,
  CLINIC_TEAM_MESSAGES,
  COLLECTIONS,
  STAFF_INVITATIONS_PER_HOUR,
  STAFF_INVITATION_ROUTE,
  STAFF_INVITATION_TTL_DAYS,
  STAFF_ROLE,
  StaffInvitationRequestSchema,
  staffLinkId,
  type AcceptStaffInvitationResponse,
} from '@pharmacy/shared';
import { createVerificationToken, verificationTokenHash } from '../accounts/index.ts';
import { recordAuditIn } from '../../platform/audit/audit-log.ts';
import { auth, db } from '../../platform/firebase.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { link } from '../../platform/mail/mail-text.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { staffInvitationMail } from './staff-invitation-mail.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface InvitationDeps {
  settings: () => { appOrigin: string };
  sendMail: (message: MailMessage) => Promise<void>;
}

const invitations = () => db().collection(CLINIC_TEAM_COLLECTIONS.staffInvitations);
const links = () => db().collection(CLINIC_TEAM_COLLECTIONS.staffLinks);
const users = () => db().collection(COLLECTIONS.users);

const refused = (status: number, code: string, message: string) => new HttpError(status, code, message);
const fullName = (record: DocumentData | undefined) => `${record?.firstName ?? ''} ${record?.lastName ?? ''}`.trim();

/**
 * POST /staff-invitations (an approved prescriber): stores a new invitation, supersedes
 * the prescriber's unused ones to the same address, and records it, in one transaction
 * that also counts the last hour's invitations; then e-mails the link.
 */
export function inviteStaff(deps: InvitationDeps, now: () => Date): RequestHandler {
  return async (req, res) => {
    const { name, email } = parseBody(StaffInvitationRequestSchema, req.body);
    const caller = callerOf(res);
    if (email === caller.email?.toLowerCase()) throw refused(400, CLINIC_TEAM_ERROR_CODES.ownEmail, CLINIC_TEAM_MESSAGES.ownEmail);
    const prescriberName = fullName(caller.record ?? undefined) || (caller.email ?? '');
    const at = now();
    const { token, hash } = createVerificationToken();
    const outcome = await db().runTransaction(async (transaction) => {
      const earlier = await transaction.get(invitations().where('prescriberId', '==', caller.uid));
      const recent = earlier.docs.filter((doc) => (doc.get('createdAt') as Timestamp).toMillis() > at.getTime() - HOUR_MS);
      if (recent.length >= STAFF_INVITATIONS_PER_HOUR) return 'rate_limited' as const;
      const createdAt = Timestamp.fromDate(at);
      for (const doc of earlier.docs) {
        if (doc.get('email') === email && doc.get('usedAt') == null && doc.get('supersededAt') == null) {
          transaction.update(doc.ref, { supersededAt: createdAt });
        }
      }
      transaction.create(invitations().doc(hash), {
        prescriberId: caller.uid,
        prescriberName,
        name,
        email,
        createdAt,
        expiresAt: Timestamp.fromDate(new Date(at.getTime() + STAFF_INVITATION_TTL_DAYS * DAY_MS)),
        usedAt: null,
        supersededAt: null,
      });
      recordAuditIn(transaction, {
        action: AUDIT_ACTIONS.staffInvite,
        ...actorOf(caller),
        target: { type: 'staff-invitation', id: hash.slice(0, 16), label: email },
        details: { prescriberId: caller.uid },
      });
      return 'issued' as const;
    });
    if (outcome === 'rate_limited') {
      throw refused(429, CLINIC_TEAM_ERROR_CODES.tooManyInvitations, CLINIC_TEAM_MESSAGES.tooManyInvitations);
    }
    // A MailDeliveryError becomes 502 (errors.ts); a new invitation can be sent.
    await deps.sendMail(staffInvitationMail(email, prescriberName, link(deps.settings().appOrigin, STAFF_INVITATION_ROUTE, { token })));
    res.status(201).json({ success: true, message: CLINIC_TEAM_MESSAGES.invited(email) });
  };
}

interface Invitation {
  prescriberId: string;
  prescriberName: string;
  name: string;
  email: string;
}

const INVITATION_REFUSALS = {
  unknown: () => refused(400, CLINIC_TEAM_ERROR_CODES.invalidInvitation, CLINIC_TEAM_MESSAGES.invalidInvitation),
  used: () => refused(409, CLINIC_TEAM_ERROR_CODES.invitationUsed, CLINIC_TEAM_MESSAGES.invitationUsed),
  superseded: () => refused(410, CLINIC_TEAM_ERROR_CODES.invitationSuperseded, CLINIC_TEAM_MESSAGES.invitationSuperseded),
  expired: () => refused(410, CLINIC_TEAM_ERROR_CODES.invitationExpired, CLINIC_TEAM_MESSAGES.invitationExpired),
};

/** Marks the invitation used when it still works: one transaction, so a link works exactly once. */
async function consumeInvitation(tokenHash: string, at: Date): Promise<Invitation> {
  return db().runTransaction(async (transaction) => {
    const ref = invitations().doc(tokenHash);
    const data = (await transaction.get(ref)).data();
    if (!data) throw INVITATION_REFUSALS.unknown();
    if (data.usedAt != null) throw INVITATION_REFUSALS.used();
    if (data.supersededAt != null) throw INVITATION_REFUSALS.superseded();
    if ((data.expiresAt as Timestamp).toMillis() <= at.getTime()) throw INVITATION_REFUSALS.expired();
    transaction.update(ref, { usedAt: Timestamp.fromDate(at) });
    return { prescriberId: data.prescriberId as string, prescriberName: data.prescriberName as string, name: data.name as string, email: data.email as string };
  });
}

const emailHasOtherRole = () => refused(409, CLINIC_TEAM_ERROR_CODES.emailHasOtherRole, CLINIC_TEAM_MESSAGES.emailHasOtherRole);

/** The existing staff account with this address, a new one with this password, or a refusal for anyone else's. */
async function staffAccountFor(invitation: Invitation, password: string): Promise<{ uid: string; created: boolean }> {
  const existing = await auth()
    .getUserByEmail(invitation.email)
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
      throw error;
    });
  if (existing) {
    const record = await users().doc(existing.uid).get();
    if (record.get('role') !== STAFF_ROLE) throw emailHasOtherRole();
    return { uid: existing.uid, created: false };
  }
  try {
    const created = await auth().createUser({ email: invitation.email, emailVerified: true, password, displayName: invitation.name });
    return { uid: created.uid, created: true };
  } catch (error) {
    // Someone registered the address between the look-up and now.
    if ((error as { code?: unknown }).code === 'auth/email-already-exists') throw emailHasOtherRole();
    throw error;
  }
}

/**
 * POST /staff-invitations/accept (public; the token is the proof): the invitation is used
 * first, so a second use of the link is refused whatever happens next; then the account
 * (created verified: the link proves the address), its staff record, the active link and
 * the audit entry. A record that cannot be written takes a new account back with it.
 */
export function acceptStaffInvitation(now: () => Date): RequestHandler {
  return async (req, res) => {
    const { token, password } = parseBody(AcceptStaffInvitationRequestSchema, req.body);
    const at = now();
    const invitation = await consumeInvitation(verificationTokenHash(token), at);
    const { uid, created } = await staffAccountFor(invitation, password);
    try {
      await db().runTransaction(async (transaction) => {
        const linkRef = links().doc(staffLinkId(invitation.prescriberId, uid));
        const prescriber = await transaction.get(users().doc(invitation.prescriberId));
        // A prescriber no longer approved (or deleted) has no work to share: the link would open it to the rules.
        if (prescriber.get('role') !== 'practitioner' || prescriber.get('status') !== 'approved') throw INVITATION_REFUSALS.unknown();
        if (created) {
          transaction.create(users().doc(uid), {
            firstName: invitation.name,
            lastName: '',
            email: invitation.email,
            role: STAFF_ROLE,
            status: 'approved',
            emailVerified: true,
            createdAt: FieldValue.serverTimestamp(),
          });
        }
        transaction.set(linkRef, {
          prescriberId: invitation.prescriberId,
          staffUid: uid,
          staffName: invitation.name,
          staffEmail: invitation.email,
          prescriberName: fullName(prescriber.data()) || invitation.prescriberName,
          status: 'active',
          createdAt: Timestamp.fromDate(at),
          changedAt: Timestamp.fromDate(at),
        });
        recordAuditIn(transaction, {
          action: AUDIT_ACTIONS.staffAccept,
          actorUid: uid,
          actorEmail: invitation.email,
          target: { type: 'user', id: uid, label: invitation.email },
          details: { prescriberId: invitation.prescriberId, newAccount: created },
        });
      });
    } catch (error) {
      if (created) await auth().deleteUser(uid);
      throw error;
    }
    const body: AcceptStaffInvitationResponse = {
      success: true,
      email: invitation.email,
      newAccount: created,
      message: created ? CLINIC_TEAM_MESSAGES.accepted : CLINIC_TEAM_MESSAGES.acceptedExisting,
    };
    res.status(201).json(body);
  };
}
