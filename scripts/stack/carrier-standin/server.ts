/**
 * A local stand-in for the Australia Post Shipping and Tracking API (decision 060), for
 * the emulators and the tests: the function's carrier client (functions/src/platform/carrier)
 * is pointed at it (CARRIER_API_URL) and sends it exactly what it would send Australia Post.
 * It answers, in the real API's JSON shapes and error body ({ errors: [{ code, name, message }] }):
 *   POST /shipping/v1/shipments               books a shipment; each parcel gets an article ID (its tracking number)
 *   POST /shipping/v1/labels                  { shipments: [{ shipment_id }] } -> a label request, AVAILABLE at once
 *   GET  /shipping/v1/labels/{request_id}
 *   GET  /shipping/v1/track?tracking_ids=A,B  the events added below, oldest first; an unknown ID answers its error
 * Every API call needs an Authorization header and the account number it was started with.
 * Tests and the demo arrange and inspect it through control routes:
 *   POST /__standin/tracking/{trackingId}/events  body { description, location?, date? (ISO 8601) }: adds an event
 *        (to a booked parcel, or to a number typed by hand, which it then knows)
 *   GET  /__standin/requests[?path=…]             what the API was asked, oldest first (bodies included)
 *   GET  /__standin/shipments                     the shipments booked
 *   GET  /__standin/label-files/{request_id}.pdf  a label's PDF (the labels' `url` points here)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenStandIn } from '../standin-server.ts';

export const STANDIN_ACCOUNT_NUMBER = '0000000001';

export interface CapturedCarrierRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
  at: string;
}

export interface StandInEvent {
  date: string;
  description: string;
  location: string;
}

export interface CarrierStandIn {
  /** e.g. http://127.0.0.1:9331 (no trailing slash) */
  url: string;
  close(): Promise<void>;
}

export interface CarrierStandInOptions {
  /** 0 picks a free port (unit tests). */
  port: number;
  accountNumber?: string;
}

const MAX_CAPTURED = 500;
const MAX_BODY_BYTES = 1024 * 1024;

interface Reply {
  status: number;
  body: unknown;
  contentType?: string;
}

const apiError = (status: number, code: string, name: string, message: string): Reply => ({ status, body: { errors: [{ code, name, message }] } });

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk as Buffer);
  }
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A one-page PDF saying which label it stands in for: enough for a browser or pdf-lib to open. */
export function standInLabelPdf(text: string): Buffer {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 20 100 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 283 425] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(pdf.length);
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

interface Shipment {
  shipment_id: string;
  shipment_reference: string;
  articleId: string;
  productId: string;
  authorityToLeave: boolean;
  to: unknown;
}

export async function startCarrierStandIn(options: CarrierStandInOptions): Promise<CarrierStandIn> {
  const account = options.accountNumber ?? STANDIN_ACCOUNT_NUMBER;
  const captured: CapturedCarrierRequest[] = [];
  const shipments = new Map<string, Shipment>();
  const labels = new Map<string, string>();
  /** Events by tracking ID, oldest first. */
  const events = new Map<string, StandInEvent[]>();
  let counter = 0;
  let origin = '';

  const nextId = (prefix: string) => {
    counter += 1;
    return `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter).padStart(5, '0')}`;
  };

  function createShipments(body: unknown): Reply {
    const list = (body as { shipments?: unknown })?.shipments;
    if (!Array.isArray(list) || list.length === 0) return apiError(400, '44003', 'VALIDATION_ERROR', 'The request must contain at least one shipment.');
    const answered = [];
    for (const raw of list) {
      const shipment = raw as { shipment_reference?: unknown; to?: { postcode?: unknown; suburb?: unknown }; items?: { product_id?: unknown; authority_to_leave?: unknown }[] };
      const item = Array.isArray(shipment.items) ? shipment.items[0] : undefined;
      if (!shipment.to || typeof shipment.to.postcode !== 'string' || !/^\d{4}$/.test(shipment.to.postcode)) {
        return apiError(400, '44013', 'INVALID_POSTCODE', 'The postcode of the receiver is not valid.');
      }
      if (!item || typeof item.product_id !== 'string') return apiError(400, '44021', 'PRODUCT_ID_REQUIRED', 'Each item needs a product_id.');
      const articleId = nextId('SI');
      const created: Shipment = {
        shipment_id: nextId('SHP'),
        shipment_reference: String(shipment.shipment_reference ?? ''),
        articleId,
        productId: item.product_id,
        authorityToLeave: item.authority_to_leave === true,
        to: shipment.to,
      };
      shipments.set(created.shipment_id, created);
      events.set(articleId, []);
      answered.push({
        shipment_id: created.shipment_id,
        shipment_reference: created.shipment_reference,
        shipment_creation_date: new Date().toISOString(),
        items: [{ item_id: nextId('ITM'), item_reference: created.shipment_reference, tracking_details: { article_id: articleId, consignment_id: articleId } }],
      });
    }
    return { status: 201, body: { shipments: answered } };
  }

  function labelOf(requestId: string): Reply {
    const shipmentId = labels.get(requestId);
    if (!shipmentId) return apiError(404, '40001', 'LABEL_NOT_FOUND', `No label request ${requestId}.`);
    return { status: 200, body: { labels: [{ request_id: requestId, status: 'AVAILABLE', url: `${origin}/__standin/label-files/${requestId}.pdf`, shipments: [{ shipment_id: shipmentId }] }] } };
  }

  function createLabels(body: unknown): Reply {
    const list = (body as { shipments?: { shipment_id?: unknown }[] })?.shipments;
    const shipmentId = Array.isArray(list) ? list[0]?.shipment_id : undefined;
    if (typeof shipmentId !== 'string' || !shipments.has(shipmentId)) return apiError(400, '44003', 'SHIPMENT_NOT_FOUND', 'The shipment was not found.');
    const requestId = nextId('LBL');
    labels.set(requestId, shipmentId);
    return labelOf(requestId);
  }

  function track(url: URL): Reply {
    const ids = (url.searchParams.get('tracking_ids') ?? '').split(',').filter(Boolean);
    if (ids.length === 0 || ids.length > 10) return apiError(400, '44003', 'VALIDATION_ERROR', 'Give 1 to 10 tracking_ids.');
    const tracking_results = ids.map((id) => {
      const known = events.get(id);
      if (!known) return { tracking_id: id, errors: [{ code: 'ESB-10001', name: 'Invalid tracking ID' }] };
      const latest = known.at(-1);
      const status = latest ? latest.description : 'Created';
      return { tracking_id: id, status, trackable_items: [{ article_id: id, product_type: 'eParcel', events: [...known].reverse(), status }] };
    });
    return { status: 200, body: { tracking_results } };
  }

  async function api(req: IncomingMessage, url: URL, body: unknown): Promise<Reply> {
    if (!req.headers.authorization?.startsWith('Basic ')) return apiError(401, '51001', 'UNAUTHORISED', 'Authentication is required.');
    if (req.headers['account-number'] !== account) return apiError(403, '51002', 'ACCOUNT_NOT_AUTHORISED', 'The account number is not authorised for this API key.');
    const method = req.method ?? 'GET';
    if (method === 'POST' && url.pathname === '/shipping/v1/shipments') return createShipments(body);
    if (method === 'POST' && url.pathname === '/shipping/v1/labels') return createLabels(body);
    const label = /^\/shipping\/v1\/labels\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && label) return labelOf(decodeURIComponent(label[1]!));
    if (method === 'GET' && url.pathname === '/shipping/v1/track') return track(url);
    return apiError(404, '40400', 'NOT_FOUND', `The API has no ${method} ${url.pathname}.`);
  }

  async function control(req: IncomingMessage, url: URL): Promise<Reply> {
    const eventPath = /^\/__standin\/tracking\/([^/]+)\/events$/.exec(url.pathname);
    if (eventPath && req.method === 'POST') {
      const body = (await readJson(req)) as { description?: unknown; location?: unknown; date?: unknown } | undefined;
      if (!body || typeof body.description !== 'string' || body.description.trim() === '') {
        return { status: 400, body: { error: 'Expected { description, location?, date? }.' } };
      }
      const date = typeof body.date === 'string' && !Number.isNaN(Date.parse(body.date)) ? new Date(body.date).toISOString() : new Date().toISOString();
      const id = decodeURIComponent(eventPath[1]!);
      const list = events.get(id) ?? [];
      list.push({ date, description: body.description, location: typeof body.location === 'string' ? body.location : '' });
      list.sort((a, b) => a.date.localeCompare(b.date));
      events.set(id, list);
      return { status: 201, body: { trackingId: id, events: list } };
    }
    if (url.pathname === '/__standin/requests' && req.method === 'GET') {
      const path = url.searchParams.get('path');
      return { status: 200, body: { requests: captured.filter((request) => path === null || request.path === path) } };
    }
    if (url.pathname === '/__standin/shipments' && req.method === 'GET') {
      return { status: 200, body: { shipments: [...shipments.values()] } };
    }
    const file = /^\/__standin\/label-files\/([^/]+)\.pdf$/.exec(url.pathname);
    if (file && req.method === 'GET') {
      const requestId = decodeURIComponent(file[1]!);
      const shipment = shipments.get(labels.get(requestId) ?? '');
      if (!shipment) return { status: 404, body: { error: 'No such label.' } };
      return { status: 200, body: standInLabelPdf(`Stand-in label ${shipment.articleId}`), contentType: 'application/pdf' };
    }
    return { status: 404, body: { error: `The stand-in has no ${req.method} ${url.pathname}.` } };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    let reply: Reply;
    if (url.pathname.startsWith('/__standin/')) {
      reply = await control(req, url);
    } else {
      // Read once, for the API and the capture alike.
      const body = req.method === 'POST' ? await readJson(req) : undefined;
      reply = await api(req, url, body);
      captured.push({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body: body ?? null, status: reply.status, at: new Date().toISOString() });
      if (captured.length > MAX_CAPTURED) captured.splice(0, captured.length - MAX_CAPTURED);
    }
    if (Buffer.isBuffer(reply.body)) {
      res.writeHead(reply.status, { 'Content-Type': reply.contentType ?? 'application/octet-stream' }).end(reply.body);
      return;
    }
    res.writeHead(reply.status, { 'Content-Type': 'application/json; charset=UTF-8' }).end(JSON.stringify(reply.body));
  }

  const listening = await listenStandIn(options.port, handle);
  origin = listening.origin;
  return { url: origin, close: listening.close };
}
