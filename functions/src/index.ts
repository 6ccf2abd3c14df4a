/**
 * Wiring only: two HTTPS functions, `uploads` serving the routes that take files and
 * `api` every other /api/* path (Firebase Hosting rewrites the upload paths to the
 * first, /api/** to the second; decision 021; their apps are built in http-apps.ts), the
 * scheduled jobs, and the triggers that keep the counters (decision 034).
 */
import { setGlobalOptions } from 'firebase-functions/v2';
import * as logger from 'firebase-functions/logger';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS, ENQUIRY_COLLECTIONS, ORDER_COLLECTIONS, REGION, TIME_ZONE } from '@pharmacy/shared';
import { recountCounters, takeCounterEvent, type CountedCollection } from './features/counters/index.ts';
import { enquiryStore, resendEnquiryMail } from './features/enquiries/index.ts';
import { resendOrderMail, sendOriginalReminders } from './features/orders/index.ts';
import { resendThreadMail, threadStore } from './features/order-questions/index.ts';
import { endStaffAccessIfPrescriberLostIt, staffStore } from './features/staff/index.ts';
import { resendBreachMail, sendBreachReminders } from './features/breaches/index.ts';
import { applyRetentionSchedule, retentionStore } from './features/retention/index.ts';
import { sendDueReminders } from './features/courses/index.ts';
import { API_SECRETS } from './platform/config.ts';
import { resendConsignmentMail, runTracking, sendReceiptReminder } from './features/consignments/index.ts';
import { retryDueInvoices, retryStatementMail, runMonthlyStatements } from './features/invoices/index.ts';
import { appBasics, breachMailDeps, consignmentDeps, invoiceDeps, courseMailDeps, createApiApp, createUploadsApp, mail, orderMailDeps, recountDeps, statementDeps } from './http-apps.ts';

// Stack traces in logs point at src/*.ts through lib/index.js.map.
process.setSourceMapsEnabled(true);

// Health data stays in Sydney, for this and any later function.
setGlobalOptions({ region: REGION });

export const api = onRequest(
  {
    secrets: API_SECRETS,
    memory: '512MiB',
    timeoutSeconds: 120,
    // A small practice's traffic; the cap bounds cost if something loops.
    maxInstances: 10,
    invoker: 'public',
  },
  createApiApp(appBasics),
);

/**
 * The order submit and enquiries, apart so that a flood of uploads cannot take the
 * instances, memory or CPU the rest of the API needs (decision 021). Each request
 * holds its body (up to 32 MiB) and its files in memory, about 250 MiB at the peak
 * for a full 30 MB order: four at once per instance fit in 2 GiB with room to spare.
 */
export const uploads = onRequest(
  {
    secrets: API_SECRETS,
    memory: '2GiB',
    cpu: 1,
    concurrency: 4,
    timeoutSeconds: 120,
    // At most 40 uploads at once in all; more wait for a free instance or are refused by Cloud Run.
    maxInstances: 10,
    invoker: 'public',
  },
  createUploadsApp(appBasics),
);

/** How often the e-mails that failed (or were cut short) are sent again. */
const MAIL_RETRY_SCHEDULE = { schedule: 'every 15 minutes', timeZone: TIME_ZONE, secrets: API_SECRETS };

/** Sends the enquiry e-mails that failed (or were cut short), every 15 minutes. */
export const retryEnquiryMail = onSchedule(
  MAIL_RETRY_SCHEDULE,
  async () => {
    await resendEnquiryMail({ ...mail, store: enquiryStore });
  },
);

/** Sends the order request e-mails that failed (or were cut short), every 15 minutes. */
export const retryOrderMail = onSchedule(
  MAIL_RETRY_SCHEDULE,
  async () => {
    await resendOrderMail(orderMailDeps);
  },
);

/** Sends the e-mails of questions and answers on orders that failed (or were cut short), every 15 minutes. */
export const retryOrderThreadMail = onSchedule(
  MAIL_RETRY_SCHEDULE,
  async () => {
    await resendThreadMail({ ...mail, store: threadStore });
  },
);

/** Sends the breach register's reminder e-mails that failed (or were cut short), every 15 minutes. */
export const retryBreachMail = onSchedule(
  MAIL_RETRY_SCHEDULE,
  async () => {
    await resendBreachMail(breachMailDeps);
  },
);

/** Sends the consignments' delivery-failed notices that failed (or were cut short), every 15 minutes. */
export const retryConsignmentMail = onSchedule(
  MAIL_RETRY_SCHEDULE,
  async () => {
    await resendConsignmentMail(consignmentDeps);
  },
);

/** Issues the invoices that could not be issued when their orders were dispatched or collected (decision 078), every 15 minutes. */
export const retryInvoices = onSchedule({ schedule: 'every 15 minutes', timeZone: TIME_ZONE }, async () => {
  await retryDueInvoices(invoiceDeps);
});

/**
 * Makes last month's statement of every open clinic account and e-mails each its link
 * (decision 081), at 06:00 on the 1st of each month in Sydney.
 */
export const makeClinicStatements = onSchedule({ schedule: '0 6 1 * *', timeZone: TIME_ZONE, secrets: API_SECRETS }, async () => {
  await runMonthlyStatements(statementDeps);
});

/** Sends the statements' links that failed (or were cut short), every 15 minutes. */
export const retryClinicStatementMail = onSchedule(MAIL_RETRY_SCHEDULE, async () => {
  await retryStatementMail(statementDeps);
});

/**
 * Deletes what docs/retention-schedule.md says is past its period, every night in
 * Sydney, and records the counts in the audit log. A kind that fails part-way is
 * logged, the others still run, and the run reports failure; the next night carries on.
 */
export const purgeExpiredRecords = onSchedule(
  { schedule: 'every day 03:00', timeZone: TIME_ZONE, memory: '512MiB', timeoutSeconds: 540 },
  async () => {
    const { failed } = await applyRetentionSchedule(retentionStore, new Date());
    if (failed.length > 0) throw new Error(`The retention purge did not finish: ${failed.join(', ')}`);
  },
);

/**
 * E-mails practitioners whose original paper scripts are due in two days, or overdue
 * since yesterday, once each per order request (decision 026), every morning in Sydney.
 * A reminder that fails is retried by retryOrderMail.
 */
export const remindOriginalScripts = onSchedule(
  { schedule: 'every day 09:00', timeZone: TIME_ZONE, secrets: API_SECRETS },
  async () => {
    const { failed } = await sendOriginalReminders(orderMailDeps, new Date());
    if (failed.length > 0) throw new Error(`Could not send ${failed.length} original script reminders now; they are retried`);
  },
);

/**
 * E-mails the prescriber when a supply's days run out within a week and repeats remain
 * (decision 053), every morning in Sydney: a link only, never the patient or medicine.
 */
export const remindDueSupplies = onSchedule(
  { schedule: 'every day 08:00', timeZone: TIME_ZONE, secrets: API_SECRETS },
  async () => {
    const { failed } = await sendDueReminders(courseMailDeps, new Date());
    if (failed.length > 0) throw new Error(`Could not send ${failed.length} due reminders now; the order mail retry sends them`);
  },
);

/**
 * E-mails every admin when an open breach in the register reaches 20 and 28 days since it
 * was found, once each (decision 041), every morning in Sydney. A reminder that fails is
 * retried by retryBreachMail.
 */
export const remindBreachAssessments = onSchedule(
  { schedule: 'every day 09:00', timeZone: TIME_ZONE, secrets: API_SECRETS },
  async () => {
    const { failed } = await sendBreachReminders(breachMailDeps, new Date());
    if (failed.length > 0) throw new Error(`Could not send ${failed.length} breach reminders now; they are retried`);
  },
);

/**
 * Reads the carrier's tracking events for every consignment still on its way and moves each
 * to In transit, Delivered or Delivery failed (decision 059), every 30 minutes. Delivery
 * failed e-mails the prescribers and the pharmacy (request IDs and links only).
 */
export const trackConsignments = onSchedule(
  { schedule: 'every 30 minutes', timeZone: TIME_ZONE, secrets: API_SECRETS, timeoutSeconds: 300 },
  async () => {
    const { failed } = await runTracking(consignmentDeps, new Date());
    if (failed.length > 0) throw new Error(`Could not track ${failed.length} consignments now; the next run tries again`);
  },
);

/**
 * E-mails the pharmacy every morning in Sydney how many Schedule 8 consignments have gone 7
 * days since dispatch without a signed receipt (a count and a link; decision 059).
 */
export const remindS8Receipts = onSchedule(
  { schedule: 'every day 08:30', timeZone: TIME_ZONE, secrets: API_SECRETS },
  async () => {
    await sendReceiptReminder(consignmentDeps, new Date());
  },
);

/**
 * Keeps the counters of one collection (decision 034): every write, from the API, the
 * seed, a script or the console, adds its after-minus-before once. Retried on failure:
 * an event already taken is recognised by its marker.
 */
const keepCounters = (collection: CountedCollection, path: string) =>
  onDocumentWritten({ document: `${path}/{id}`, retry: true }, async (event) => {
    await takeCounterEvent(event.id, collection, event.data?.before.data(), event.data?.after.data());
  });

export const countOrderRequests = keepCounters('orderRequests', ORDER_COLLECTIONS.orderRequests);
export const countEnquiries = keepCounters('enquiries', ENQUIRY_COLLECTIONS.enquiries);

/**
 * Every write to a users record, as one event (it was two triggers, which doubled the queue
 * the Functions emulator works through): its counters (decision 034), and a prescriber
 * rejected, suspended or deleted takes their staff's access with them, their active staff
 * links turning `ended`, which the rules read (decision 044). Both are safe to run again on
 * a retry: the counters recognise the event, and ended links stay ended.
 */
export const onUserWritten = onDocumentWritten({ document: `${COLLECTIONS.users}/{uid}`, retry: true }, async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  await takeCounterEvent(event.id, 'users', before, after);
  const ended = await endStaffAccessIfPrescriberLostIt(staffStore, event.params.uid, before, after, new Date());
  if (ended > 0) logger.info('Staff links ended with their prescriber', { prescriberId: event.params.uid, ended });
});

/**
 * Counts again what the counters hold, every night in Sydney, corrects and logs any drift,
 * creates missing counters and removes what no reader asks for (decision 034).
 */
export const recountCountersNightly = onSchedule(
  { schedule: 'every day 02:30', timeZone: TIME_ZONE, memory: '512MiB', timeoutSeconds: 540 },
  async () => {
    const { unsettled } = await recountCounters({ ...recountDeps, now: new Date() });
    if (unsettled.length > 0) logger.info('Counters still changing during the recount; the next run looks again', { counters: unsettled.map(({ key }) => key) });
  },
);
