/**
 * Inviting a staff member and accepting the invitation (decision 044). Invitations are
 * stored as staffInvitations/{SHA-256 of the token} like e-mail verifications: the token
 * is only in the e-mailed link.
 */
import type { RequestHandler } from 'express';
import {
  AcceptStaffInvitationRequestSchema,
  STAFF_ERROR_CODES,
  STAFF_MESSAGES,
  STAFF_INVITATIONS_PER_HOUR,
  STAFF_INVITATION_ROUTE,
  STAFF_INVITATION_TTL_DAYS,
  STAFF_ROLE,
  StaffInvitationRequestSchema,
  type AcceptStaffInvitationResponse,
} from '@pharmacy/shared';
import { createVerificationToken, verificationTokenHash } from '../accounts/index.ts';
import { auth } from '../../platform/firebase.ts';
import { actorOf } from '../../platform/http/actor.ts';
import { callerOf } from '../../platform/http/auth.ts';
import { HttpError } from '../../platform/http/errors.ts';
import { parseBody } from '../../platform/http/request-body.ts';
import { link } from '../../platform/mail/mail-text.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { staffInvitationMail } from './staff-invitation-mail.ts';
import { fullName, type InvitationUse, type StaffInvitation, type StaffStore } from './staff-record.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface InvitationDeps {
  store: StaffStore;
  settings: () => { appOrigin: string };
  sendMail: (message: MailMessage) => Promise<void>;
}

const refused = (status: number, code: string, message: string) => new HttpError(status, code, message);

/**
 * POST /staff-invitations (an approved prescriber): stores a new invitation, supersedes
 * the prescriber's unused ones to the same address, and records it, in one transaction
 * that also counts the last hour's invitations; then e-mails the link.
 */
export function inviteStaff(deps: InvitationDeps, now: () => Date): RequestHandler {
  return async (req, res) => {
    const { name, email } = parseBody(StaffInvitationRequestSchema, req.body);
    const caller = callerOf(res);
    if (email === caller.email?.toLowerCase()) throw refused(400, STAFF_ERROR_CODES.ownEmail, STAFF_MESSAGES.ownEmail);
    const prescriberName = fullName(caller.record ?? undefined) || (caller.email ?? '');
    const at = now();
    const { token, hash } = createVerificationToken();
    const outcome = await deps.store.createInvitation(
      {
        prescriberId: caller.uid,
        prescriberName,
        name,
        email,
        tokenHash: hash,
        createdAt: at,
        expiresAt: new Date(at.getTime() + STAFF_INVITATION_TTL_DAYS * DAY_MS),
      },
      actorOf(caller),
      { perWindow: STAFF_INVITATIONS_PER_HOUR, windowMs: HOUR_MS },
    );
    if (outcome === 'rate_limited') {
      throw refused(429, STAFF_ERROR_CODES.tooManyInvitations, STAFF_MESSAGES.tooManyInvitations);
    }
    if (outcome === 'staff_suspended') throw refused(409, STAFF_ERROR_CODES.staffSuspended, STAFF_MESSAGES.staffSuspended);
    // A MailDeliveryError becomes 502 (errors.ts); a new invitation can be sent.
    await deps.sendMail(staffInvitationMail(email, prescriberName, link(deps.settings().appOrigin, STAFF_INVITATION_ROUTE, { token })));
    res.status(201).json({ success: true, message: STAFF_MESSAGES.invited(email) });
  };
}

const INVITATION_REFUSALS: Record<Exclude<InvitationUse['kind'], 'used_now'>, () => HttpError> = {
  unknown: () => refused(400, STAFF_ERROR_CODES.invalidInvitation, STAFF_MESSAGES.invalidInvitation),
  used: () => refused(409, STAFF_ERROR_CODES.invitationUsed, STAFF_MESSAGES.invitationUsed),
  superseded: () => refused(410, STAFF_ERROR_CODES.invitationSuperseded, STAFF_MESSAGES.invitationSuperseded),
  expired: () => refused(410, STAFF_ERROR_CODES.invitationExpired, STAFF_MESSAGES.invitationExpired),
  voided: () => refused(410, STAFF_ERROR_CODES.invitationVoided, STAFF_MESSAGES.invitationVoided),
  suspended: () => refused(403, STAFF_ERROR_CODES.staffSuspended, STAFF_MESSAGES.acceptSuspended),
};

const emailHasOtherRole = () => refused(409, STAFF_ERROR_CODES.emailHasOtherRole, STAFF_MESSAGES.emailHasOtherRole);

/** The existing staff account with this address, a new one with this password, or a refusal for anyone else's. */
async function staffAccountFor(store: StaffStore, invitation: StaffInvitation, password: string): Promise<{ uid: string; created: boolean }> {
  const existing = await auth()
    .getUserByEmail(invitation.email)
    .catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
      throw error;
    });
  if (existing) {
    if ((await store.roleOf(existing.uid)) !== STAFF_ROLE) throw emailHasOtherRole();
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
export function acceptStaffInvitation(store: StaffStore, now: () => Date): RequestHandler {
  return async (req, res) => {
    const { token, password } = parseBody(AcceptStaffInvitationRequestSchema, req.body);
    const at = now();
    const use = await store.useInvitation(verificationTokenHash(token), at);
    if (use.kind !== 'used_now') throw INVITATION_REFUSALS[use.kind]();
    const { invitation, invitedAt } = use;
    const { uid, created } = await staffAccountFor(store, invitation, password);
    try {
      const linked = await store.linkStaff(invitation, uid, created, at, invitedAt);
      if (linked === 'prescriber_not_approved') throw INVITATION_REFUSALS.unknown();
      if (linked === 'staff_suspended') throw INVITATION_REFUSALS.suspended();
      if (linked === 'voided') throw INVITATION_REFUSALS.voided();
    } catch (error) {
      if (created) await auth().deleteUser(uid);
      throw error;
    }
    const body: AcceptStaffInvitationResponse = {
      success: true,
      email: invitation.email,
      newAccount: created,
      message: created ? STAFF_MESSAGES.accepted : STAFF_MESSAGES.acceptedExisting,
    };
    res.status(201).json(body);
  };
}
