/**
 * Consignments (issue 33 parts 2-6; decisions 059 and 060): dispatch, tracking, proof of
 * delivery and "where is it". Every endpoint answers errors as the rest of the API does:
 * `{ error: message, code }` with 400 for a malformed request (zod's message), 401/403
 * for the caller, 404, 409 for the state of things, 410, 429 and 502/503 for the carrier.
 *
 * Admin only (signed in, role admin, as the other admin order routes):
 * - POST /api/consignments
 *     body DispatchRequestSchema { requestIds: string[1..10], method: 'pickup'|'auspost'|'startrack'|'courier',
 *       trackingNumber?: string, bookWithCarrier?: boolean, authorityToLeave?: boolean,
 *       signatureRequired?: boolean, collectedBy?: string, idSeen?: string }
 *     201 DispatchResponseSchema { consignment: AdminConsignment, patientNotified: boolean }
 *     Every order must be Ready and go to the same address (the items' patients' delivery
 *     address; a pickup needs none). Each order moves to Dispatched (Collected for a pickup),
 *     with its status history and the prescriber's status e-mail as before. dispatchProblem()
 *     is the whole rule (S8: signature, never authority to leave; pickup: collectedBy, S8 idSeen).
 *     409 codes: consignment_order_not_ready, consignment_order_already_dispatched,
 *     consignment_mixed_addresses, consignment_no_address, s8_authority_to_leave,
 *     s8_signature_required, ... (CONSIGNMENT_ERROR_CODES); 502 carrier_refused, 503 carrier_unavailable.
 * - GET /api/consignments?filter=open|delivered|delivery_failed|s8_receipt_overdue|all (default open)
 *     200 ConsignmentListSchema { consignments: AdminConsignment[] } newest first, at most 200.
 * - GET /api/consignments/{consignmentId}
 *     200 ConsignmentReplySchema { consignment: AdminConsignment }; 404 consignment_not_found.
 * - POST /api/consignments/{consignmentId}/proof-of-delivery
 *     body ProofOfDeliveryRequestSchema { signedBy, signedAt (ISO 8601 with offset), idSeen? (required for S8) }
 *     200 ConsignmentReplySchema: the consignment Delivered with the proof (source 'pharmacy').
 *     Also completes a delivered S8 whose carrier scan lacked the ID seen. 409 when already
 *     recorded, or for a pickup (its collector is recorded at dispatch).
 * - GET /api/consignments/{consignmentId}/carrier-label
 *     200 application/pdf: the carrier's label for a consignment booked through the carrier account;
 *     409 consignment_no_carrier_label otherwise.
 * - GET /api/consignment-manifests?date=YYYY-MM-DD&method=auspost|startrack|courier&format=pdf|csv
 *     200 application/pdf or text/csv (attachment): that Sydney day's consignments for that carrier.
 *
 * The order's prescriber, their active staff, or an admin:
 * - GET /api/order-consignments/{requestId}
 *     200 OrderConsignmentReplySchema { consignment: PrescriberConsignment | null } (null: not dispatched yet);
 *     404 for an order that is not theirs (as for one that does not exist).
 *
 * Anyone with the link (no sign-in, rate limited per client like the other public endpoints):
 * - GET /api/track/{token}
 *     200 PublicTrackingSchema { status, carrier, trackingNumber, trackingUrl, pharmacyPhone };
 *     404 tracking_link_not_found; 410 tracking_link_expired (30 days after delivery).
 *     The web page is `${TRACKING_PAGE_PATH}/{token}` (/track/{token}); the patient's e-mail links there.
 *
 * Emulators only: POST /api/dev/consignment-tracking and /api/dev/consignment-receipts
 * { now?: ISO 8601 } run the tracking job and the daily overdue-receipts e-mail as of `now`.
 *
 * The overview (GET /api/pharmacy-overview) adds `consignments: ConsignmentCountsSchema`.
 */
export * from './consignment-schema.ts';
export * from './consignment.ts';
