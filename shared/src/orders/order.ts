/**
 * Practitioner order requests (spec sections 2, 3, 5, 7 and 8): statuses, limits,
 * paths and messages shared by the dashboard, the admin work queue and the function.
 * zod-free; the schemas are in order-schema.ts.
 */
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_LABEL } from '../platform/attachments.ts';
import { MAX_CART_ITEMS } from '../platform/constants.ts';

export const ORDER_API_PATHS = {
  medicationDatabase: '/api/medication-database',
  submit: '/api/submit-practitioner-request',
  /** Admin only: move an order request to its next status. */
  status: '/api/order-status',
  /** Admin only: GET `${scripts}/{requestId}/{itemIndex}` streams one item's script. */
  scripts: '/api/order-scripts',
  /** Admin only: GET `${list}?status=&questions=&original=&supply=&q=&from=&to=&after=` answers one page of the queue (OrderListPageSchema) and records it (access.order-list; decision 063). */
  list: '/api/order-requests',
  /** Admin only: GET `${count}?` the same filters: how many orders match (OrderCountReplySchema); shows no patient, so not recorded. */
  count: '/api/order-request-count',
  /** Admin only: GET `${detail}/{requestId}` answers the order request (OrderRequestReplySchema) and records the look (access.order; decision 039). */
  detail: '/api/order-requests',
  /** Admin only: GET `${worksheet}/{requestId}` answers the order request for its worksheet and records the look (access.worksheet). */
  worksheet: '/api/order-worksheets',
} as const;
/** Of these, the routes that take files: served by the uploads function (function-routing.ts). */
export const ORDER_UPLOAD_API_PATHS = [ORDER_API_PATHS.submit] as const;

/**
 * The header of the submit that makes a retried or double-clicked submit one order:
 * a UUID the dashboard makes for each cart, sent with every try of it (decision 021).
 */
export const ORDER_IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** On a submit answered with the order its key already made. */
export const ORDER_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Server-written collections (firestore.rules: a practitioner reads only their own requests, admins all). */
export const ORDER_COLLECTIONS = {
  /** orderRequests/{requestId}: one submitted cart, its scripts' places in Storage, its status history and e-mails' state. */
  orderRequests: 'orderRequests',
  /** orderSubmissionKeys/{SHA-256 of uid and key}: which request a caller's Idempotency-Key made, kept 24 hours; browsers never read it. */
  orderSubmissionKeys: 'orderSubmissionKeys',
  /** escriptTokenClaims/{SHA-256 of a token's stored form}: which order holds the e-script token (decision 043); browsers never read it. */
  escriptTokenClaims: 'escriptTokenClaims',
} as const;

/** Storage folder of order scripts: `${ORDER_SCRIPTS_FOLDER}/{requestId}/{itemIndex}-{fileName}`. */
export const ORDER_SCRIPTS_FOLDER = 'order-scripts';

/**
 * Beyond the spec: where an order request is in the pharmacy. received is set on
 * submission; the admin moves it along ORDER_STATUS_TRANSITIONS.
 */
export const ORDER_STATUSES = ['received', 'in_progress', 'ready', 'dispatched', 'collected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  received: 'Received',
  in_progress: 'In progress',
  ready: 'Ready',
  dispatched: 'Dispatched',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** received -> in progress -> ready -> dispatched or collected; cancelled from any open status. */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  received: ['in_progress', 'cancelled'],
  in_progress: ['ready', 'cancelled'],
  ready: ['dispatched', 'collected', 'cancelled'],
  dispatched: [],
  collected: [],
  cancelled: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

export const SCRIPT_METHODS = ['upload', 'mail'] as const;
export type ScriptMethod = (typeof SCRIPT_METHODS)[number];
export const SCRIPT_METHOD_LABELS: Record<ScriptMethod, string> = {
  upload: 'Upload E-Script',
  mail: 'Send Via Mail',
};
/** The cart's scriptFileName for a mailed script (spec section 3, "Cart item"). */
export const MAIL_SUBMISSION_LABEL = 'Mail Submission';

/** Multipart names of POST /api/submit-practitioner-request (spec section 7). */
export const ORDER_FORM_FIELDS = {
  cart: 'cart',
  totalItems: 'totalItems',
  notes: 'notes',
  /** Who pays (decision 081): 'patient' (the default when absent) or 'clinic', checked against the prescriber's open clinic account. */
  payer: 'payer',
  /** One part per cart item whose scriptMethod is upload, in cart order. */
  scriptFile: 'scriptFile',
} as const;

/** One script: the same types and size as a public script upload. */
export const MAX_SCRIPT_BYTES = MAX_ATTACHMENT_BYTES;
export const MAX_SCRIPT_LABEL = MAX_ATTACHMENT_LABEL;
/**
 * Google's front end refuses a request over 32 MiB in production (Cloud Run's limit);
 * the dashboard keeps one request's scripts under this, with room for the form.
 */
export const MAX_ORDER_UPLOAD_BYTES = 30 * 1024 * 1024;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
export const ORDER_MAX_LENGTHS = { notes: 2000 } as const;

/** What the practitioner sees. Texts from the spec (sections 2, 5 and 8) are character for character. */
export const ORDER_MESSAGES = {
  // Add-to-cart checks, in the spec's order (section 5).
  selectCondition: 'Please select a condition.',
  selectFormula: 'Please select a suggested formula.',
  selectStrength: 'Please select a strength.',
  selectAmount: 'Please select an amount.',
  selectScriptMethod: 'Please select a script submission method.',
  attachScript: 'Please attach a patient script before adding to cart.',
  // Submitting (sections 5 and 8).
  emptyCart: 'Please add items to your cart before submitting.',
  submitFailed: 'Failed to submit request. Please try again.',
  catalogueFallback: 'Failed to load medication database. Using default data.',
  consent:
    'I confirm that the patient has consented to forwarding prescription and personal information to the pharmacy for compounding.',
  consentRequired: 'Please confirm that the patient has consented before submitting your request.',
  mailInstruction: 'Please post the physical script to the pharmacy within 7 days.',
  thankYou: 'Thank you!',
  confirmationSent: 'Confirmation e-mails have been sent to you and the pharmacy.',
  submitAnother: 'Submit Another Order Request',
  // Ours: what the server refuses, each naming what to fix.
  notInCatalogue: 'An item in your cart is no longer in the medication database. Please remove it and add it again.',
  scriptMissing: 'A cart item marked Upload E-Script has no script attached. Please attach it or remove the item.',
  scriptType: 'Patient scripts must be PDF, JPG or PNG files.',
  scriptTooLarge: `Each patient script must be ${MAX_SCRIPT_LABEL} or smaller.`,
  tooManyItems: `A request can hold at most ${MAX_CART_ITEMS} items. Please submit the rest as another request.`,
  uploadTooLarge: 'The scripts in this request add up to more than 30 MB. Please submit some items as another request, or send those scripts by mail.',
  quantity: `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.`,
  notesTooLong: `Please shorten your notes to ${ORDER_MAX_LENGTHS.notes.toLocaleString('en-AU')} characters or fewer.`,
  invalidForm: 'We could not read the order request. Please reload the page and try again.',
  idempotencyKeyMissing: `An order request needs an ${ORDER_IDEMPOTENCY_HEADER} header (a UUID for each cart). Please reload the page and try again.`,
  idempotencyKeyInvalid: `The ${ORDER_IDEMPOTENCY_HEADER} header must be a UUID, such as 3f1c9a52-7b0e-4d2a-9c61-5e8f2b7d4a10. Please reload the page and try again.`,
  idempotencyKeyReused: `This ${ORDER_IDEMPOTENCY_HEADER} was already used for a different order request. Please reload the page and try again.`,
  submissionInProgress: 'This order request is still being sent. Please wait a moment, then submit it again.',
} as const;

/** Stable `code`s of the order endpoints' error bodies (besides invalid_request, unauthenticated, forbidden, internal). */
export const ORDER_ERROR_CODES = {
  notInCatalogue: 'not_in_catalogue',
  scriptMissing: 'script_missing',
  unsupportedFileType: 'unsupported_file_type',
  fileTooLarge: 'file_too_large',
  tooManyItems: 'too_many_items',
  orderNotFound: 'order_not_found',
  invalidTransition: 'invalid_transition',
  invalidIdempotencyKey: 'invalid_idempotency_key',
  idempotencyKeyReused: 'idempotency_key_reused',
  submissionInProgress: 'submission_in_progress',
} as const;
