/**
 * The carrier adapter (issue 33 part 3, decision 060): the one interface the consignments
 * feature books, labels and tracks through. auspost-client.ts speaks the Australia Post
 * Shipping and Tracking API (which serves StarTrack accounts too); locally it speaks to the
 * stand-in carrier (scripts/stack/carrier-standin), which answers in the same shapes.
 */

/** An Australian address as the carrier takes it. */
export interface CarrierAddress {
  name: string;
  lines: string[];
  suburb: string;
  state: string;
  postcode: string;
  phone?: string | undefined;
}

export interface ShipmentRequest {
  /** Our reference for it (the consignment ID); the carrier prints it on the label. */
  reference: string;
  product: 'auspost' | 'startrack';
  from: CarrierAddress;
  to: CarrierAddress;
  authorityToLeave: boolean;
  signatureRequired: boolean;
}

export interface CreatedShipment {
  /** The carrier's shipment ID: labels are asked for by it. */
  shipmentId: string;
  /** The parcel's tracking number (the article ID). */
  trackingNumber: string;
}

/** One event as the carrier reports it. */
export interface CarrierEvent {
  at: Date;
  description: string;
  location: string;
}

export interface CarrierTracking {
  trackingNumber: string;
  /** The carrier's own summary status, e.g. "Delivered" ('' when none). */
  status: string;
  /** Oldest first. */
  events: CarrierEvent[];
}

export interface CarrierClient {
  createShipment(request: ShipmentRequest): Promise<CreatedShipment>;
  /** The shipment's label as a PDF. */
  getLabel(shipmentId: string): Promise<Buffer>;
  /** What the carrier knows of each tracking number; one it does not know is absent from the map. */
  getTrackingEvents(trackingNumbers: readonly string[]): Promise<Map<string, CarrierTracking>>;
}

/** The carrier could not be reached, timed out, or failed on its side (5xx): try again later. */
export class CarrierUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CarrierUnavailableError';
  }
}

/** The carrier refused the request (4xx): its reasons, for the admin. */
export class CarrierRefusedError extends Error {
  constructor(readonly reasons: string[]) {
    super(`The carrier refused the request: ${reasons.join('; ')}`);
    this.name = 'CarrierRefusedError';
  }
}
