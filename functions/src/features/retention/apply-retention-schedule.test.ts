import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_COLLECTIONS,
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  BREACH_COLLECTIONS,
  CONSIGNMENT_COLLECTIONS,
  STAFF_COLLECTIONS,
  COLLECTIONS,
  ORDER_DRAFT_COLLECTION,
  ENQUIRY_COLLECTIONS,
  ORDER_COLLECTIONS,
} from '@pharmacy/shared';
import { PURGE_PAGE_SIZE, applyRetentionSchedule } from './apply-retention-schedule.ts';
import {
  documentIds,
  emptyRetentionStoreContents,
  memoryRetentionStore,
  putDocument,
  type RetentionStoreContents,
} from './testing/memory-retention-store.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));

/** 3 am in Sydney on 15 June 2026, when the nightly job runs. */
const NOW = new Date('2026-06-14T17:00:00.000Z');
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
const justBefore = (instant: string | Date) => new Date(new Date(instant).getTime() - SECOND);
const justAfter = (instant: string | Date) => new Date(new Date(instant).getTime() + SECOND);

// The cutoffs as of NOW (retention-periods.test.ts proves the arithmetic).
const TWO_YEARS_AGO = '2024-06-14T17:00:00.000Z';
const SEVEN_YEARS_AGO = '2019-06-14T17:00:00.000Z';
const SEVEN_DAYS_AGO = new Date(NOW.getTime() - 7 * DAY);
const NINETY_DAYS_AGO = new Date(NOW.getTime() - 90 * DAY);

let world: RetentionStoreContents;
beforeEach(() => {
  world = emptyRetentionStoreContents();
});

const run = (now = NOW) => applyRetentionSchedule(memoryRetentionStore(world), now);

describe('the retention purge, kind by kind, at each period\u2019s boundary', () => {
  it('deletes enquiries received more than 2 years ago with their files, and keeps younger ones with theirs', async () => {
    putDocument(world, ENQUIRY_COLLECTIONS.enquiries, 'old', { createdAt: justBefore(TWO_YEARS_AGO) });
    putDocument(world, ENQUIRY_COLLECTIONS.enquiries, 'young', { createdAt: justAfter(TWO_YEARS_AGO) });
    world.files = new Set(['enquiries/old/script.pdf', 'enquiries/young/script.pdf', 'enquiries/older/stray.png']);

    const { removed } = await run();

    expect(documentIds(world, ENQUIRY_COLLECTIONS.enquiries)).toEqual(['young']);
    // Only the deleted enquiry's folder: "older" merely starts with the same letters.
    expect([...world.files].sort()).toEqual(['enquiries/older/stray.png', 'enquiries/young/script.pdf']);
    expect(removed).toMatchObject({ enquiries: 1, enquiryFiles: 1 });
  });

  it('on 29 February 2028 keeps an enquiry made on 1 March 2026, and deletes it once its two years are up on 1 March 2028', async () => {
    putDocument(world, ENQUIRY_COLLECTIONS.enquiries, 'made-1-march', { createdAt: new Date('2026-03-01T10:00:00.000Z') });
    putDocument(world, ENQUIRY_COLLECTIONS.enquiries, 'made-27-february', { createdAt: new Date('2026-02-27T10:00:00.000Z') });

    await run(new Date('2028-02-29T16:00:00.000Z'));
    expect(documentIds(world, ENQUIRY_COLLECTIONS.enquiries)).toEqual(['made-1-march']);

    await run(new Date('2028-03-01T16:00:00.000Z'));
    expect(documentIds(world, ENQUIRY_COLLECTIONS.enquiries)).toEqual([]);
  });

  it('deletes order requests 7 years after their last status change with their scripts, whenever they were submitted', async () => {
    const created = new Date('2015-01-01T00:00:00.000Z');
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-old', { createdAt: created, updatedAt: justBefore(SEVEN_YEARS_AGO) });
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-young', { createdAt: created, updatedAt: justAfter(SEVEN_YEARS_AGO) });
    world.files = new Set(['order-scripts/HC-old/0-a.pdf', 'order-scripts/HC-old/1-b.png', 'order-scripts/HC-young/0-a.pdf']);

    const { removed } = await run();

    expect(documentIds(world, ORDER_COLLECTIONS.orderRequests)).toEqual(['HC-young']);
    expect([...world.files]).toEqual(['order-scripts/HC-young/0-a.pdf']);
    expect(removed).toMatchObject({ orderRequests: 1, orderScripts: 2 });
  });

  it('deletes a consignment with the last of its orders, and keeps it while one is kept (decision 059)', async () => {
    const { consignments } = CONSIGNMENT_COLLECTIONS;
    putDocument(world, consignments, 'CN-both-old', { method: 'courier' });
    putDocument(world, consignments, 'CN-one-young', { method: 'courier' });
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-old-1', { updatedAt: justBefore(SEVEN_YEARS_AGO), consignmentId: 'CN-both-old' });
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-old-2', { updatedAt: justBefore(SEVEN_YEARS_AGO), consignmentId: 'CN-both-old' });
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-old-3', { updatedAt: justBefore(SEVEN_YEARS_AGO), consignmentId: 'CN-one-young' });
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-young', { updatedAt: justAfter(SEVEN_YEARS_AGO), consignmentId: 'CN-one-young' });

    const { removed } = await run();

    expect(documentIds(world, consignments)).toEqual(['CN-one-young']);
    expect(removed).toMatchObject({ orderRequests: 3, consignments: 1 });
  });

  it('counts an order\u2019s period from its last supply or record of compounding when that is later, never from when it was placed (decision 051)', async () => {
    const monthsAgo = (months: number) => new Date(Date.UTC(2026, 5 - months, 14, 17));
    const eightYearsAgo = monthsAgo(96);
    // Placed 3 years ago, supplied 23 months ago: kept.
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-placed-3-years-ago', { createdAt: monthsAgo(36), updatedAt: monthsAgo(35), lastSupplyAt: monthsAgo(23) });
    // Completed 8 years ago, its last supply (a repeat) 23 months ago: kept although its status last changed long ago.
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-repeat-supplied', { createdAt: eightYearsAgo, updatedAt: eightYearsAgo, lastSupplyAt: monthsAgo(23) });
    // Its last supply just inside the 7 years: kept; just past them: deleted with its script.
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-supplied-7-years-ago', { createdAt: eightYearsAgo, updatedAt: eightYearsAgo, lastSupplyAt: justAfter(SEVEN_YEARS_AGO) });
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-supplied-over-7-years-ago', { createdAt: eightYearsAgo, updatedAt: eightYearsAgo, lastSupplyAt: justBefore(SEVEN_YEARS_AGO) });
    // A last supply that cannot be read keeps the order.
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-unreadable-supply', { createdAt: eightYearsAgo, updatedAt: eightYearsAgo, lastSupplyAt: 'soon' });
    world.files = new Set(['order-scripts/HC-supplied-over-7-years-ago/0-a.pdf', 'order-scripts/HC-repeat-supplied/0-a.pdf']);

    const { removed } = await run();

    expect(documentIds(world, ORDER_COLLECTIONS.orderRequests)).toEqual(['HC-placed-3-years-ago', 'HC-repeat-supplied', 'HC-supplied-7-years-ago', 'HC-unreadable-supply']);
    expect([...world.files]).toEqual(['order-scripts/HC-repeat-supplied/0-a.pdf']);
    expect(removed).toMatchObject({ orderRequests: 1, orderScripts: 1 });
  });

  it('keeps an order past 7 years for a child patient until they turn 25, then deletes it', async () => {
    const longAgo = new Date('2010-01-01T00:00:00.000Z');
    const order = (dateOfBirth: string) => ({ updatedAt: longAgo, items: [{ patient: { dateOfBirth: '1970-01-01' } }, { patient: { dateOfBirth } }] });
    // Turns 25 at midnight UTC on 15 June 2026, 7 hours after NOW: kept.
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-child', order('2001-06-15'));
    // Turned 25 on 14 June 2026: gone.
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-grown-up', order('2001-06-14'));
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-unreadable', { updatedAt: longAgo, items: [{ patient: { dateOfBirth: 'soon' } }] });

    await run();
    expect(documentIds(world, ORDER_COLLECTIONS.orderRequests)).toEqual(['HC-child', 'HC-unreadable']);

    await run(new Date('2026-06-15T00:00:01.000Z'));
    expect(documentIds(world, ORDER_COLLECTIONS.orderRequests)).toEqual(['HC-unreadable']);
  });

  it('deletes verification links and rate-limit counters once expired, and keeps those still running', async () => {
    for (const collection of [ACCOUNT_COLLECTIONS.emailVerifications, ENQUIRY_COLLECTIONS.rateLimits]) {
      putDocument(world, collection, 'expired', { expiresAt: justBefore(NOW) });
      putDocument(world, collection, 'running', { expiresAt: justAfter(NOW) });
    }
    const { removed } = await run();
    expect(documentIds(world, ACCOUNT_COLLECTIONS.emailVerifications)).toEqual(['running']);
    expect(documentIds(world, ENQUIRY_COLLECTIONS.rateLimits)).toEqual(['running']);
    expect(removed).toMatchObject({ verificationLinks: 1, rateLimitCounters: 1 });
  });

  it('deletes failed account e-mails after 90 days and audit entries after 7 years', async () => {
    putDocument(world, ACCOUNT_COLLECTIONS.accountMailFailures, 'old', { createdAt: justBefore(NINETY_DAYS_AGO) });
    putDocument(world, ACCOUNT_COLLECTIONS.accountMailFailures, 'young', { createdAt: justAfter(NINETY_DAYS_AGO) });
    putDocument(world, ADMIN_COLLECTIONS.auditLog, 'old', { at: justBefore(SEVEN_YEARS_AGO) });
    putDocument(world, ADMIN_COLLECTIONS.auditLog, 'young', { at: justAfter(SEVEN_YEARS_AGO) });

    const { removed } = await run();

    expect(documentIds(world, ACCOUNT_COLLECTIONS.accountMailFailures)).toEqual(['young']);
    expect(documentIds(world, ADMIN_COLLECTIONS.auditLog)).toEqual(['young']);
    expect(removed).toMatchObject({ accountMailFailures: 1, auditEntries: 1 });
  });

  it('deletes a breach in the register 7 years after its last change, and keeps a younger one (decision 041)', async () => {
    putDocument(world, BREACH_COLLECTIONS.breaches, 'old', { updatedAt: justBefore(SEVEN_YEARS_AGO) });
    putDocument(world, BREACH_COLLECTIONS.breaches, 'young', { updatedAt: justAfter(SEVEN_YEARS_AGO) });

    const { removed } = await run();

    expect(documentIds(world, BREACH_COLLECTIONS.breaches)).toEqual(['young']);
    expect(removed).toMatchObject({ breaches: 1 });
  });
});

describe('the retention purge of clinic teams\u2019 records (decisions 044, 045)', () => {
  const THIRTY_DAYS_AGO = new Date(NOW.getTime() - 30 * DAY);
  const link = (prescriber: string, staffUid: string, status: string, changedAt: Date) =>
    putDocument(world, STAFF_COLLECTIONS.staffLinks, `${prescriber}_${staffUid}`, { prescriberId: prescriber, staffUid, status, changedAt });
  const staff = (uid: string) => {
    putDocument(world, COLLECTIONS.users, uid, { role: 'staff' });
    world.accounts.set(uid, { uid, emailVerified: true, createdAt: new Date('2026-01-01T00:00:00.000Z') });
  };

  it('deletes drafts 30 days after their last change with their script copies, and expired invitations', async () => {
    putDocument(world, ORDER_DRAFT_COLLECTION, 'old', { updatedAt: justBefore(THIRTY_DAYS_AGO) });
    putDocument(world, ORDER_DRAFT_COLLECTION, 'young', { updatedAt: justAfter(THIRTY_DAYS_AGO) });
    world.files = new Set(['order-drafts/old/a1/0-script.pdf', 'order-drafts/young/b2/0-script.pdf']);
    putDocument(world, STAFF_COLLECTIONS.staffInvitations, 'expired', { expiresAt: justBefore(NOW) });
    putDocument(world, STAFF_COLLECTIONS.staffInvitations, 'open', { expiresAt: justAfter(NOW) });

    const { removed } = await run();

    expect(documentIds(world, ORDER_DRAFT_COLLECTION)).toEqual(['young']);
    expect([...world.files]).toEqual(['order-drafts/young/b2/0-script.pdf']);
    expect(documentIds(world, STAFF_COLLECTIONS.staffInvitations)).toEqual(['open']);
    expect(removed).toMatchObject({ orderDrafts: 1, orderDraftScripts: 1, staffInvitations: 1 });
  });

  it('deletes a staff account whose every link ended over 30 days ago, keeping its links; never one with an active or recent link', async () => {
    staff('gone');
    link('alice', 'gone', 'removed', justBefore(THIRTY_DAYS_AGO));
    link('bob', 'gone', 'ended', new Date('2026-01-01T00:00:00.000Z'));
    staff('recent');
    link('alice', 'recent', 'removed', justAfter(THIRTY_DAYS_AGO));
    staff('working');
    link('alice', 'working', 'removed', justBefore(THIRTY_DAYS_AGO));
    link('carla', 'working', 'active', new Date('2026-01-01T00:00:00.000Z'));

    const { removed } = await run();

    expect(documentIds(world, COLLECTIONS.users)).toEqual(['recent', 'working']);
    expect([...world.accounts.keys()].sort()).toEqual(['recent', 'working']);
    expect(documentIds(world, STAFF_COLLECTIONS.staffLinks)).toHaveLength(5);
    expect(removed).toMatchObject({ staffAccounts: 1 });
    expect((await run()).removed).toMatchObject({ staffAccounts: 0 });
  });
});

describe('the retention purge of registrations never verified', () => {
  const longAgo = new Date('2026-01-01T00:00:00.000Z');
  const account = (uid: string, emailVerified: boolean, createdAt = longAgo) => world.accounts.set(uid, { uid, emailVerified, createdAt });
  const pending = (uid: string, updatedAt: Date) => putDocument(world, ACCOUNT_COLLECTIONS.pendingRegistrations, uid, { uid, updatedAt });
  const record = (uid: string) => putDocument(world, COLLECTIONS.users, uid, { role: 'practitioner' });

  it('deletes the details and the unverified account 7 days after the last verification e-mail, not before', async () => {
    account('abandoned', false);
    pending('abandoned', justBefore(SEVEN_DAYS_AGO));
    account('still-deciding', false);
    pending('still-deciding', justAfter(SEVEN_DAYS_AGO));
    pending('account-gone', justBefore(SEVEN_DAYS_AGO));

    const { removed } = await run();

    expect([...world.accounts.keys()]).toEqual(['still-deciding']);
    expect(documentIds(world, ACCOUNT_COLLECTIONS.pendingRegistrations)).toEqual(['still-deciding']);
    expect(removed).toMatchObject({ unverifiedRegistrations: 2, unverifiedAccounts: 1 });
  });

  it('never deletes a verified or onboarded account, nor the details its onboarding still needs', async () => {
    account('verified', true);
    pending('verified', justBefore(SEVEN_DAYS_AGO));
    account('onboarded', false);
    record('onboarded');
    pending('onboarded', justBefore(SEVEN_DAYS_AGO));

    const { removed } = await run();

    expect([...world.accounts.keys()].sort()).toEqual(['onboarded', 'verified']);
    expect(documentIds(world, ACCOUNT_COLLECTIONS.pendingRegistrations)).toEqual(['onboarded', 'verified']);
    expect(documentIds(world, COLLECTIONS.users)).toEqual(['onboarded']);
    expect(removed).toMatchObject({ unverifiedRegistrations: 0, unverifiedAccounts: 0 });
  });

  it('deletes an unverified account whose details never reached the server once it is 7 days old', async () => {
    account('old-orphan', false, justBefore(SEVEN_DAYS_AGO));
    account('new-orphan', false, justAfter(SEVEN_DAYS_AGO));
    account('old-verified', true, justBefore(SEVEN_DAYS_AGO));
    account('old-with-record', false, justBefore(SEVEN_DAYS_AGO));
    record('old-with-record');

    const { removed } = await run();

    expect([...world.accounts.keys()].sort()).toEqual(['new-orphan', 'old-verified', 'old-with-record']);
    expect(removed).toMatchObject({ unverifiedAccounts: 1 });
  });

  it('pages through every sign-in account', async () => {
    for (let index = 0; index < 25; index += 1) account(`orphan-${String(index).padStart(2, '0')}`, false);
    account('verified', true);
    await applyRetentionSchedule(memoryRetentionStore(world, { accountPageSize: 10 }), NOW);
    expect([...world.accounts.keys()]).toEqual(['verified']);
  });
});

describe('a purge run', () => {
  it('records an audit entry by the system for each kind it removed, with its counts', async () => {
    putDocument(world, ENQUIRY_COLLECTIONS.enquiries, 'old', { createdAt: justBefore(TWO_YEARS_AGO) });
    putDocument(world, ENQUIRY_COLLECTIONS.rateLimits, 'a', { expiresAt: justBefore(NOW) });
    putDocument(world, ENQUIRY_COLLECTIONS.rateLimits, 'b', { expiresAt: justBefore(NOW) });

    await run();

    const entry = (details: Record<string, unknown>) => ({
      action: AUDIT_ACTIONS.retentionPurge,
      actorUid: 'system',
      actorEmail: 'retention-schedule',
      target: { type: 'schedule', id: 'retention-schedule', label: 'Retention schedule' },
      details: { asOf: NOW.toISOString(), ...details },
    });
    expect(world.audit).toEqual([entry({ enquiries: 1, enquiryFiles: 0 }), entry({ rateLimitCounters: 2 })]);
  });

  // Issue 23: one entry at the end of the run left a run that stopped part-way (the
  // function's timeout, a crash) with deletions nobody had recorded.
  it('has recorded each kind it finished before it goes on to the next, so a run stopped part-way leaves a record', async () => {
    putDocument(world, ENQUIRY_COLLECTIONS.enquiries, 'old', { createdAt: justBefore(TWO_YEARS_AGO) });
    putDocument(world, ORDER_COLLECTIONS.orderRequests, 'HC-old', { updatedAt: justBefore(SEVEN_YEARS_AGO) });
    const store = memoryRetentionStore(world);
    const listBefore = store.listBefore.bind(store);
    let reachedOrders!: () => void;
    const ordersReached = new Promise<void>((resolve) => {
      reachedOrders = resolve;
    });
    // The orders' query never answers: the run stops there, as at a timeout.
    store.listBefore = (query, after, limit) => {
      if (query.collection !== ORDER_COLLECTIONS.orderRequests) return listBefore(query, after, limit);
      reachedOrders();
      return new Promise(() => undefined);
    };

    void applyRetentionSchedule(store, NOW);
    await ordersReached;

    expect(documentIds(world, ENQUIRY_COLLECTIONS.enquiries)).toEqual([]);
    expect(world.audit.map((record) => record.details)).toEqual([{ asOf: NOW.toISOString(), enquiries: 1, enquiryFiles: 0 }]);
  });

  it('records what a kind deleted before it failed, and that it did not finish', async () => {
    for (let index = 0; index < PURGE_PAGE_SIZE + 1; index += 1) {
      putDocument(world, ENQUIRY_COLLECTIONS.rateLimits, `counter-${index}`, { expiresAt: justBefore(NOW) });
    }
    const store = memoryRetentionStore(world);
    const deleteDocuments = store.deleteDocuments.bind(store);
    let batches = 0;
    store.deleteDocuments = async (collection, ids) => {
      if (collection === ENQUIRY_COLLECTIONS.rateLimits && (batches += 1) > 1) throw new Error('Firestore is unavailable');
      await deleteDocuments(collection, ids);
    };

    const { failed } = await applyRetentionSchedule(store, NOW);

    expect(failed).toEqual(['rateLimitCounters']);
    expect(world.audit.map((record) => record.details)).toEqual([
      { asOf: NOW.toISOString(), rateLimitCounters: PURGE_PAGE_SIZE, unfinished: 'rateLimitCounters' },
    ]);
  });

  it('stops when an entry cannot be recorded: nothing more is deleted without its record', async () => {
    putDocument(world, ENQUIRY_COLLECTIONS.enquiries, 'old', { createdAt: justBefore(TWO_YEARS_AGO) });
    putDocument(world, ENQUIRY_COLLECTIONS.rateLimits, 'a', { expiresAt: justBefore(NOW) });
    const store = memoryRetentionStore(world);
    store.recordAudit = () => Promise.reject(new Error('Firestore is unavailable'));

    await expect(applyRetentionSchedule(store, NOW)).rejects.toThrow('Firestore is unavailable');
    expect(documentIds(world, ENQUIRY_COLLECTIONS.enquiries)).toEqual([]);
    expect(documentIds(world, ENQUIRY_COLLECTIONS.rateLimits)).toEqual(['a']);
  });

  it('that removed nothing records nothing in the audit log', async () => {
    putDocument(world, ENQUIRY_COLLECTIONS.enquiries, 'young', { createdAt: NOW });
    const { removed, failed } = await run();
    expect(Object.values(removed).every((count) => count === 0)).toBe(true);
    expect(failed).toEqual([]);
    expect(world.audit).toEqual([]);
  });

  it('works through a backlog a page at a time, past the records it keeps', async () => {
    const longAgo = new Date('2010-01-01T00:00:00.000Z').getTime();
    // More children's orders than fit in a page, all older than the adults' orders behind them.
    for (let index = 0; index < PURGE_PAGE_SIZE + 20; index += 1) {
      putDocument(world, ORDER_COLLECTIONS.orderRequests, `HC-child-${index}`, {
        updatedAt: new Date(longAgo + index),
        items: [{ patient: { dateOfBirth: '2020-01-01' } }],
      });
    }
    for (let index = 0; index < 30; index += 1) {
      putDocument(world, ORDER_COLLECTIONS.orderRequests, `HC-adult-${index}`, { updatedAt: new Date(longAgo + 10_000 + index), items: [] });
    }
    for (let index = 0; index < 2 * PURGE_PAGE_SIZE + 1; index += 1) {
      putDocument(world, ENQUIRY_COLLECTIONS.rateLimits, `counter-${index}`, { expiresAt: justBefore(NOW) });
    }

    const { removed } = await run();

    expect(removed).toMatchObject({ orderRequests: 30, rateLimitCounters: 2 * PURGE_PAGE_SIZE + 1 });
    expect(documentIds(world, ORDER_COLLECTIONS.orderRequests)).toHaveLength(PURGE_PAGE_SIZE + 20);
    expect(documentIds(world, ENQUIRY_COLLECTIONS.rateLimits)).toEqual([]);
    expect(Math.max(...world.pageSizes)).toBe(PURGE_PAGE_SIZE);
  });

  it('carries on with the other kinds when one fails, and says which did not finish', async () => {
    putDocument(world, ENQUIRY_COLLECTIONS.enquiries, 'old', { createdAt: justBefore(TWO_YEARS_AGO) });
    putDocument(world, ENQUIRY_COLLECTIONS.rateLimits, 'a', { expiresAt: justBefore(NOW) });
    const store = memoryRetentionStore(world);
    store.deleteFiles = () => Promise.reject(new Error('Storage is unavailable'));

    const { removed, failed } = await applyRetentionSchedule(store, NOW);

    expect(failed).toEqual(['enquiries']);
    // The enquiry stays with its file, for the next run.
    expect(documentIds(world, ENQUIRY_COLLECTIONS.enquiries)).toEqual(['old']);
    expect(removed).toMatchObject({ enquiries: 0, rateLimitCounters: 1 });
    // The failed kind removed nothing, so only the other kind has an entry.
    expect(world.audit.map((record) => record.details)).toEqual([{ asOf: NOW.toISOString(), rateLimitCounters: 1 }]);
  });
});
