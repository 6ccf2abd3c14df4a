/**
 * Order drafts (issue 26, decision 045): staff prepare an order for a prescriber, who
 * changes it, sends it back with a note, or signs it. Paths, statuses and messages; zod-free.
 */

export const ORDER_DRAFT_COLLECTION = 'orderDrafts';
/** Storage folder of a draft's script copies: `order-drafts/{draftId}/{itemIndex}-{fileName}`. */
export const ORDER_DRAFT_SCRIPTS_FOLDER = 'order-drafts';

export const ORDER_DRAFT_STATUSES = ['awaiting_signature', 'sent_back', 'signed'] as const;
export type OrderDraftStatus = (typeof ORDER_DRAFT_STATUSES)[number];

export const ORDER_DRAFT_STATUS_LABELS: Record<OrderDraftStatus, string> = {
  awaiting_signature: 'Waiting for signature',
  sent_back: 'Sent back',
  signed: 'Signed',
};

/** An unsigned draft is deleted this many days after its last change (docs/retention-schedule.md). */
export const ORDER_DRAFT_KEPT_DAYS = 30;
/** Signing a draft needs a sign-in (with the second factor, when the prescriber uses one) within this many minutes. */
export const SIGNING_SIGN_IN_MINUTES = 10;
/** The longest send-back note. */
export const SEND_BACK_NOTE_MAX_LENGTH = 1000;

/** The address parameter naming a draft in the order form: `?view=new-order&draft=<id>`. */
export const DRAFT_PARAM = 'draft';

export const ORDER_DRAFT_API_PATHS = {
  /**
   * POST, multipart (the order form's fields, exactly as the submit's): `?for={prescriberId}`
   * for a staff member's new draft, `?draft={draftId}` to save a draft again (its staff
   * resubmitting, or its prescriber changing it). Served by the uploads function.
   */
  save: '/api/order-drafts',
  /** POST {draftId, note}: the prescriber sends the draft back to their staff. */
  sendBack: '/api/order-drafts/send-back',
  /** POST {draftId}: the prescriber signs the draft (a sign-in within 10 minutes); it becomes an order request. */
  sign: '/api/order-drafts/sign',
  /** GET `${scripts}/{draftId}/{itemIndex}`: a script copy kept with the draft (its prescriber and their staff). */
  scripts: '/api/order-draft-scripts',
} as const;
/** Of these, the routes that take files: served by the uploads function (function-routing.ts). */
export const ORDER_DRAFT_UPLOAD_API_PATHS = [ORDER_DRAFT_API_PATHS.save] as const;

export const orderDraftScriptPath = (draftId: string, itemIndex: number) =>
  `${ORDER_DRAFT_API_PATHS.scripts}/${encodeURIComponent(draftId)}/${itemIndex}`;

export const ORDER_DRAFT_ERROR_CODES = {
  draftNotFound: 'draft_not_found',
  draftSigned: 'draft_signed',
  draftNotAwaiting: 'draft_not_awaiting_signature',
  draftChanged: 'draft_changed',
  patientChanged: 'draft_patient_changed',
  beingSigned: 'draft_being_signed',
  noDraftTarget: 'draft_target_missing',
} as const;

export const ORDER_DRAFT_MESSAGES = {
  notFound: 'That order draft does not exist, or is not yours to see.',
  signed: 'This draft has been signed already: it is an order request now.',
  notAwaiting: 'This draft is back with the staff member who prepared it, so it cannot be signed or sent back now.',
  changed: 'This draft changed since you opened it: its new version is shown now. Please check it, then sign or send it back.',
  patientChanged:
    'A patient on this draft changed since you opened it: their record was edited after the draft was saved. Save the draft again to take their current details, check them, then sign.',
  beingSigned: 'The prescriber is signing this draft right now, so it cannot be changed. Look at it again under Drafts in a minute.',
  noTarget: 'Say whose order this is (?for=) or which draft it changes (?draft=).',
  noteRequired: 'Please say what should change.',
  noteTooLong: `Please keep the note under ${SEND_BACK_NOTE_MAX_LENGTH} characters.`,
  saved: 'Sent for signing. The prescriber has been e-mailed that an order is waiting for them.',
  changesSaved: 'Your changes to the draft are saved.',
  sentBack: 'Sent back. The staff member sees your note and can send the draft again.',
  signFailed: 'The order could not be signed.',
  saveFailed: 'The draft could not be saved.',
  recentSignIn: 'Signing needs a sign-in within the last 10 minutes: if yours is older, you are asked for your password (and code) again.',
} as const;
