/**
 * Clinic teams (issue 26, decision 044): staff invited by a prescriber, who work for the
 * prescribers they are linked to. Paths, collections, statuses and messages; zod-free.
 * The public pages' shell names the invitation's page through ROUTES, not this module.
 */
import { ROUTES } from '../platform/routes.ts';

export const STAFF_COLLECTIONS = {
  /** staffLinks/{prescriberId}_{staffUid}: who works for whom; read under the rules, written by the server. */
  staffLinks: 'staffLinks',
  /** staffInvitations/{SHA-256 of the token}: never the token itself; server only. */
  staffInvitations: 'staffInvitations',
} as const;

export const STAFF_ROLE = 'staff';

/**
 * `removed`: by the prescriber; `ended`: the prescriber lost access, or a suspension was
 * lifted (a new invitation brings the person back); `suspended`: the pharmacy suspended the
 * staff member, and no prescriber may invite them again until it lifts it (issue 32).
 */
export const STAFF_LINK_STATUSES = ['active', 'removed', 'ended', 'suspended'] as const;
export type StaffLinkStatus = (typeof STAFF_LINK_STATUSES)[number];

/** The id of the link between a prescriber and a staff member (the rules build the same). */
export const staffLinkId = (prescriberId: string, staffUid: string) => `${prescriberId}_${staffUid}`;

/** Days an invitation link works. */
export const STAFF_INVITATION_TTL_DAYS = 7;
/** Invitations a prescriber may send in an hour. */
export const STAFF_INVITATIONS_PER_HOUR = 10;

export const STAFF_API_PATHS = {
  /** POST {name, email}: an approved prescriber invites a staff member (an e-mail with a link only). */
  staffInvitations: '/api/staff-invitations',
  /** POST {token, password}: public; the link's token is the proof. */
  acceptStaffInvitation: '/api/staff-invitations/accept',
  /** POST `${staffLinks}/{staffUid}/remove`: the prescriber removes a staff member. */
  staffLinks: '/api/staff-links',
  /** POST `${staffMembers}/{staffUid}/suspend`: an admin suspends a staff member (every link ends, the sign-in is disabled); `/reinstate` lifts it. */
  staffMembers: '/api/staff-members',
  /** `${prescribers}/{prescriberId}/patients[/{patientId}]`: staff keep a prescriber's patients. */
  prescribers: '/api/prescribers',
} as const;

/** POST: the prescriber removes this staff member. */
export const removeStaffPath = (staffUid: string) => `${STAFF_API_PATHS.staffLinks}/${encodeURIComponent(staffUid)}/remove`;

/** POST: an admin suspends this staff member. */
export const suspendStaffPath = (staffUid: string) => `${STAFF_API_PATHS.staffMembers}/${encodeURIComponent(staffUid)}/suspend`;

/** POST: an admin lifts a staff member's suspension (the sign-in works again; each prescriber invites them again). */
export const reinstateStaffPath = (staffUid: string) => `${STAFF_API_PATHS.staffMembers}/${encodeURIComponent(staffUid)}/reinstate`;

/** POST and PUT paths of a prescriber's patients, as their staff save them. */
export const prescriberPatientsPath = (prescriberId: string, patientId?: string) =>
  `${STAFF_API_PATHS.prescribers}/${encodeURIComponent(prescriberId)}/patients${patientId ? `/${encodeURIComponent(patientId)}` : ''}`;

/**
 * GET `?search=<typed>`: a prescriber's patients as their staff find them, each look
 * recorded in the access log (issue 32, decision 064); staff no longer read patients
 * from Firestore.
 */
export const PATIENT_SEARCH_PARAM = 'search';

/** GET: the prescriber's latest requests as their staff see them (no thread), each look recorded (decision 064). */
export const prescriberOrdersPath = (prescriberId: string) => `${STAFF_API_PATHS.prescribers}/${encodeURIComponent(prescriberId)}/order-requests`;

/** GET: the catalogue, for a staff member working for this prescriber (decision 045). */
export const prescriberCataloguePath = (prescriberId: string) => `${STAFF_API_PATHS.prescribers}/${encodeURIComponent(prescriberId)}/medication-database`;

/** The page the invitation links to: `${STAFF_INVITATION_ROUTE}?token=…`. */
export const STAFF_INVITATION_ROUTE = ROUTES.staffInvitation;
/** The address parameter that says whose work a staff member is doing. */
export const WORKING_FOR_PARAM = 'for';

export const STAFF_ERROR_CODES = {
  notWorkingFor: 'not_working_for_prescriber',
  invalidInvitation: 'invalid_invitation',
  invitationUsed: 'invitation_used',
  invitationExpired: 'invitation_expired',
  invitationSuperseded: 'invitation_superseded',
  invitationVoided: 'invitation_voided',
  staffSuspended: 'staff_suspended',
  notSuspended: 'not_suspended',
  emailHasOtherRole: 'email_has_other_role',
  tooManyInvitations: 'too_many_invitations',
  staffNotFound: 'staff_not_found',
  ownEmail: 'own_email',
} as const;

export const STAFF_MESSAGES = {
  nameRequired: 'Please enter the staff member\u2019s name.',
  nameTooLong: 'Please keep the name under 100 characters.',
  nameControlCharacters: 'The name must be one line of plain text.',
  invited: (email: string) => `Invitation sent to ${email}. The link works once, for ${STAFF_INVITATION_TTL_DAYS} days.`,
  ownEmail: 'That is your own address. Invite your staff member by theirs.',
  tooManyInvitations: 'You have sent many invitations in the last hour. Please try again later.',
  notWorkingFor: 'You do not work for this prescriber, or they have removed you. Ask them to invite you again.',
  invalidInvitation: 'This invitation link is not valid. Ask the prescriber to send a new one.',
  invitationUsed: 'This invitation has already been accepted. Sign in with your e-mail address and password.',
  invitationExpired: 'This invitation has expired. Ask the prescriber to send a new one.',
  invitationSuperseded: 'A newer invitation was sent to this address. Use the link in the latest e-mail.',
  invitationVoided: 'This invitation was withdrawn when your access to this prescriber\u2019s work ended. Ask the prescriber for a new one.',
  staffSuspended:
    'The pharmacy has suspended this person\u2019s access, so they cannot be invited again. Please call the pharmacy if you think this is wrong.',
  acceptSuspended: 'The pharmacy has suspended your access, so this invitation cannot be accepted. Please call the pharmacy.',
  notSuspended: 'That staff member is not suspended.',
  reinstated: (name: string) =>
    `${name}\u2019s suspension is lifted: they can sign in again, and work for a prescriber once that prescriber invites them again.`,
  emailHasOtherRole:
    'This e-mail address already has a prescriber or pharmacy account, which cannot also be a staff account. Ask the prescriber to invite another address.',
  accepted: 'Welcome to the team. You can now sign in with your e-mail address and password.',
  acceptedExisting: 'You now also work for this prescriber. Sign in with your existing password.',
  staffNotFound: 'That person is not on your staff.',
  removed: (name: string) => `${name} no longer has access to your patients and orders.`,
  suspended: (name: string) => `${name} is suspended: signed out, unable to sign in, and shut out of every prescriber\u2019s data.`,
  notStaff: 'That account is not a staff member\u2019s.',
  noPrescriber: 'You do not work for any prescriber at the moment. A prescriber can invite you again from their dashboard.',
} as const;
