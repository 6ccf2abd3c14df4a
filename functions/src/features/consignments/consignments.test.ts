import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../platform/mail/mail.ts';
import type { CarrierClient, CarrierTracking } from '../../platform/carrier/carrier.ts';
import { NOW, consignment, readyOrder } from './testing/consignment-fixtures.ts';
import { emptyConsignmentWorld, memoryConsignmentStore } from './testing/memory-consignment-store.ts';
import { resendConsignmentMail, runTracking, sendReceiptReminder } from './consignments.ts';
import type { ConsignmentDeps } from './deps.ts';

const HOUR = 60 * 60 * 1000;

function setUp({ mailWorks = true } = {}) {
  const world = emptyConsignmentWorld();
  const sent: MailMessage[] = [];
  const events = new Map<string, CarrierTracking>();
  const mail = { works: mailWorks };
  const carrier: CarrierClient = {
    createShipment: () => Promise.reject(new Error('not in this test')),
    getLabel: () => Promise.reject(new Error('not in this test')),
    getTrackingEvents: async (numbers) => new Map(numbers.flatMap((number) => (events.has(number) ? [[number, events.get(number)!] as const] : []))),
  };
  let now = new Date(NOW.getTime() + HOUR);
  const deps = {
    store: memoryConsignmentStore(world),
    sendMail: async (message: MailMessage) => {
      if (!mail.works) throw new Error('SendGrid is down');
      sent.push(message);
    },
    pharmacyEmail: () => 'orders@pharmacy.test',
    appOrigin: () => 'https://pharmacy.test',
    now: () => now,
    carrier: () => carrier,
  } as unknown as ConsignmentDeps;
  return { world, sent, events, mail, deps, setNow: (at: Date) => (now = at) };
}

describe('the tracking job', () => {
  it('moves a consignment on the carrier’s events and tells the prescriber and the pharmacy once when delivery fails', async () => {
    const { world, sent, events, deps } = setUp();
    world.orders.set('HC-261128-AAAA', { ...readyOrder('HC-261128-AAAA'), status: 'dispatched', consignmentId: 'CN-261128-TEST' });
    world.consignments.set('CN-261128-TEST', consignment());
    events.set('AP12345678', { trackingNumber: 'AP12345678', status: '', events: [{ at: new Date(NOW.getTime() + HOUR / 2), description: 'Attempted delivery - card left', location: '' }] });

    expect(await runTracking(deps, deps.now())).toMatchObject({ checked: 1, moved: [{ consignmentId: 'CN-261128-TEST', status: 'delivery_failed' }], failed: [] });
    expect(sent.map((message) => [message.to, message.subject])).toEqual([[['alice@clinic.test', 'orders@pharmacy.test'], 'Delivery failed: HC-261128-AAAA']]);
    expect(sent[0]!.text).not.toMatch(/Jane|Citizen|Hydrocortisone|Darling/);

    await runTracking(deps, deps.now());
    expect(sent).toHaveLength(1);
  });

  it('retries a delivery-failed notice that could not be sent', async () => {
    const { world, sent, events, mail, deps, setNow } = setUp({ mailWorks: false });
    world.orders.set('HC-261128-AAAA', { ...readyOrder('HC-261128-AAAA'), status: 'dispatched' });
    world.consignments.set('CN-261128-TEST', consignment());
    events.set('AP12345678', { trackingNumber: 'AP12345678', status: '', events: [{ at: NOW, description: 'Unable to deliver', location: '' }] });
    await runTracking(deps, deps.now());
    expect(world.consignments.get('CN-261128-TEST')).toMatchObject({ status: 'delivery_failed', needsMailResend: true, mail: { deliveryFailed: { status: 'failed', attempts: 1 } } });

    mail.works = true;
    setNow(new Date(NOW.getTime() + 2 * HOUR));
    expect(await resendConsignmentMail(deps)).toEqual({ due: 1, sent: 1, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(world.consignments.get('CN-261128-TEST')).toMatchObject({ needsMailResend: false, mail: { deliveryFailed: { status: 'sent', attempts: 2 } } });
  });
});

describe('the overdue receipts e-mail', () => {
  it('sends the pharmacy a count and a link, and nothing when none is overdue', async () => {
    const { world, sent, deps } = setUp();
    world.consignments.set('CN-261128-TEST', consignment({ containsS8: true, receiptDueAt: new Date(NOW.getTime() + 7 * 24 * HOUR) }));
    expect(await sendReceiptReminder(deps, new Date(NOW.getTime() + 6 * 24 * HOUR))).toMatchObject({ overdue: 0, sent: false });
    expect(await sendReceiptReminder(deps, new Date(NOW.getTime() + 8 * 24 * HOUR))).toMatchObject({ overdue: 1, sent: true });
    expect(sent.map((message) => [message.to, message.subject])).toEqual([['orders@pharmacy.test', '1 Schedule 8 receipt is overdue']]);
    expect(sent[0]!.text).toContain('https://pharmacy.test/admin?view=consignments&filter=s8_receipt_overdue');
  });
});
