/**
 * What the dispatch dialog works out from the orders chosen on the queue, before anything
 * is sent (issue 33 part 2): whether they hold a Schedule 8 item, and where they go. The
 * server decides again (dispatchProblem, the same address); the screen asks first so the
 * pharmacy is never offered a choice the server would refuse.
 */
import {
  CONSIGNMENT_MESSAGES,
  dispatchProblem,
  needsS8Prescription,
  type ConsignmentRefusal,
  type DispatchChoice,
  type DispatchMethod,
  type OrderRequest,
  type PatientAddress,
} from '@pharmacy/shared';

/** One place the chosen orders go, with the orders going there. */
export interface Destination {
  /** null: the item's patient picks up at the pharmacy (or the item names no patient). */
  address: PatientAddress | null;
  requestIds: string[];
}

export interface DispatchPlan {
  requestIds: string[];
  containsS8: boolean;
  /** Every different place the orders' items go, in the orders' order. */
  destinations: Destination[];
}

const sameText = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-AU');
const addressKey = (address: PatientAddress | null) =>
  address === null ? 'pickup' : [address.street, address.suburb, address.state, address.postcode].map(sameText).join('|');

/** "1 Darling Street, Balmain NSW 2041". */
export const addressText = (address: PatientAddress) => `${address.street}, ${address.suburb} ${address.state} ${address.postcode}`;

export function dispatchPlan(orders: readonly OrderRequest[]): DispatchPlan {
  const destinations = new Map<string, Destination>();
  for (const order of orders) {
    for (const item of order.items) {
      const delivery = item.patient?.delivery;
      const address = delivery?.method === 'delivery' ? delivery.address : null;
      const key = addressKey(address);
      const destination = destinations.get(key) ?? { address, requestIds: [] };
      if (!destination.requestIds.includes(order.requestId)) destination.requestIds.push(order.requestId);
      destinations.set(key, destination);
    }
  }
  return {
    requestIds: orders.map((order) => order.requestId),
    containsS8: orders.some((order) => order.items.some((item) => needsS8Prescription(item.schedule))),
    destinations: [...destinations.values()],
  };
}

/**
 * Why these orders cannot go by this method, whatever else is chosen: by a carrier they
 * must all go to one address, and to an address at all. A pickup needs none.
 */
export function destinationProblem(plan: DispatchPlan, method: DispatchMethod): ConsignmentRefusal | null {
  if (method === 'pickup') return null;
  const withAddress = plan.destinations.filter((destination) => destination.address !== null);
  if (withAddress.length > 1) return { code: 'consignment_mixed_addresses', message: CONSIGNMENT_MESSAGES.mixedAddresses };
  if (plan.destinations.some((destination) => destination.address === null)) return { code: 'consignment_no_address', message: CONSIGNMENT_MESSAGES.noAddress };
  return null;
}

/** The one address a carrier takes these orders to, or null (a pickup, or no single address). */
export function deliveryAddress(plan: DispatchPlan): PatientAddress | null {
  const [only, ...others] = plan.destinations;
  return only && others.length === 0 ? only.address : null;
}

/**
 * What the form offers for a Schedule 8 consignment by carrier: a signature on delivery,
 * ticked and fixed, and no authority to leave at all (NSW Poisons and Therapeutic Goods
 * Regulation 2008, cl. 107).
 */
export interface DispatchOffer {
  /** Whether the form shows the authority-to-leave choice. */
  authorityToLeave: boolean;
  /** Whether the signature choice is fixed on. */
  signatureFixed: boolean;
  /** Pickup: the collector's name, and for an S8 the ID seen. */
  collectedBy: boolean;
  idSeen: boolean;
  /** Australia Post and StarTrack can be booked through the carrier account. */
  bookWithCarrier: boolean;
  trackingNumber: boolean;
}

export function dispatchOffer(method: DispatchMethod, containsS8: boolean): DispatchOffer {
  const pickup = method === 'pickup';
  return {
    authorityToLeave: !pickup && !containsS8,
    signatureFixed: !pickup && containsS8,
    collectedBy: pickup,
    idSeen: pickup && containsS8,
    bookWithCarrier: method === 'auspost' || method === 'startrack',
    trackingNumber: !pickup,
  };
}

/** The choice as the form holds it, made consistent with what it offers (a field hidden counts as not chosen). */
export function offeredChoice(choice: DispatchChoice, containsS8: boolean): DispatchChoice {
  const offer = dispatchOffer(choice.method, containsS8);
  const bookWithCarrier = offer.bookWithCarrier && choice.bookWithCarrier;
  return {
    method: choice.method,
    trackingNumber: offer.trackingNumber && !bookWithCarrier ? (choice.trackingNumber ?? '').trim() : '',
    bookWithCarrier,
    authorityToLeave: offer.authorityToLeave && choice.authorityToLeave,
    signatureRequired: offer.signatureFixed || (choice.method !== 'pickup' && choice.signatureRequired),
    collectedBy: offer.collectedBy ? choice.collectedBy : '',
    idSeen: offer.idSeen ? choice.idSeen : '',
  };
}

/** The first reason the form would be refused, asked before sending: the destination, then the shared rule. */
export function dispatchFormProblem(plan: DispatchPlan, choice: DispatchChoice): ConsignmentRefusal | null {
  return destinationProblem(plan, choice.method) ?? dispatchProblem(offeredChoice(choice, plan.containsS8), plan.containsS8);
}
