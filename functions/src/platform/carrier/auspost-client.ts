/**
 * The Australia Post Shipping and Tracking API, as the carrier adapter (decision 060):
 *   POST {base}/shipping/v1/shipments            { shipments: [{ shipment_reference, from, to, items: [...] }] }
 *        -> { shipments: [{ shipment_id, items: [{ tracking_details: { article_id, consignment_id } }] }] }
 *   POST {base}/shipping/v1/labels               { preferences: [...], shipments: [{ shipment_id }] }
 *        -> { labels: [{ request_id, status: 'AVAILABLE' | 'PENDING', url? }] }
 *   GET  {base}/shipping/v1/labels/{request_id}  -> { labels: [{ request_id, status, url? }] }
 *   GET  {base}/shipping/v1/track?tracking_ids=A,B (at most 10)
 *        -> { tracking_results: [{ tracking_id, status, trackable_items: [{ article_id, events: [{ date, description, location }] }], errors? }] }
 * Every call carries HTTP Basic authentication (the API key and password) and the
 * `account-number` header. Errors come back as { errors: [{ code, name, message }] }.
 * A time out, a network failure or a 5xx is CarrierUnavailableError; a 4xx is CarrierRefusedError.
 */
import { z } from 'zod';
import {
  CarrierRefusedError,
  CarrierUnavailableError,
  type CarrierClient,
  type CarrierTracking,
  type ShipmentRequest,
} from './carrier.ts';

export interface AusPostClientOptions {
  /** Without a trailing slash, e.g. https://digitalapi.auspost.com.au */
  baseUrl: string;
  accountNumber: string;
  /** KEY:PASSWORD */
  apiKey: string;
  fetch?: typeof fetch;
  /** Per call; the dispatch waits for the booking, so it is short. */
  timeoutMs?: number;
}

/** The Tracking API takes at most this many IDs a call. */
export const TRACK_BATCH_SIZE = 10;

/**
 * Products: Australia Post Parcel Post, with signature (3D55) or without (T28); StarTrack
 * Premium (PRM), which always takes a signature unless authority to leave is given.
 */
export function productIdOf(request: Pick<ShipmentRequest, 'product' | 'signatureRequired'>): string {
  if (request.product === 'startrack') return 'PRM';
  return request.signatureRequired ? '3D55' : 'T28';
}

/** A small satchel: what a compounded medicine goes in. */
const PARCEL = { length: 22, width: 16, height: 8, weight: 0.5 } as const;

const ErrorBodySchema = z.object({ errors: z.array(z.object({ code: z.string().optional(), name: z.string().optional(), message: z.string().optional() })) });
const ShipmentsReplySchema = z.object({
  shipments: z
    .array(
      z.object({
        shipment_id: z.string().min(1),
        items: z.array(z.object({ tracking_details: z.object({ article_id: z.string().min(1) }) })).min(1),
      }),
    )
    .min(1),
});
const LabelsReplySchema = z.object({
  labels: z.array(z.object({ request_id: z.string().min(1), status: z.string(), url: z.string().optional() })).min(1),
});
const TrackReplySchema = z.object({
  tracking_results: z.array(
    z.object({
      tracking_id: z.string(),
      status: z.string().optional(),
      trackable_items: z
        .array(
          z.object({
            article_id: z.string().optional(),
            status: z.string().optional(),
            events: z.array(z.object({ date: z.string(), description: z.string(), location: z.string().optional() })).default([]),
          }),
        )
        .optional(),
      errors: z.array(z.object({ code: z.string().optional(), name: z.string().optional() })).optional(),
    }),
  ),
});

/** How long the label may stay PENDING before the call gives up (the carrier renders it in about a second). */
const LABEL_POLLS = 5;
const LABEL_POLL_MS = 300;

export function createAusPostClient(options: AusPostClientOptions): CarrierClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const headers = {
    authorization: `Basic ${Buffer.from(options.apiKey).toString('base64')}`,
    'account-number': options.accountNumber,
    accept: 'application/json',
  };

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new CarrierUnavailableError(`The carrier could not be reached (${error instanceof Error ? error.name : 'error'})`);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON: judged by its status below, and refused as a shape if it was a 2xx.
    }
    if (response.status >= 500) throw new CarrierUnavailableError(`The carrier answered ${response.status}`);
    if (response.status >= 400) {
      const parsed = ErrorBodySchema.safeParse(json);
      const reasons = parsed.success ? parsed.data.errors.map((error) => error.message ?? error.name ?? error.code ?? 'refused') : [];
      throw new CarrierRefusedError(reasons.length > 0 ? reasons : [`HTTP ${response.status}`]);
    }
    return json;
  }

  /** A reply that is not the shape the API documents: the carrier's fault, so try again later. */
  function parseReply<T extends z.ZodType>(schema: T, json: unknown): z.output<T> {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new CarrierUnavailableError('The carrier answered in an unexpected shape');
    return parsed.data;
  }

  async function labelUrl(shipmentId: string): Promise<string> {
    const created = parseReply(
      LabelsReplySchema,
      await call('POST', '/shipping/v1/labels', {
        wait_for_label_url: true,
        preferences: [{ type: 'PRINT', format: 'PDF', groups: [{ group: 'Parcel Post', layout: 'A4-1pp', branded: true, left_offset: 0, top_offset: 0 }] }],
        shipments: [{ shipment_id: shipmentId }],
      }),
    );
    let label = created.labels[0]!;
    for (let poll = 0; !label.url && poll < LABEL_POLLS; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, LABEL_POLL_MS));
      label = parseReply(LabelsReplySchema, await call('GET', `/shipping/v1/labels/${encodeURIComponent(label.request_id)}`)).labels[0]!;
    }
    if (!label.url) throw new CarrierUnavailableError('The carrier has not made the label yet');
    return label.url;
  }

  return {
    async createShipment(request) {
      const address = (party: ShipmentRequest['from']) => ({
        name: party.name,
        lines: party.lines,
        suburb: party.suburb,
        state: party.state,
        postcode: party.postcode,
        ...(party.phone ? { phone: party.phone } : {}),
      });
      const reply = parseReply(
        ShipmentsReplySchema,
        await call('POST', '/shipping/v1/shipments', {
          shipments: [
            {
              shipment_reference: request.reference,
              from: address(request.from),
              to: address(request.to),
              items: [
                {
                  item_reference: request.reference,
                  product_id: productIdOf(request),
                  ...PARCEL,
                  authority_to_leave: request.authorityToLeave,
                  allow_partial_delivery: false,
                },
              ],
            },
          ],
        }),
      );
      const shipment = reply.shipments[0]!;
      return { shipmentId: shipment.shipment_id, trackingNumber: shipment.items[0]!.tracking_details.article_id };
    },

    async getLabel(shipmentId) {
      const url = await labelUrl(shipmentId);
      let response: Response;
      try {
        // The label's URL is a signed link of its own: no authentication.
        response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      } catch {
        throw new CarrierUnavailableError('The carrier’s label could not be fetched');
      }
      if (!response.ok) throw new CarrierUnavailableError(`The carrier’s label answered ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },

    async getTrackingEvents(trackingNumbers) {
      const found = new Map<string, CarrierTracking>();
      for (let start = 0; start < trackingNumbers.length; start += TRACK_BATCH_SIZE) {
        const batch = trackingNumbers.slice(start, start + TRACK_BATCH_SIZE);
        const reply = parseReply(TrackReplySchema, await call('GET', `/shipping/v1/track?tracking_ids=${batch.map(encodeURIComponent).join(',')}`));
        for (const result of reply.tracking_results) {
          if (result.errors && result.errors.length > 0) continue;
          const events = (result.trackable_items ?? [])
            .flatMap((item) => item.events)
            .flatMap((event) => {
              const at = new Date(event.date);
              return Number.isNaN(at.getTime()) ? [] : [{ at, description: event.description, location: event.location ?? '' }];
            })
            .sort((a, b) => a.at.getTime() - b.at.getTime());
          found.set(result.tracking_id, { trackingNumber: result.tracking_id, status: result.status ?? '', events });
        }
      }
      return found;
    },
  };
}
