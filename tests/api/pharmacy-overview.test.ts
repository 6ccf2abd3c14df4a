/**
 * GET /api/pharmacy-overview through the Hosting emulator (decision 031): only an admin
 * signed in with a second factor reads it; orders received in a week ten weeks ago (which
 * no other test writes to) appear in exactly that week's bar; an order moved to ready
 * through the API keeps when, and counts towards the median. Other test files create
 * orders now, so the figures of today are asserted as lower bounds, never against a
 * count taken earlier. The figures are counters kept by triggers (decision 034): after
 * writing, a test waits until every counter equals its count before reading them.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ADMIN_API_PATHS,
  ApiErrorBodySchema,
  ORDER_API_PATHS,
  PharmacyOverviewSchema,
  SIGN_IN_SECURITY_CODES,
  type PharmacyOverview,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { checkedCompounding } from '../support/compounding.ts';
import { COUNTERS_SETTLE_BUDGET_MS, waitForCountersToSettle } from '../support/counters.ts';
import { request } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { deleteAuditEntries } from '../support/audit-log.ts';
import { uniqueTokenCode, deleteTestOrders, orderForm, postOrder, storedOrder, twoChoices } from '../support/orders.ts';
import { deleteOverviewOrders, midweekNoon, writeOverviewOrders } from '../support/overview-orders.ts';
import { createTestPatient } from '../support/patients.ts';
import { sydneyIsoDate } from '../support/sydney-date.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

const SETUP_TIMEOUT = 60_000;
/** weeks[1]: ten weeks before this one (weeks[11]). */
const TEN_WEEKS_AGO = 1;

let admin: TestUser;
let practitioner: TestUser;
beforeAll(async () => {
  [admin, practitioner] = await Promise.all([
    createAdmin(),
    createPrescriber(),
  ]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await deleteOverviewOrders();
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

async function overview(idToken = admin.idToken): Promise<PharmacyOverview> {
  const response = await request(ADMIN_API_PATHS.pharmacyOverview, { idToken });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return PharmacyOverviewSchema.parse(response.json);
}

describe('who may read the pharmacy overview', () => {
  test('a visitor is told to sign in; a practitioner and an admin without a second factor are refused; an admin reads it', async () => {
    expectUnauthenticated(await request(ADMIN_API_PATHS.pharmacyOverview));

    const asPractitioner = await request(ADMIN_API_PATHS.pharmacyOverview, { idToken: practitioner.idToken });
    expect(asPractitioner.status).toBe(403);
    expect(Object.keys(asPractitioner.json as object).sort()).toEqual(['code', 'error']);

    const passwordOnly = await createAdmin({ secondFactor: false });
    const asPasswordOnly = await request(ADMIN_API_PATHS.pharmacyOverview, { idToken: passwordOnly.idToken });
    expect(asPasswordOnly.status).toBe(403);
    expect(ApiErrorBodySchema.parse(asPasswordOnly.json).code).toBe(SIGN_IN_SECURITY_CODES.secondFactorRequired);

    const figures = await overview();
    expect(figures.today).toMatchObject({ from: sydneyIsoDate(), to: sydneyIsoDate() });
    expect(figures.weeks).toHaveLength(12);
  });
});

/** Two waits for the counters at most in a story, and its own requests. */
const COUNTED_STORY_TIMEOUT = 2 * COUNTERS_SETTLE_BUDGET_MS + 30_000;

describe('what the overview counts', { timeout: COUNTED_STORY_TIMEOUT }, () => {
  test('orders received ten weeks ago appear in exactly that week, and in no other', async () => {
    await waitForCountersToSettle();
    const before = await overview();
    const week = before.weeks[TEN_WEEKS_AGO]!;
    // Nothing else writes to that week: what was there before stays, and ours add to it alone.
    await writeOverviewOrders(3, midweekNoon(week.from), { status: 'collected' });
    await writeOverviewOrders(2, midweekNoon(week.from), { status: 'cancelled' });

    await waitForCountersToSettle();
    const after = await overview();
    expect(after.weeks[TEN_WEEKS_AGO]).toEqual({ ...week, orders: week.orders + 5 });
    const otherOldWeeks = (figures: PharmacyOverview) => figures.weeks.slice(0, 8).filter((_, index) => index !== TEN_WEEKS_AGO);
    expect(otherOldWeeks(after)).toEqual(otherOldWeeks(before));
    expect(after.byStatus.collected).toBeGreaterThanOrEqual(3);
    expect(after.byStatus.cancelled).toBeGreaterThanOrEqual(2);
  });

  test('today, this week, originals awaited and overdue, and unanswered questions count what is there now', async () => {
    const now = new Date();
    await writeOverviewOrders(1, now, { status: 'in_progress', fields: { originalAwaited: true, originalDueDate: sydneyIsoDate(-1) } });
    await writeOverviewOrders(1, now, { status: 'in_progress', fields: { originalAwaited: true, originalDueDate: sydneyIsoDate(2) } });
    await writeOverviewOrders(1, now, { fields: { clarification: { status: 'requested', askedAt: Timestamp.fromDate(now), answeredAt: null, messages: 1 } } });

    await waitForCountersToSettle();
    const figures = await overview();
    expect(figures.today.orders).toBeGreaterThanOrEqual(3);
    expect(figures.thisWeek.orders).toBeGreaterThanOrEqual(figures.today.orders);
    expect(figures.lastWeek.orders).toBeGreaterThanOrEqual(figures.lastWeekSoFar.orders);
    expect(figures.originals.overdue).toBeGreaterThanOrEqual(1);
    expect(figures.originals.awaited).toBeGreaterThanOrEqual(figures.originals.overdue + 1);
    expect(figures.unansweredQuestions).toBeGreaterThanOrEqual(1);
    expect(figures.byStatus.in_progress).toBeGreaterThanOrEqual(2);
  });

  test('an order made ready through the API keeps its day and minutes, and the median counts it', async () => {
    const [choice] = await twoChoices(practitioner.idToken);
    const { patientId } = await createTestPatient(practitioner.uid);
    const submitted = await postOrder(orderForm([{ patientId, choice: choice!, escriptToken: uniqueTokenCode() }]), practitioner.idToken);
    expect(submitted.status).toBe(201);
    const { requestId } = submitted.json as SubmitOrderResponse;
    // Every item's record of compounding checked first (decision 050).
    await checkedCompounding(requestId);
    for (const status of ['in_progress', 'ready'] as const) {
      expect((await request(ORDER_API_PATHS.status, { idToken: admin.idToken, body: { requestId, status } })).status).toBe(200);
    }

    const stored = await storedOrder(requestId);
    expect(stored).toMatchObject({ status: 'ready', readyAt: expect.any(Timestamp) });
    const createdAt = (stored?.createdAt as Timestamp).toMillis();
    const readyAt = (stored?.readyAt as Timestamp).toMillis();
    expect(stored?.minutesToReady).toBe(Math.floor((readyAt - createdAt) / 60_000));

    await waitForCountersToSettle();
    const { timeToReady } = await overview();
    expect(timeToReady).toMatchObject({ from: sydneyIsoDate(-29), to: sydneyIsoDate() });
    expect(timeToReady.orders).toBeGreaterThanOrEqual(1);
    expect(timeToReady.medianMinutes).toEqual(expect.any(Number));
  });
});
