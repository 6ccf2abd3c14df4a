/**
 * Consignments (issue 33 parts 2-6, decisions 059 and 060): one or more ready orders sent
 * to one address, by pickup, Australia Post, StarTrack or a local courier; their tracking,
 * proof of delivery, the Schedule 8 receipt rule and the patient's no-login tracking link.
 * Paths, labels, messages, error codes and the pure rules, shared by the admin's screens,
 * the prescriber's My Requests, the patient's tracking page and the function. zod-free (the
 * schemas are in consignment-schema.ts). Times are instants; days are Sydney days.
 */

export const CONSIGNMENT_API_PATHS = {
  /** Admin: POST dispatches ready orders as one consignment; GET lists consignments (?filter=). */
  consignments: '/api/consignments',
  /** Admin: GET `${consignments}/{id}` one consignment; POST `${consignments}/{id}/proof-of-delivery`; GET `${consignments}/{id}/carrier-label`. */
  proofOfDeliverySuffix: '/proof-of-delivery',
  carrierLabelSuffix: '/carrier-label',
  /** Admin: GET `?date=YYYY-MM-DD&method=auspost&format=pdf|csv`: the day's manifest for one carrier. */
  manifest: '/api/consignment-manifests',
  /** Prescriber, their active staff, or an admin: GET `${orderConsignment}/{requestId}`. */
  orderConsignment: '/api/order-consignments',
  /** Anyone with the link: GET `${track}/{token}` (no sign-in; rate limited). */
  track: '/api/track',
  /** Emulators only: POST runs the tracking job now, or as of `now`. */
  devTracking: '/api/dev/consignment-tracking',
  /** Emulators only: POST runs the daily overdue-receipts e-mail now, or as of `now`. */
  devReceiptReminders: '/api/dev/consignment-receipts',
} as const;

/** The web page the patient's e-mail links to: `${TRACKING_PAGE_PATH}/{token}` (no sign-in). */
export const TRACKING_PAGE_PATH = '/track';

/** Server-written collections; browsers read none of them (firestore.rules; decision 059). */
export const CONSIGNMENT_COLLECTIONS = {
  /** consignments/{consignmentId}: one consignment, its events, proof of delivery and tracking token hash. */
  consignments: 'consignments',
} as const;

export const DISPATCH_METHODS = ['pickup', 'auspost', 'startrack', 'courier'] as const;
export type DispatchMethod = (typeof DISPATCH_METHODS)[number];
export const DISPATCH_METHOD_LABELS: Record<DispatchMethod, string> = {
  pickup: 'Pickup at the pharmacy',
  auspost: 'Australia Post',
  startrack: 'StarTrack',
  courier: 'Local courier',
};
/** The methods a carrier takes away: every one but pickup. */
export const CARRIER_METHODS = ['auspost', 'startrack', 'courier'] as const satisfies readonly DispatchMethod[];
export type CarrierMethod = (typeof CARRIER_METHODS)[number];
/** The carriers the carrier adapter speaks to (Australia Post's Shipping and Tracking API serves both; decision 060). */
export const API_CARRIER_METHODS = ['auspost', 'startrack'] as const satisfies readonly DispatchMethod[];
export type ApiCarrierMethod = (typeof API_CARRIER_METHODS)[number];
export const isApiCarrier = (method: DispatchMethod): method is ApiCarrierMethod => (API_CARRIER_METHODS as readonly string[]).includes(method);

export const CONSIGNMENT_STATUSES = ['dispatched', 'in_transit', 'delivered', 'delivery_failed', 'collected'] as const;
export type ConsignmentStatus = (typeof CONSIGNMENT_STATUSES)[number];
export const CONSIGNMENT_STATUS_LABELS: Record<ConsignmentStatus, string> = {
  dispatched: 'Dispatched',
  in_transit: 'In transit',
  delivered: 'Delivered',
  delivery_failed: 'Delivery failed',
  collected: 'Collected',
};
/** Nothing more will happen to it: delivered, or collected at the pharmacy. */
export const isConsignmentFinished = (status: ConsignmentStatus) => status === 'delivered' || status === 'collected';

/** Who recorded the proof of delivery: the carrier's event, or the pharmacy typing it. */
export const PROOF_SOURCES = ['carrier', 'pharmacy'] as const;
export type ProofSource = (typeof PROOF_SOURCES)[number];

/** The admin's list filters (GET /api/consignments?filter=). */
export const CONSIGNMENT_FILTERS = ['open', 'delivered', 'delivery_failed', 's8_receipt_overdue', 'all'] as const;
export type ConsignmentFilter = (typeof CONSIGNMENT_FILTERS)[number];
export const CONSIGNMENT_FILTER_LABELS: Record<ConsignmentFilter, string> = {
  open: 'On the way',
  delivered: 'Delivered or collected',
  delivery_failed: 'Delivery failed',
  s8_receipt_overdue: 'S8 receipt overdue',
  all: 'All',
};
/** The most consignments one list answers (newest first). */
export const CONSIGNMENT_LIST_LIMIT = 200;

/** At most this many orders in one consignment. */
export const MAX_ORDERS_PER_CONSIGNMENT = 10;
export const CONSIGNMENT_MAX_LENGTHS = { trackingNumber: 40, name: 100, idSeen: 100 } as const;
/** A tracking number as carriers print them: letters and digits, 6 to 40 of them (spaces and hyphens typed are dropped). */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{6,40}$/;

/** A Schedule 8 consignment's signed receipt is overdue this many days after dispatch (issue 33 part 4). */
export const S8_RECEIPT_DAYS = 7;
/** The patient's tracking link stops working this many days after delivery (or collection). */
export const TRACKING_LINK_DAYS = 30;

/** The carrier's own tracking page for a tracking number, or null when it has none we know (a local courier). */
export function carrierTrackingUrl(method: DispatchMethod, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  // Australia Post's tracking page serves StarTrack consignments too.
  if (method === 'auspost' || method === 'startrack') return `https://auspost.com.au/mypost/track/details/${encodeURIComponent(trackingNumber)}`;
  return null;
}

/** The stored form of a typed tracking number (capitals, no spaces or hyphens), or null when it is not one. */
export function parseTrackingNumber(input: string): string | null {
  const number = input.replace(/[\s-]+/g, '').toUpperCase();
  return TRACKING_NUMBER_PATTERN.test(number) ? number : null;
}

/** What the admin sees and sends. en-AU; tests check them character for character. */
export const CONSIGNMENT_MESSAGES = {
  readyToSend: 'Ready to send',
  dispatchTitle: 'Dispatch',
  methodLabel: 'How it goes',
  trackingNumberLabel: 'Tracking number',
  trackingNumberHint: 'As printed on the carrier’s label. Leave it empty to book with Australia Post or StarTrack through the carrier account.',
  bookWithCarrierLabel: 'Book it through the carrier account (the tracking number comes from the carrier)',
  authorityToLeaveLabel: 'The carrier may leave it unattended (authority to leave)',
  signatureRequiredLabel: 'Signature on delivery',
  collectedByLabel: 'Collected by',
  idSeenLabel: 'ID seen (type and last digits)',
  signedByLabel: 'Signed by',
  signedAtLabel: 'Signed at (Sydney time)',
  s8Notice: 'Holds a Schedule 8 item: it goes with a signature on delivery and never with authority to leave, and its signed receipt must come back within 7 days.',
  s8ReceiptOverdue: 'S8 receipt overdue',
  // Refusals (each the `message` of its error code below).
  noOrders: 'Please choose at least one ready order to dispatch.',
  tooManyOrders: `One consignment holds at most ${MAX_ORDERS_PER_CONSIGNMENT} orders.`,
  duplicateOrders: 'An order is listed twice.',
  orderNotFound: 'One of those order requests does not exist.',
  notReady: 'Only a Ready order can be dispatched: one of those orders is not Ready.',
  alreadyDispatched: 'One of those orders is already in a consignment.',
  mixedAddresses: 'Those orders go to different addresses: dispatch each address as its own consignment.',
  noAddress: 'That order has no delivery address: its patient is to pick it up. Choose pickup, or record the address on the patient first.',
  method: 'Please choose how it goes: pickup, Australia Post, StarTrack or a local courier.',
  trackingNumberRequired: 'Please enter the tracking number from the carrier’s label.',
  trackingNumberFormat: 'A tracking number is 6 to 40 letters or digits, as printed on the label.',
  trackingNumberNotForPickup: 'A pickup has no tracking number.',
  bookNotForThisMethod: 'Only Australia Post and StarTrack are booked through the carrier account; enter a local courier’s tracking number by hand.',
  bookWithNumber: 'A consignment booked through the carrier account takes the carrier’s tracking number: leave the tracking number empty.',
  atlNotForPickup: 'Authority to leave is for a carrier, not a pickup.',
  atlWithSignature: 'A consignment cannot need a signature and be left unattended: choose one.',
  s8AuthorityToLeave: 'This consignment holds a Schedule 8 item: it can never be left unattended. Turn off authority to leave.',
  s8SignatureRequired: 'This consignment holds a Schedule 8 item: it can only be sent with a signature on delivery.',
  collectedByRequired: 'Please enter who collected it.',
  nameTooLong: `Please shorten the name to ${CONSIGNMENT_MAX_LENGTHS.name} characters or fewer.`,
  idSeenRequired: 'A Schedule 8 item needs the ID seen: please enter the type of ID and its last digits.',
  idSeenTooLong: `Please shorten the ID seen to ${CONSIGNMENT_MAX_LENGTHS.idSeen} characters or fewer.`,
  controlCharacters: 'Please remove the control characters from this field.',
  signedByRequired: 'Please enter who signed for it.',
  signedAtRequired: 'Please give the date and time it was signed for (Sydney time).',
  signedAtFuture: 'The time it was signed for cannot be in the future.',
  signedAtBeforeDispatch: 'The time it was signed for cannot be before it was dispatched.',
  proofAlreadyRecorded: 'Its proof of delivery is already recorded.',
  proofNotForPickup: 'A pickup records who collected it when it is collected.',
  consignmentNotFound: 'That consignment does not exist.',
  carrierUnavailable: 'The carrier could not be reached, so nothing was dispatched. Please try again, or enter the tracking number from a label by hand.',
  carrierRefused: 'The carrier refused the booking, so nothing was dispatched: ',
  noCarrierLabel: 'That consignment was not booked through the carrier account, so the carrier holds no label for it.',
  manifestDate: 'Please give the manifest’s date as YYYY-MM-DD.',
  manifestMethod: 'Please choose a carrier: Australia Post, StarTrack or a local courier.',
  manifestFormat: 'Please choose PDF or CSV.',
  filter: 'Please choose a list: on the way, delivered or collected, delivery failed, S8 receipt overdue or all.',
  // The patient's tracking page (no sign-in): nothing but status, carrier, number and the pharmacy's phone.
  trackingTitle: 'Where is my parcel?',
  trackingNotFound: 'This tracking link is not valid. Please check the link in your e-mail, or call the pharmacy.',
  trackingExpired: 'This tracking link has expired: it stops working 30 days after delivery. Please call the pharmacy if you need anything.',
  trackingCall: 'Questions? Call the pharmacy on',
  // Where is it, in My Requests.
  noConsignment: 'Not dispatched yet.',
  loadFailed: 'The consignment could not be loaded: ',
  dispatchFailed: 'The orders could not be dispatched: ',
  proofFailed: 'The proof of delivery could not be saved: ',
} as const;

export const CONSIGNMENT_ERROR_CODES = {
  orderNotFound: 'order_not_found',
  notReady: 'consignment_order_not_ready',
  alreadyDispatched: 'consignment_order_already_dispatched',
  mixedAddresses: 'consignment_mixed_addresses',
  noAddress: 'consignment_no_address',
  trackingNumberRequired: 'consignment_tracking_number_required',
  bookNotForThisMethod: 'consignment_book_not_for_method',
  bookWithNumber: 'consignment_book_with_number',
  trackingNumberNotForPickup: 'consignment_pickup_tracking_number',
  atlNotForPickup: 'consignment_pickup_authority_to_leave',
  atlWithSignature: 'consignment_authority_to_leave_with_signature',
  s8AuthorityToLeave: 's8_authority_to_leave',
  s8SignatureRequired: 's8_signature_required',
  collectedByRequired: 'consignment_collected_by_required',
  idSeenRequired: 's8_id_seen_required',
  signedAtFuture: 'consignment_signed_at_future',
  signedAtBeforeDispatch: 'consignment_signed_at_before_dispatch',
  proofAlreadyRecorded: 'consignment_proof_recorded',
  proofNotForPickup: 'consignment_proof_pickup',
  consignmentNotFound: 'consignment_not_found',
  carrierUnavailable: 'carrier_unavailable',
  carrierRefused: 'carrier_refused',
  noCarrierLabel: 'consignment_no_carrier_label',
  trackingNotFound: 'tracking_link_not_found',
  trackingExpired: 'tracking_link_expired',
} as const;

export interface ConsignmentRefusal {
  /** The error body's `code` (409 for the state of the orders, 400 for the request). */
  code: string;
  message: string;
}

/** What the dispatch rule reads of a dispatch request. */
export interface DispatchChoice {
  method: DispatchMethod;
  /** As stored: null or '' for none. */
  trackingNumber: string | null;
  bookWithCarrier: boolean;
  authorityToLeave: boolean;
  signatureRequired: boolean;
  /** Pickup: who collected it ('' for none). */
  collectedBy: string;
  /** Pickup of an S8 item: the ID seen ('' for none). */
  idSeen: string;
}

/**
 * Why a dispatch must be refused, or null when it may go. The Schedule 8 rule (NSW Poisons
 * and Therapeutic Goods Regulation 2008, cl. 107; issue 33 part 2): an S8 sent by carrier goes
 * with a signature on delivery and never with authority to leave; an S8 collected at the
 * pharmacy needs the name of who collected it and the ID seen.
 */
export function dispatchProblem(choice: DispatchChoice, containsS8: boolean): ConsignmentRefusal | null {
  const refuse = (key: keyof typeof CONSIGNMENT_ERROR_CODES & keyof typeof CONSIGNMENT_MESSAGES) => ({
    code: CONSIGNMENT_ERROR_CODES[key],
    message: CONSIGNMENT_MESSAGES[key],
  });
  const tracking = choice.trackingNumber ?? '';
  if (choice.method === 'pickup') {
    if (tracking !== '') return refuse('trackingNumberNotForPickup');
    if (choice.bookWithCarrier) return refuse('bookNotForThisMethod');
    if (choice.authorityToLeave) return refuse('atlNotForPickup');
    if (choice.collectedBy.trim() === '') return refuse('collectedByRequired');
    if (containsS8 && choice.idSeen.trim() === '') return refuse('idSeenRequired');
    return null;
  }
  if (containsS8 && choice.authorityToLeave) return refuse('s8AuthorityToLeave');
  if (containsS8 && !choice.signatureRequired) return refuse('s8SignatureRequired');
  if (choice.authorityToLeave && choice.signatureRequired) return refuse('atlWithSignature');
  if (choice.bookWithCarrier) {
    if (!isApiCarrier(choice.method)) return refuse('bookNotForThisMethod');
    if (tracking !== '') return refuse('bookWithNumber');
    return null;
  }
  if (tracking === '') return refuse('trackingNumberRequired');
  return null;
}

/** What the receipt rule reads of a consignment. */
export interface ReceiptFacts {
  containsS8: boolean;
  method: DispatchMethod;
  dispatchedAt: Date | string;
  proofOfDelivery: { idSeen: string | null } | null;
}

/**
 * Whether a consignment has its signed receipt: its proof of delivery, and for a Schedule 8
 * item with the ID seen (the carrier's scan gives a signer, never the ID: the pharmacy types
 * it from the returned receipt).
 */
export function hasSignedReceipt(consignment: Pick<ReceiptFacts, 'containsS8' | 'proofOfDelivery'>): boolean {
  const proof = consignment.proofOfDelivery;
  if (!proof) return false;
  return !consignment.containsS8 || (proof.idSeen ?? '').trim() !== '';
}

/** The instant a Schedule 8 consignment's receipt falls overdue (S8_RECEIPT_DAYS after dispatch), or null when it needs none. */
export function s8ReceiptDueAt(consignment: Pick<ReceiptFacts, 'containsS8' | 'method' | 'dispatchedAt'>): Date | null {
  if (!consignment.containsS8 || consignment.method === 'pickup') return null;
  return new Date(new Date(consignment.dispatchedAt).getTime() + S8_RECEIPT_DAYS * 24 * 60 * 60 * 1000);
}

/** Whether, at `now`, a Schedule 8 consignment has gone 7 days since dispatch without its signed receipt. */
export function isS8ReceiptOverdue(consignment: ReceiptFacts, now: Date): boolean {
  const due = s8ReceiptDueAt(consignment);
  return due !== null && !hasSignedReceipt(consignment) && now.getTime() >= due.getTime();
}

/** When the patient's tracking link stops working: TRACKING_LINK_DAYS after delivery or collection. */
export function trackingLinkExpiresAt(finishedAt: Date): Date {
  return new Date(finishedAt.getTime() + TRACKING_LINK_DAYS * 24 * 60 * 60 * 1000);
}

/** Minutes from the orders' Ready to the consignment's delivery, or null when either is missing. */
export function minutesReadyToDelivered(readyAt: Date | null, deliveredAt: Date | null): number | null {
  if (!readyAt || !deliveredAt) return null;
  return Math.max(0, Math.round((deliveredAt.getTime() - readyAt.getTime()) / 60000));
}

/** The median of whole minutes, or null for none. */
export function medianMinutes(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The consignment status a carrier's tracking event moves it to, from the Australia Post
 * Tracking API's event description or status (decision 060); null for an event that
 * changes nothing (booked, label printed, ...).
 */
export function statusOfTrackingEvent(text: string): Exclude<ConsignmentStatus, 'dispatched' | 'collected'> | null {
  const words = text.toLowerCase();
  if (/\b(attempted|unsuccessful|failed|carded|awaiting collection|unable to deliver|returned to sender)\b/.test(words)) return 'delivery_failed';
  if (/\bdelivered\b/.test(words)) return 'delivered';
  if (/\b(in transit|processed|received|onboard|on board|with driver|out for delivery|arrived|departed|picked up|accepted)\b/.test(words)) return 'in_transit';
  return null;
}

/** The e-mails' subjects and lines: request IDs and links only (never a name, medicine or address). */
export const CONSIGNMENT_MAIL = {
  patientSubject: 'Your parcel from the pharmacy is on its way',
  patientLine: 'Your parcel from the pharmacy has been sent. You can see where it is, without signing in, here:',
  deliveryFailedSubject: (requestIds: readonly string[]) => `Delivery failed: ${requestIds.join(', ')}`,
  deliveryFailedLine: 'The carrier could not deliver the consignment holding these order requests. See it in the portal:',
  receiptsOverdueSubject: (count: number) => `${count} Schedule 8 ${count === 1 ? 'receipt is' : 'receipts are'} overdue`,
  receiptsOverdueLine: (count: number) =>
    `${count} Schedule 8 ${count === 1 ? 'consignment has' : 'consignments have'} had no signed receipt for 7 days or more since dispatch. See them in the portal:`,
} as const;
