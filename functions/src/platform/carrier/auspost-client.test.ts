/**
 * The Australia Post client against the local stand-in carrier (as on the emulators), and
 * against a server failing as a carrier can.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { STANDIN_ACCOUNT_NUMBER, startCarrierStandIn, type CarrierStandIn } from '../../../../scripts/stack/carrier-standin/server.ts';
import { createAusPostClient, productIdOf } from './auspost-client.ts';
import { CarrierRefusedError, CarrierUnavailableError, type ShipmentRequest } from './carrier.ts';

let standIn: CarrierStandIn | undefined;
let server: Server | undefined;
afterEach(async () => {
  await standIn?.close();
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  standIn = undefined;
  server = undefined;
});

const SHIPMENT: ShipmentRequest = {
  reference: 'CN-261128-AB12',
  product: 'auspost',
  from: { name: 'Harbourside Compounding', lines: ['1 George Street'], suburb: 'Sydney', state: 'NSW', postcode: '2000', phone: '0255501234' },
  to: { name: 'Alex Citizen', lines: ['1 Darling Street'], suburb: 'Balmain', state: 'NSW', postcode: '2041' },
  authorityToLeave: false,
  signatureRequired: true,
};

async function clientOnStandIn(accountNumber = STANDIN_ACCOUNT_NUMBER) {
  standIn = await startCarrierStandIn({ port: 0 });
  return createAusPostClient({ baseUrl: standIn.url, accountNumber, apiKey: 'key:password' });
}

async function requestsTo(path: string) {
  const reply = await fetch(`${standIn!.url}/__standin/requests?path=${encodeURIComponent(path)}`);
  return ((await reply.json()) as { requests: { body: unknown; query: Record<string, string> }[] }).requests;
}

describe('the Australia Post client on the stand-in carrier', () => {
  it('books a shipment in the API’s shape and gets back its tracking number', async () => {
    const client = await clientOnStandIn();
    const created = await client.createShipment(SHIPMENT);
    expect(created.trackingNumber).toMatch(/^SI\d+$/);
    const [request] = await requestsTo('/shipping/v1/shipments');
    expect(request!.body).toEqual({
      shipments: [
        {
          shipment_reference: 'CN-261128-AB12',
          from: SHIPMENT.from,
          to: SHIPMENT.to,
          items: [expect.objectContaining({ product_id: '3D55', authority_to_leave: false, allow_partial_delivery: false })],
        },
      ],
    });
  });

  it('takes Parcel Post without signature, and StarTrack Premium', () => {
    expect(productIdOf({ product: 'auspost', signatureRequired: false })).toBe('T28');
    expect(productIdOf({ product: 'startrack', signatureRequired: true })).toBe('PRM');
  });

  it('fetches the label as a PDF', async () => {
    const client = await clientOnStandIn();
    const { shipmentId } = await client.createShipment(SHIPMENT);
    const label = await client.getLabel(shipmentId);
    expect(label.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('reads tracking events oldest first, and leaves out numbers the carrier does not know', async () => {
    const client = await clientOnStandIn();
    const { trackingNumber } = await client.createShipment(SHIPMENT);
    for (const [description, date] of [
      ['Delivered - signed for by J CITIZEN', '2026-11-27T03:00:00Z'],
      ['In transit', '2026-11-26T01:00:00Z'],
    ]) {
      await fetch(`${standIn!.url}/__standin/tracking/${trackingNumber}/events`, { method: 'POST', body: JSON.stringify({ description, date, location: 'BALMAIN NSW' }) });
    }
    const found = await client.getTrackingEvents([trackingNumber, 'UNKNOWN123']);
    expect([...found.keys()]).toEqual([trackingNumber]);
    expect(found.get(trackingNumber)!.events.map((event) => event.description)).toEqual(['In transit', 'Delivered - signed for by J CITIZEN']);
    const [request] = await requestsTo('/shipping/v1/track');
    expect(request!.query).toEqual({ tracking_ids: `${trackingNumber},UNKNOWN123` });
  });

  it('asks for at most ten tracking numbers a call', async () => {
    const client = await clientOnStandIn();
    await client.getTrackingEvents(Array.from({ length: 12 }, (_, index) => `NUM${index}XYZ`));
    expect((await requestsTo('/shipping/v1/track')).map((request) => request.query.tracking_ids!.split(',').length)).toEqual([10, 2]);
  });

  it('reports a refusal with the carrier’s reasons', async () => {
    const client = await clientOnStandIn('9999999999');
    await expect(client.createShipment(SHIPMENT)).rejects.toEqual(new CarrierRefusedError(['The account number is not authorised for this API key.']));
  });

  it('counts a 5xx, a garbled answer or no answer as the carrier being unavailable', async () => {
    server = createServer((req, res) => {
      if (req.url?.includes('track')) res.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected": true}');
      else res.writeHead(503).end();
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = createAusPostClient({ baseUrl: base, accountNumber: '1', apiKey: 'k:p' });
    await expect(client.createShipment(SHIPMENT)).rejects.toBeInstanceOf(CarrierUnavailableError);
    await expect(client.getTrackingEvents(['ABC123456'])).rejects.toBeInstanceOf(CarrierUnavailableError);
    const nowhere = createAusPostClient({ baseUrl: 'http://127.0.0.1:1', accountNumber: '1', apiKey: 'k:p' });
    await expect(nowhere.getTrackingEvents(['ABC123456'])).rejects.toBeInstanceOf(CarrierUnavailableError);
  });
});
