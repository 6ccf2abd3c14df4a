/**
 * The retention purge (docs/retention-schedule.md, decision 020): given the time, it
 * deletes exactly what the schedule says is past its period, a page at a time so a
 * backlog of any size fits in memory, and records the run in the audit log.
 *
 * Files go before their document: a run cut short leaves a document whose files are
 * gone, which the next run finishes, never a file nobody can find.
 */
import * as logger from 'firebase-functions/logger';
import {
  ACCOUNT_COLLECTIONS,
  ADMIN_COLLECTIONS,
  AUDIT_ACTIONS,
  BREACH_COLLECTIONS,
  INVOICE_COLLECTIONS,
  STATEMENT_COLLECTIONS,
  COLLECTIONS,
  ENQUIRY_COLLECTIONS,
  STAFF_COLLECTIONS,
  LABEL_COLLECTIONS,
  CONSIGNMENT_COLLECTIONS,
  ORDER_COLLECTIONS,
  ORDER_DRAFT_COLLECTION,
  ORDER_DRAFT_SCRIPTS_FOLDER,
  ORDER_SCRIPTS_FOLDER,
  nothingPurged,
  type PurgeCounts,
  type PurgedKind,
} from '@pharmacy/shared';
import { errorMessage } from '../../platform/error-message.ts';
import { lastSupplyOf, orderKeptUntil, patientBirthDates, purgeCutoffs, type PurgeCutoffs } from './retention-periods.ts';
import type { AgedDocument, AgeQuery, RetentionStore } from './retention-store.ts';

/** One Firestore batch deletes a whole page. */
export const PURGE_PAGE_SIZE = 500;
/** Documents whose files are deleted at once. */
const FILE_CONCURRENCY = 20;

/** Who the audit log names for a purge: nobody signed in, the schedule itself. */
export const PURGE_ACTOR = { actorUid: 'system', actorEmail: 'retention-schedule' } as const;
export const PURGE_TARGET = { type: 'schedule', id: 'retention-schedule', label: 'Retention schedule' } as const;

type Counter = (kind: PurgedKind, count: number) => void;
/** One kind's purge: the kind it is named by, every kind it counts, and the purge itself. */
interface Step {
  kind: PurgedKind;
  counts: readonly PurgedKind[];
  run: (count: Counter) => Promise<void>;
}

/** Runs `handle` on each page of the query's documents, oldest first. */
async function forEachPage(store: RetentionStore, query: AgeQuery, handle: (page: AgedDocument[]) => Promise<void>): Promise<void> {
  let after: AgedDocument | null = null;
  for (;;) {
    const page = await store.listBefore(query, after, PURGE_PAGE_SIZE);
    if (page.length > 0) await handle(page);
    if (page.length < PURGE_PAGE_SIZE) return;
    after = page.at(-1) ?? null;
  }
}

/** Deletes each document's files (under `folder/{id}/`), then the documents. */
async function deleteWithFiles(
  store: RetentionStore,
  collection: string,
  folder: string,
  documents: readonly AgedDocument[],
): Promise<number> {
  let files = 0;
  for (let start = 0; start < documents.length; start += FILE_CONCURRENCY) {
    const counts = await Promise.all(
      documents.slice(start, start + FILE_CONCURRENCY).map((document) => store.deleteFiles(`${folder}/${document.id}/`)),
    );
    files += counts.reduce((sum, count) => sum + count, 0);
  }
  await store.deleteDocuments(collection, documents.map((document) => document.id));
  return files;
}

/** The records deleted on their age alone: the collection, the time field it ages by, its cutoff. */
function agedOutKinds(cutoffs: PurgeCutoffs): [PurgedKind, AgeQuery][] {
  return [
    ['verificationLinks', { collection: ACCOUNT_COLLECTIONS.emailVerifications, field: 'expiresAt', before: cutoffs.expiries }],
    ['rateLimitCounters', { collection: ENQUIRY_COLLECTIONS.rateLimits, field: 'expiresAt', before: cutoffs.expiries }],
    ['orderSubmitKeys', { collection: ORDER_COLLECTIONS.orderSubmissionKeys, field: 'expiresAt', before: cutoffs.expiries }],
    ['accountMailFailures', { collection: ACCOUNT_COLLECTIONS.accountMailFailures, field: 'createdAt', before: cutoffs.accountMailFailures }],
    ['auditEntries', { collection: ADMIN_COLLECTIONS.auditLog, field: 'at', before: cutoffs.auditEntries }],
    ['breaches', { collection: BREACH_COLLECTIONS.breaches, field: 'updatedAt', before: cutoffs.breaches }],
    // With their payments, which they hold (decision 078).
    ['invoices', { collection: INVOICE_COLLECTIONS.invoices, field: 'issuedAtStamp', before: cutoffs.invoices }],
    // A clinic account's monthly statement, kept as the financial record its invoices are (decision 081).
    ['clinicStatements', { collection: STATEMENT_COLLECTIONS.statements, field: 'madeAt', before: cutoffs.invoices }],
    // Used, superseded or not: an invitation is only a link, and its record is the staff link and the audit entry.
    ['staffInvitations', { collection: STAFF_COLLECTIONS.staffInvitations, field: 'expiresAt', before: cutoffs.expiries }],
  ];
}

/** Documents deleted on their age alone. */
async function purgeByAge(store: RetentionStore, query: AgeQuery, kind: PurgedKind, count: Counter): Promise<void> {
  await forEachPage(store, query, async (page) => {
    await store.deleteDocuments(query.collection, page.map((document) => document.id));
    count(kind, page.length);
  });
}

async function purgeEnquiries(store: RetentionStore, before: Date, count: Counter): Promise<void> {
  const { enquiries } = ENQUIRY_COLLECTIONS;
  await forEachPage(store, { collection: enquiries, field: 'createdAt', before }, async (page) => {
    count('enquiryFiles', await deleteWithFiles(store, enquiries, enquiries, page));
    count('enquiries', page.length);
  });
}

/**
 * Orders 7 years after their last status change or last supply, whichever is later,
 * unless a child patient keeps them longer. The query finds those whose last status
 * change is past the period; a later supply keeps one (decision 051), never the day it was placed.
 */
async function purgeOrders(store: RetentionStore, before: Date, now: Date, count: Counter): Promise<void> {
  const { orderRequests } = ORDER_COLLECTIONS;
  await forEachPage(store, { collection: orderRequests, field: 'updatedAt', before }, async (page) => {
    const expired = page.filter((order) => {
      const births = patientBirthDates(order.data);
      if (births === 'unreadable') {
        logger.error('Kept an order request past its period: a patient\u2019s date of birth cannot be read', { orderRequestId: order.id });
        return false;
      }
      const lastSupply = lastSupplyOf(order.data);
      if (lastSupply === 'unreadable') {
        logger.error('Kept an order request past its period: its last supply cannot be read', { orderRequestId: order.id });
        return false;
      }
      const from = lastSupply && lastSupply > order.at ? lastSupply : order.at;
      return orderKeptUntil(from, births) < now;
    });
    if (expired.length === 0) return;
    count('orderScripts', await deleteWithFiles(store, orderRequests, ORDER_SCRIPTS_FOLDER, expired));
    count('orderRequests', expired.length);
    // Their labels' print counts (decision 058) go with them; the audit entries stay.
    await store.deleteDocuments(LABEL_COLLECTIONS.labelPrints, expired.map((order) => order.id));
    count('consignments', await purgeConsignmentsOf(store, expired));
  });
}

/**
 * A consignment is kept with its orders (decision 059): it goes when the last order it
 * carried has gone (a later supply or a child patient can keep one of them longer).
 */
async function purgeConsignmentsOf(store: RetentionStore, orders: readonly AgedDocument[]): Promise<number> {
  const consignmentIds = [...new Set(orders.flatMap((order) => (typeof order.data.consignmentId === 'string' ? [order.data.consignmentId] : [])))];
  const orphaned: string[] = [];
  for (const consignmentId of consignmentIds) {
    if ((await store.idsWhere(ORDER_COLLECTIONS.orderRequests, 'consignmentId', consignmentId)).length === 0) orphaned.push(consignmentId);
  }
  for (let start = 0; start < orphaned.length; start += 500) await store.deleteDocuments(CONSIGNMENT_COLLECTIONS.consignments, orphaned.slice(start, start + 500));
  return orphaned.length;
}

/** Order drafts 30 days after their last change (decision 045), with their script copies. */
async function purgeOrderDrafts(store: RetentionStore, before: Date, count: Counter): Promise<void> {
  await forEachPage(store, { collection: ORDER_DRAFT_COLLECTION, field: 'updatedAt', before }, async (page) => {
    count('orderDraftScripts', await deleteWithFiles(store, ORDER_DRAFT_COLLECTION, ORDER_DRAFT_SCRIPTS_FOLDER, page));
    count('orderDrafts', page.length);
  });
}

/**
 * Staff accounts (decision 045) none of whose links has been active (or suspended, decision 062) for 30 days: the sign-in
 * account and the users record go; the links stay, as the record of who could see which
 * prescriber's patients (a new invitation makes a new account). Every link is read, a page at
 * a time: a practice's staff are few.
 */
async function purgeStaffWithoutLink(store: RetentionStore, before: Date, now: Date, count: Counter): Promise<void> {
  const latest = new Map<string, { active: boolean; at: Date }>();
  const query = { collection: STAFF_COLLECTIONS.staffLinks, field: 'changedAt', before: new Date(now.getTime() + 1) };
  await forEachPage(store, query, async (page) => {
    for (const link of page) {
      const staffUid = link.data.staffUid;
      if (typeof staffUid !== 'string') continue;
      const seen = latest.get(staffUid);
      // A suspended link keeps the account too: the suspended record is what refuses a new
      // invitation (decision 062), until the pharmacy lifts the suspension and the links end.
      const active = link.data.status === 'active' || link.data.status === 'suspended';
      latest.set(staffUid, { active: active || (seen?.active ?? false), at: seen && seen.at > link.at ? seen.at : link.at });
    }
  });
  const unlinked = [...latest].filter(([, { active, at }]) => !active && at < before).map(([uid]) => uid);
  for (let start = 0; start < unlinked.length; start += PURGE_PAGE_SIZE) {
    const uids = unlinked.slice(start, start + PURGE_PAGE_SIZE);
    const [records, accounts] = await Promise.all([store.existingDocuments(COLLECTIONS.users, uids), store.getAccounts(uids)]);
    // The account first: without it nobody signs in to a record half gone.
    await store.deleteAccounts(uids.filter((uid) => accounts.has(uid)));
    await store.deleteDocuments(COLLECTIONS.users, [...records]);
    count('staffAccounts', new Set([...records, ...accounts.keys()]).size);
  }
}

/**
 * Registrations never verified: the details kept for the link (last saved before the
 * cutoff) and the sign-in account, unless the account is verified or has a users
 * record. Then accounts whose details never reached the server (the form's request
 * failed), unverified, without a record, created before the cutoff.
 */
async function purgeUnverifiedRegistrations(store: RetentionStore, before: Date, count: Counter): Promise<void> {
  const { pendingRegistrations } = ACCOUNT_COLLECTIONS;
  await forEachPage(store, { collection: pendingRegistrations, field: 'updatedAt', before }, async (page) => {
    const uids = page.map((registration) => registration.id);
    const [accounts, onboarded] = await Promise.all([
      store.getAccounts(uids),
      store.existingDocuments(COLLECTIONS.users, uids),
    ]);
    const abandoned = uids.filter((uid) => !onboarded.has(uid) && accounts.get(uid)?.emailVerified !== true);
    const abandonedAccounts = abandoned.filter((uid) => accounts.has(uid));
    // The account first: its owner cannot be half-way through verifying without details.
    await store.deleteAccounts(abandonedAccounts);
    await store.deleteDocuments(pendingRegistrations, abandoned);
    count('unverifiedAccounts', abandonedAccounts.length);
    count('unverifiedRegistrations', abandoned.length);
  });

  let pageToken: string | undefined;
  do {
    const page = await store.listAccounts(pageToken);
    const candidates = page.accounts.filter((account) => !account.emailVerified && account.createdAt < before).map((account) => account.uid);
    if (candidates.length > 0) {
      const [onboarded, pending] = await Promise.all([
        store.existingDocuments(COLLECTIONS.users, candidates),
        store.existingDocuments(pendingRegistrations, candidates),
      ]);
      // A pending registration still here was saved within the period: that person may still verify.
      const abandoned = candidates.filter((uid) => !onboarded.has(uid) && !pending.has(uid));
      await store.deleteAccounts(abandoned);
      count('unverifiedAccounts', abandoned.length);
    }
    pageToken = page.nextPageToken;
  } while (pageToken);
}

export interface PurgeOutcome {
  removed: PurgeCounts;
  /** The kinds a failure stopped part-way (the next run carries on); empty when all went through. */
  failed: PurgedKind[];
}

/**
 * Deletes what is past its period as of `now`, kind by kind: a failure in one kind is
 * logged and the others still run. After each kind that removed anything, before the next
 * starts, records its counts in the audit log, so a run stopped part-way (a failure, the
 * function's timeout) has already recorded what it deleted. A kind that removed nothing
 * leaves only a log line. An entry that cannot be written stops the run: nothing more is
 * deleted without its record.
 */
export async function applyRetentionSchedule(store: RetentionStore, now: Date): Promise<PurgeOutcome> {
  const cutoffs = purgeCutoffs(now);
  const asOf = now.toISOString();
  const steps: Step[] = [
    { kind: 'enquiries', counts: ['enquiries', 'enquiryFiles'], run: (count) => purgeEnquiries(store, cutoffs.enquiries, count) },
    { kind: 'orderRequests', counts: ['orderRequests', 'orderScripts', 'consignments'], run: (count) => purgeOrders(store, cutoffs.orderRequests, now, count) },
    { kind: 'orderDrafts', counts: ['orderDrafts', 'orderDraftScripts'], run: (count) => purgeOrderDrafts(store, cutoffs.orderDrafts, count) },
    { kind: 'staffAccounts', counts: ['staffAccounts'], run: (count) => purgeStaffWithoutLink(store, cutoffs.staffWithoutLink, now, count) },
    {
      kind: 'unverifiedRegistrations',
      counts: ['unverifiedRegistrations', 'unverifiedAccounts'],
      run: (count) => purgeUnverifiedRegistrations(store, cutoffs.unverifiedRegistrations, count),
    },
    ...agedOutKinds(cutoffs).map(([kind, query]): Step => ({ kind, counts: [kind], run: (count) => purgeByAge(store, query, kind, count) })),
  ];
  const removed = nothingPurged();
  const failed: PurgedKind[] = [];
  for (const step of steps) {
    const stepRemoved = Object.fromEntries(step.counts.map((kind) => [kind, 0])) as Partial<PurgeCounts>;
    const count: Counter = (kind, amount) => {
      removed[kind] += amount;
      stepRemoved[kind] = (stepRemoved[kind] ?? 0) + amount;
    };
    let finished = true;
    try {
      await step.run(count);
    } catch (error) {
      finished = false;
      failed.push(step.kind);
      logger.error('The retention purge stopped part-way through one kind of record', { kind: step.kind, error: errorMessage(error) });
    }
    const stepTotal = Object.values(stepRemoved).reduce((sum, amount) => sum + amount, 0);
    if (stepTotal > 0) {
      await store.recordAudit({
        action: AUDIT_ACTIONS.retentionPurge,
        ...PURGE_ACTOR,
        target: PURGE_TARGET,
        details: { asOf, ...stepRemoved, ...(finished ? {} : { unfinished: step.kind }) },
      });
    }
  }

  logger.info('Retention purge', { asOf, ...removed, failed });
  return { removed, failed };
}
