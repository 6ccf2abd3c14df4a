/**
 * Wiring, as index.ts: the two HTTPS functions' express apps with every feature's router
 * (`uploads` the routes that take files, `api` every other /api/* path; decision 021), and
 * what they and index.ts's scheduled jobs are built with, built once. Apart from index.ts
 * so that a test can build the apps and read the routes they serve (route-table.test.ts).
 */
import type { Express } from 'express';
import * as logger from 'firebase-functions/logger';
import { accountStores, accountsRouter, meRouter } from './features/accounts/index.ts';
import { devRecountRouter, firestoreRecountSource, type Drift } from './features/counters/index.ts';
import { currentCatalogue, readSheetSettings, readStoredCatalogue, replaceCatalogueFromSheet, sheetSyncRouter } from './features/catalogue/index.ts';
import { favouriteStore, favouritesRouter } from './features/favourites/index.ts';
import { ENQUIRY_BODY_LIMIT, enquiryInboxRouter, enquiryRouter, enquiryStore } from './features/enquiries/index.ts';
import {
  ORDER_SUBMIT_BODY_LIMIT,
  orderStore,
  orderSubmitRouter,
  ordersRouter,
  sendOriginalReminders,
  submissionKeyStore,
  type OrderDeps,
} from './features/orders/index.ts';
import { devScriptRemindersRouter } from './features/legal-prescriptions/index.ts';
import { compoundingRouter, compoundingStore } from './features/compounding-records/index.ts';
import { labelPrintStore, labelsRouter } from './features/labels/index.ts';
import {
  ORDER_QUESTION_BODY_LIMITS,
  orderQuestionFilesRouter,
  orderQuestionUploadRouter,
  threadStore,
  type OrderQuestionDeps,
} from './features/order-questions/index.ts';
import { staffRouter, staffStore } from './features/staff/index.ts';
import { ORDER_DRAFT_BODY_LIMIT, orderDraftStore, orderDraftUploadRouter, orderDraftsRouter, type OrderDraftDeps } from './features/order-drafts/index.ts';
import { pharmacyOverviewRouter } from './features/overview/index.ts';
import { billingSettingsStore, currentBillingSettings, pricesRouter } from './features/prices/index.ts';
import { patientStore, patientsRouter } from './features/patients/index.ts';
import { firestoreHeldSource, patientRequestsRouter } from './features/patient-requests/index.ts';
import { practitionersRouter } from './features/practitioners/index.ts';
import { adminsRouter, confirmMobileLimit } from './features/admins/index.ts';
import { breachStore, breachesRouter, devBreachRemindersRouter } from './features/breaches/index.ts';
import { devPurgeRouter, retentionStore } from './features/retention/index.ts';
import { coursesRouter, devDueRemindersRouter, firestoreCourseStore } from './features/courses/index.ts';
import { consignmentStore, consignmentsRouter, devConsignmentsRouter, type ConsignmentDeps } from './features/consignments/index.ts';
import { clinicAccountStore, clinicAccountsRouter } from './features/clinic-accounts/index.ts';
import {
  devInvoicesRouter,
  devStatementsRouter,
  invoiceStore,
  invoicesRouter,
  issueAfterMove,
  payByCardRouter,
  statementStore,
  statementsRouter,
  type InvoiceDeps,
  type PayLinkDeps,
  type StatementDeps,
} from './features/invoices/index.ts';
import { quoteStore, quotesRouter } from './features/quotes/index.ts';
import { carrierFromConfig } from './platform/carrier/carrier-from-config.ts';
import { stripeFromConfig } from './platform/stripe/stripe-from-config.ts';
import { recordAccess, recordAudit } from './platform/audit/audit-log.ts';
import { getConfig, isEmulator } from './platform/config.ts';
import { devRoutesAllowed } from './platform/dev/dev-routes-allowed.ts';
import { createApp, type AppDeps } from './platform/http/app.ts';
import { verifyAppCheckToken } from './platform/http/app-check-tokens.ts';
import { verifyIdToken } from './platform/http/id-tokens.ts';
import { getUserRecord } from './platform/http/user-records.ts';
import { createIsAdminFactorOnRecord } from './platform/http/admin-factor.ts';
import { firestoreAdminFactorStore } from './platform/http/admin-factor-store.ts';
import { mailDeps } from './platform/mail/mail-deps.ts';
import { sendMail } from './platform/mail/mail.ts';
import { clearOutbox, listOutboxMessages } from './platform/mail/outbox.ts';
import { rateLimitCounters } from './platform/rate-limit/rate-limit-counters.ts';
import { readWorkbook } from './platform/sheets/google-sheets.ts';

/** What both apps take from outside the features: the request checks and the environment. */
export type AppBasics = Omit<AppDeps, 'features' | 'devRoutes' | 'outbox' | 'uploadLimits'>;

/** What both functions' apps are built with. */
export const appBasics: AppBasics = {
  isEmulator: isEmulator(),
  devRoutesAllowed: devRoutesAllowed(),
  checkConfig: () => void getConfig(),
  verifyIdToken,
  getUserRecord,
  appCheckEnforced: () => getConfig().appCheckEnforced,
  verifyAppCheckToken,
  isAdminFactorOnRecord: createIsAdminFactorOnRecord(firestoreAdminFactorStore),
};

/** The patient's pay link e-mail (decision 079): after an invoice is issued, by the retry, or the admin's "Send the pay link again". */
const payLinkDeps: PayLinkDeps = {
  ...mailDeps(getConfig, sendMail),
  store: invoiceStore,
  patients: patientStore,
  cardPayments: () => getConfig().stripe !== null,
};

/** Invoices (decision 078): issued after a dispatch, a pickup or the admin's move, and by the retry job. */
export const invoiceDeps: InvoiceDeps = { store: invoiceStore, now: () => new Date(), payLinks: payLinkDeps };

/** Stripe's client and the webhook's signing secret from the configuration; null when card payments are off. */
const stripeOfConfig = async () => {
  const config = getConfig();
  const client = await stripeFromConfig(config);
  return client && config.stripe ? { client, webhookSecret: config.stripe.webhookSecret } : null;
};

const orderDeps: OrderDeps = {
  afterMove: (requestId) => issueAfterMove([requestId], invoiceDeps),
  settings: getConfig,
  readStoredCatalogue,
  billingSettings: async () => (await currentBillingSettings(billingSettingsStore)).settings,
  store: orderStore,
  submissionKeys: submissionKeyStore,
  sendMail,
  patients: patientStore,
  clinicAccounts: clinicAccountStore,
  recordAudit,
  recordAccess: (record) => recordAccess(record),
};

/** Drafts prepared by staff are checked and signed with the orders' own deps (decision 045). */
const draftDeps: OrderDraftDeps = { store: orderDraftStore, staff: staffStore, orders: orderDeps, patients: patientStore, settings: getConfig, sendMail };

const orderQuestionDeps: OrderQuestionDeps = {
  settings: getConfig,
  store: threadStore,
  sendMail,
  recordAudit,
  recordAccess: (record) => recordAccess(record),
};
/** What every e-mail is sent with, by the scheduled jobs and the emulators' dev routes: built once. */
export const mail = mailDeps(getConfig, sendMail);
export const orderMailDeps = { ...mail, store: orderStore };
export const breachMailDeps = { ...mail, store: breachStore };
export const courseMailDeps = { now: mail.now, courses: firestoreCourseStore, orderMail: orderMailDeps };
/** Consignments (decisions 059, 060): the routes, the tracking job and the overdue-receipts e-mail. */
export const consignmentDeps: ConsignmentDeps = {
  ...mail,
  store: consignmentStore,
  orderMail: orderMailDeps,
  patients: patientStore,
  staff: staffStore,
  carrier: () => carrierFromConfig(getConfig()),
  settings: getConfig,
  rateLimitCounters,
  recordAudit,
  afterDispatch: (requestIds) => issueAfterMove(requestIds, invoiceDeps),
};

/** Clinic statements (decision 081): the monthly job, the retry of their links, the downloads and the Xero export. */
export const statementDeps: StatementDeps = { ...mail, statements: statementStore, accounts: clinicAccountStore };

/** Each drift the recount corrects, as one structured log line (decision 034). */
const logDrift = (drift: Drift) => logger.warn('Counter drift corrected', { counter: drift.key, kept: drift.kept, counted: drift.counted });
export const recountDeps = { source: firestoreRecountSource, logDrift };

/** The `api` function's app: every /api path but the uploads. */
export function createApiApp(basics: AppBasics): Express {
  return createApp({
    ...basics,
    outbox: { list: listOutboxMessages, clear: clearOutbox },
    features: ({ requireCaller, behindGoogleFrontEnd }) => [
      meRouter(requireCaller),
      accountsRouter({ settings: getConfig, sendMail, ...accountStores }, requireCaller, { behindGoogleFrontEnd }),
      ordersRouter(orderDeps, requireCaller),
      compoundingRouter(compoundingStore, requireCaller),
      labelsRouter(
        { orders: orderStore, readCatalogue: () => currentCatalogue(readStoredCatalogue), prints: labelPrintStore, now: () => new Date() },
        requireCaller,
      ),
      coursesRouter({ courses: firestoreCourseStore, orderMail: orderMailDeps, recordAccess: (record) => recordAccess(record), now: () => new Date() }, requireCaller),
      orderQuestionFilesRouter(orderQuestionDeps, requireCaller),
      patientsRouter(patientStore, requireCaller),
      patientRequestsRouter({ patients: patientStore, source: firestoreHeldSource }, requireCaller),
      staffRouter(
        {
          store: staffStore,
          settings: getConfig,
          sendMail,
          patients: patientStore,
          readCatalogue: () => currentCatalogue(readStoredCatalogue),
          recordAccess: (record) => recordAccess(record),
        },
        requireCaller,
      ),
      orderDraftsRouter(draftDeps, requireCaller),
      practitionersRouter(requireCaller),
      adminsRouter(
        requireCaller,
        confirmMobileLimit({
          counters: rateLimitCounters,
          limitPerHour: () => getConfig().accountEmailRateLimit,
          hashKey: () => getConfig().identifierHashKey,
          behindGoogleFrontEnd,
        }),
      ),
      breachesRouter(breachStore, requireCaller),
      favouritesRouter({ store: favouriteStore, readCatalogue: () => currentCatalogue(readStoredCatalogue) }, requireCaller),
      enquiryInboxRouter(requireCaller),
      pharmacyOverviewRouter(requireCaller),
      pricesRouter({ store: billingSettingsStore, worksFor: (staffUid, prescriberId) => staffStore.worksFor(staffUid, prescriberId) }, requireCaller),
      consignmentsRouter(consignmentDeps, requireCaller, { behindGoogleFrontEnd }),
      invoicesRouter({ ...invoiceDeps, staff: staffStore, recordAudit }, requireCaller),
      payByCardRouter(
        {
          store: invoiceStore,
          payLinks: payLinkDeps,
          stripe: stripeOfConfig,
          now: () => new Date(),
          appOrigin: () => getConfig().appOrigin,
          rateLimitCounters,
          hashKey: () => getConfig().identifierHashKey,
        },
        requireCaller,
        { behindGoogleFrontEnd },
      ),
      statementsRouter(
        { ...statementDeps, billingSettings: async () => (await currentBillingSettings(billingSettingsStore)).settings, recordAudit },
        requireCaller,
      ),
      clinicAccountsRouter(
        {
          store: clinicAccountStore,
          defaultTermsDays: async () => (await currentBillingSettings(billingSettingsStore)).settings.paymentTermsDays,
          now: () => new Date(),
          worksFor: (staffUid, prescriberId) => staffStore.worksFor(staffUid, prescriberId),
        },
        requireCaller,
      ),
      quotesRouter({ store: quoteStore, getOrder: (requestId) => orderStore.get(requestId), staff: staffStore, orderMail: orderMailDeps }, requireCaller),
      sheetSyncRouter(
        { readWorkbook: (sheetId) => readWorkbook(getConfig(), sheetId), readSheetSettings, replaceCatalogueFromSheet },
        requireCaller,
      ),
    ],
    devRoutes: [
      devPurgeRouter(retentionStore),
      devScriptRemindersRouter((asOf) => sendOriginalReminders(orderMailDeps, asOf), orderMailDeps.now),
      devBreachRemindersRouter(breachMailDeps),
      devDueRemindersRouter(courseMailDeps),
      devRecountRouter(recountDeps),
      devConsignmentsRouter(consignmentDeps),
      devInvoicesRouter(invoiceDeps),
      devStatementsRouter(statementDeps),
    ],
  });
}

/** The `uploads` function's app: the routes that take files, with their own body limits (decision 021). */
export function createUploadsApp(basics: AppBasics): Express {
  return createApp({
    ...basics,
    uploadLimits: [ORDER_SUBMIT_BODY_LIMIT, ORDER_DRAFT_BODY_LIMIT, ENQUIRY_BODY_LIMIT, ...ORDER_QUESTION_BODY_LIMITS],
    features: ({ requireCaller, behindGoogleFrontEnd }) => [
      orderSubmitRouter(orderDeps, requireCaller),
      orderDraftUploadRouter(draftDeps, requireCaller),
      orderQuestionUploadRouter(orderQuestionDeps, requireCaller),
      enquiryRouter({ settings: getConfig, store: enquiryStore, sendMail, rateLimitCounters }, { behindGoogleFrontEnd }),
    ],
  });
}
