import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import { CONSIGNMENT_STATUSES, isS8ReceiptOverdue } from '@pharmacy/shared';
import { demoPharmacy, parseDemoRecord } from './demo-pharmacy.ts';
import { DEMO_TRACKING_TOKEN, demoConsignments } from './demo-consignments.ts';

const NOW = new Date('2026-11-26T23:05:00.000Z');
const admin = { uid: 'demo-admin', email: 'admin@harbourside.test', name: 'Pharmacy Admin' };
const toDate = (value: unknown) => (value as Timestamp).toDate();

function seeded() {
  const { documents } = demoPharmacy({ admin, prescriber: { uid: 'demo-prescriber', email: 'prescriber@harbourside.test' }, registrants: [{ uid: 'r1' }, { uid: 'r2' }] }, NOW);
  const consignments = demoConsignments(documents, { now: NOW, admin, prescriberId: 'demo-prescriber' });
  return { documents, consignments: consignments.map(({ data }) => data) };
}

describe('the demo pharmacy’s consignments', () => {
  it('gives every dispatched order a carrier consignment and every collected one a pickup, and no other order one', () => {
    const { documents, consignments } = seeded();
    const orders = documents.filter(({ path, data }) => path.startsWith('orderRequests/') && data.prescriberId === 'demo-prescriber').map(({ data }) => data);
    const handedOver = orders.filter((order) => order.status === 'dispatched' || order.status === 'collected');
    expect(consignments.flatMap((consignment) => consignment.orderIds as string[]).sort()).toEqual(handedOver.map((order) => String(order.requestId)).sort());
    for (const consignment of consignments) {
      const order = orders.find((candidate) => candidate.requestId === (consignment.orderIds as string[])[0])!;
      expect(consignment.method === 'pickup').toBe(order.status === 'collected');
      expect(order.consignmentId).toBe(consignment.consignmentId);
      expect(CONSIGNMENT_STATUSES).toContain(consignment.status);
    }
  });

  it('holds one in transit (the tracking link the docs give), one failed, delivered ones, and one S8 whose receipt is overdue', () => {
    const { documents, consignments } = seeded();
    const statuses = consignments.map((consignment) => consignment.status);
    expect(statuses.filter((status) => status === 'in_transit')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'delivery_failed')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'delivered').length).toBeGreaterThan(1);

    const overdue = consignments.filter((consignment) =>
      isS8ReceiptOverdue(
        {
          containsS8: consignment.containsS8 as boolean,
          method: consignment.method as 'auspost',
          dispatchedAt: toDate(consignment.dispatchedAt),
          proofOfDelivery: consignment.proofOfDelivery as { idSeen: string | null } | null,
        },
        NOW,
      ),
    );
    expect(overdue).toHaveLength(1);
    expect(overdue[0]).toMatchObject({ signatureRequired: true, authorityToLeave: false });
    // Its order now holds the S8 item, and still reads as the function reads an order.
    const order = documents.find(({ data }) => data.requestId === (overdue[0]!.orderIds as string[])[0])!;
    expect((order.data.items as { schedule: string }[])[0]!.schedule).toBe('S8');
    expect(() => parseDemoRecord(order.collection, order.path, order.data)).not.toThrow();

    expect(consignments.find((consignment) => consignment.status === 'in_transit')?.trackingTokenHash).toBe(createHash('sha256').update(DEMO_TRACKING_TOKEN).digest('hex'));
  });
});
