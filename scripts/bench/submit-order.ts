// The tests' support modules it reuses type request bodies with the DOM's BodyInit,
// as tests/tsconfig.json allows; scripts/tsconfig.json has no DOM library.
/// <reference lib="dom" />
/**
 * `npx tsx scripts/bench/submit-order.ts`: latency of POST /api/submit-practitioner-request
 * on the running local stack (through Hosting, as the dashboard calls it), and the
 * function's peak memory meanwhile. Prints figures; asserts nothing.
 *
 * The Functions emulator runs the function in child node processes (command line
 * containing functionsEmulatorRuntime); their RSS is sampled every 50 ms and the
 * largest is reported. Other suites running at the same time can add their own.
 *
 * Carts: one item with a mailed script, one with a small uploaded PDF, and ten items
 * with a 3 MiB PDF each, the 30 MiB a request may carry (MAX_ORDER_UPLOAD_BYTES; any
 * request over 32 MiB is refused before the function, by Cloud Run and the emulator).
 * Every item names a patient of the practitioner's (issue 12); one more cart has ten
 * mailed items, each for a different patient, so the submit loads and copies ten, and
 * one has ten items sent by e-script token with a 64 KiB PDF advance copy each (decision
 * 026: each token is parsed and its legal state set, and the reminder fields written).
 * It creates an approved practitioner with ten patients and removes them, its orders,
 * their scripts and their e-mails afterwards. Last, it times POST /api/next-supply (decision 052)
 * and GET /api/order-labels (a checked item's dispensing label as a PDF, decision 058),
 * and POST /api/consignments (decision 059): Ready orders written straight into Firestore,
 * dispatched one consignment at a time, typed and through the stand-in carrier.
 * Then issuing an invoice (decision 078). `npm run bench:orders -- dispatch` times the
 * dispatch alone, `npm run bench:orders -- invoices` the invoices alone.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { COLLECTIONS, CONSIGNMENT_API_PATHS, COURSE_API_PATHS, INVOICE_API_PATHS, LABEL_COLLECTIONS, MAX_CART_ITEMS, labelPath, ORDER_IDEMPOTENCY_HEADER, MAX_ORDER_UPLOAD_BYTES, type NextSupplyResponse, type SubmitOrderResponse } from '@pharmacy/shared';
import { request } from '../../tests/support/api.ts';
import { adminDb, closeAdmin } from '../../tests/support/admin.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../../tests/support/audit-log.ts';
import { checkedCompounding } from '../../tests/support/compounding.ts';
import { PHARMACY_EMAIL } from '../../tests/support/enquiries.ts';
import { SCRIPT_PDF, pdfOfSize } from '../../tests/support/file-fixtures.ts';
import { deleteTestOrders, uniqueTokenCode, orderForm, postOrder, twoChoices, type OrderLine } from '../../tests/support/orders.ts';
import { createTestPatient } from '../../tests/support/patients.ts';
import { SITE_URL } from '../../tests/support/stack.ts';
import { createAdmin, createPrescriber, deleteTestUsers } from '../../tests/support/users.ts';
import { deleteTestConsignments, writeReadyOrder } from '../../tests/support/consignments.ts';
import { deleteTestInvoices, writePricedReadyOrder } from '../../tests/support/invoices.ts';

const RUNS = 20;
const SAMPLE_EVERY_MS = 50;
const MiB = 1024 * 1024;

/** The largest RSS (bytes) of any Functions emulator worker right now. */
async function workerRss(): Promise<number> {
  const { stdout } = await promisify(execFile)('ps', ['-eo', 'rss=,args=']);
  return stdout
    .split('\n')
    .filter((line) => line.includes('functionsEmulatorRuntime'))
    .reduce((largest, line) => Math.max(largest, Number.parseInt(line.trim(), 10) * 1024 || 0), 0);
}

/** Samples workerRss() until stopped; resolves to the peak. */
function sampleMemory(): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await workerRss());
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return peak;
    },
  };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const submittedIds: string[] = [];

async function bench(label: string, lines: OrderLine[], idToken: string): Promise<void> {
  const latencies: number[] = [];
  const memory = sampleMemory();
  for (let run = 0; run < RUNS; run += 1) {
    // Each token supplies once (decision 043): every run's items carry new ones.
    const form = orderForm(lines.map((line) => (line.escriptToken ? { ...line, escriptToken: uniqueTokenCode() } : line)));
    const started = performance.now();
    const response = await postOrder(form, idToken);
    latencies.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`${label}: answered ${response.status} ${response.text.slice(0, 200)}`);
    submittedIds.push((response.json as SubmitOrderResponse).requestId);
  }
  const peak = await memory.stop();
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} median ${percentile(sorted, 0.5).toFixed(0).padStart(6)} ms   p95 ${percentile(sorted, 0.95).toFixed(0).padStart(6)} ms   peak RSS ${(peak / MiB).toFixed(0).padStart(4)} MiB`,
  );
}

/**
 * POST /api/next-supply (decision 052): each run asks for the next supply of an item
 * supplied once, with repeats and no interval; the new order request and its two
 * confirmations are made as for a submit. The orders are made and supplied beforehand.
 */
async function benchNextSupply(patientId: string, choice: OrderLine['choice']): Promise<void> {
  const admin = await createAdmin();
  const firsts: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const response = await postOrder(orderForm([{ patientId, choice, repeats: 1, daysSupply: 30 }]), practitioner.idToken);
    const requestId = (response.json as SubmitOrderResponse).requestId;
    submittedIds.push(requestId);
    const supplied = await request(COURSE_API_PATHS.supplies, { idToken: admin.idToken, body: { requestId, itemIndex: 0 }, headers: { [ORDER_IDEMPOTENCY_HEADER]: randomUUID() } });
    if (supplied.status !== 200) throw new Error(`Recording a supply answered ${supplied.status} ${supplied.text.slice(0, 200)}`);
    firsts.push(requestId);
  }
  const latencies: number[] = [];
  for (const requestId of firsts) {
    const started = performance.now();
    const response = await request(COURSE_API_PATHS.nextSupply, { idToken: practitioner.idToken, body: { requestId, itemIndex: 0 } });
    latencies.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`next supply: answered ${response.status} ${response.text.slice(0, 200)}`);
    submittedIds.push((response.json as NextSupplyResponse).requestId);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${'next supply of an item (new linked order)'.padEnd(44)} p50 ${percentile(sorted, 0.5).toFixed(0).padStart(6)} ms   p95 ${percentile(sorted, 0.95).toFixed(0).padStart(6)} ms`,
  );
}

/**
 * GET /api/order-labels/{id}/{index} (decision 058): an order whose item is checked, its
 * label made, counted and audited each run (the first a print, the rest reprints).
 */
async function benchLabels(patientId: string, choice: OrderLine['choice']): Promise<void> {
  const admin = await createAdmin();
  const response = await postOrder(orderForm([{ patientId, choice, escriptToken: uniqueTokenCode() }]), practitioner.idToken);
  const requestId = (response.json as SubmitOrderResponse).requestId;
  submittedIds.push(requestId);
  await checkedCompounding(requestId);
  const latencies: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const label = await fetch(`${SITE_URL}${labelPath(requestId, 0)}`, { headers: { Authorization: `Bearer ${admin.idToken}` } });
      await label.arrayBuffer();
      latencies.push(performance.now() - started);
      if (label.status !== 200) throw new Error(`label: answered ${label.status}`);
    }
  } finally {
    await adminDb().collection(LABEL_COLLECTIONS.labelPrints).doc(requestId).delete();
    await auditEntriesAbout(requestId);
    await deleteAuditEntries();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    `${'dispensing label of a checked item (PDF)'.padEnd(44)} p50 ${percentile(sorted, 0.5).toFixed(0).padStart(6)} ms   p95 ${percentile(sorted, 0.95).toFixed(0).padStart(6)} ms`,
  );
}

/**
 * POST /api/consignments: one Ready order dispatched at a time with a typed tracking number,
 * then booked through the stand-in carrier (its round trip included).
 */
async function benchDispatch(): Promise<void> {
  const admin = await createAdmin();
  for (const [label, body] of [
    ['dispatch 1 order, tracking number typed', { method: 'courier', trackingNumber: 'CR12345678' }],
    ['dispatch 2 orders, booked with the carrier', { method: 'auspost', bookWithCarrier: true, signatureRequired: true }],
  ] as const) {
    const latencies: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const requestIds = await Promise.all(Array.from({ length: 'bookWithCarrier' in body ? 2 : 1 }, () => writeReadyOrder(practitioner)));
      const started = performance.now();
      const response = await request(CONSIGNMENT_API_PATHS.consignments, { idToken: admin.idToken, body: { ...body, requestIds } });
      latencies.push(performance.now() - started);
      if (response.status !== 201) throw new Error(`dispatch: answered ${response.status} ${response.text.slice(0, 200)}`);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`${label.padEnd(44)} p50 ${percentile(sorted, 0.5).toFixed(0).padStart(6)} ms   p95 ${percentile(sorted, 0.95).toFixed(0).padStart(6)} ms`);
  }
}

/**
 * Issuing an invoice (decision 078): a dispatched order whose line had no price, priced by
 * the admin (POST /api/order-invoice-prices), which issues its invoice: the counter, the
 * invoice, the order and two audit entries in one transaction. Goal: p95 <= 300 ms.
 */
async function benchInvoices(): Promise<void> {
  const admin = await createAdmin();
  const requestIds: string[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const requestId = await writePricedReadyOrder(practitioner, null);
    const response = await request(CONSIGNMENT_API_PATHS.consignments, { idToken: admin.idToken, body: { method: 'courier', trackingNumber: 'CR12345678', requestIds: [requestId] } });
    if (response.status !== 201) throw new Error(`dispatch: answered ${response.status} ${response.text.slice(0, 200)}`);
    requestIds.push(requestId);
  }
  const latencies: number[] = [];
  for (const requestId of requestIds) {
    const started = performance.now();
    const response = await request(`${INVOICE_API_PATHS.prices}/${requestId}`, { idToken: admin.idToken, body: { prices: [{ itemIndex: 0, unitCents: 2450, gst: 'gst_free' }] } });
    latencies.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`invoice: answered ${response.status} ${response.text.slice(0, 200)}`);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(`${'issue an invoice (missing price entered)'.padEnd(44)} p50 ${percentile(sorted, 0.5).toFixed(0).padStart(6)} ms   p95 ${percentile(sorted, 0.95).toFixed(0).padStart(6)} ms`);
}

/** The outbox messages of this run: the practitioner's, and the pharmacy's copies of our requests. */
async function deleteBenchMail(practitionerEmail: string): Promise<void> {
  const outbox = adminDb().collection(COLLECTIONS.devOutbox);
  const [ours, pharmacy] = await Promise.all(
    [practitionerEmail, PHARMACY_EMAIL].map((to) => outbox.where('toLowercase', 'array-contains', to.toLowerCase()).get()),
  );
  const pharmacyCopies = (pharmacy?.docs ?? []).filter((doc) =>
    submittedIds.some((id) => String(doc.get('subject')).includes(id)),
  );
  await Promise.all([...(ours?.docs ?? []), ...pharmacyCopies].map((doc) => doc.ref.delete()));
}

if (!(await fetch(`${SITE_URL}/api/health`).then((response) => response.ok, () => false))) {
  console.error(`No stack answers at ${SITE_URL}: start it with npm start first.`);
  process.exit(1);
}

const practitioner = await createPrescriber();
const dispatchOnly = process.argv.includes('dispatch');
const invoicesOnly = process.argv.includes('invoices');
try {
  if (dispatchOnly) {
    console.log(`\nPOST /api/consignments, ${RUNS} runs each, one after another (${SITE_URL})`);
    await benchDispatch();
  } else if (invoicesOnly) {
    console.log(`\nPOST /api/order-invoice-prices, ${RUNS} runs, one after another (${SITE_URL})`);
    await benchInvoices();
  } else {
    await benchSubmits();
  }
} finally {
  await deleteTestInvoices();
  await deleteTestConsignments();
  await deleteBenchMail(practitioner.email);
  await deleteTestOrders(...submittedIds);
  await deleteTestUsers();
  await closeAdmin();
}

async function benchSubmits(): Promise<void> {
  const [first, second] = await twoChoices(practitioner.idToken);
  const patients = await Promise.all(
    Array.from({ length: MAX_CART_ITEMS }, (_, index) => createTestPatient(practitioner.uid, { givenName: `Patient ${'ABCDEFGHIJ'[index]}` })),
  );
  const patientId = patients[0]!.patientId;
  const largest = pdfOfSize(Math.floor(MAX_ORDER_UPLOAD_BYTES / MAX_CART_ITEMS));
  console.log(`\nPOST /api/submit-practitioner-request, ${RUNS} runs each, one after another (${SITE_URL})`);
  console.log(`function worker RSS before: ${((await workerRss()) / MiB).toFixed(0)} MiB`);
  await bench('1 item, script by mail', [{ patientId, choice: first }], practitioner.idToken);
  await bench(`1 item, ${SCRIPT_PDF.content.byteLength}-byte PDF uploaded`, [{ patientId, choice: first, script: SCRIPT_PDF }], practitioner.idToken);
  await bench(
    `${MAX_CART_ITEMS} items by mail, ${MAX_CART_ITEMS} patients`,
    patients.map((patient, index) => ({ patientId: patient.patientId, choice: index % 2 ? second : first })),
    practitioner.idToken,
  );
  const copy = pdfOfSize(64 * 1024);
  await bench(
    `${MAX_CART_ITEMS} items, e-script token + 64 KiB copy, ${MAX_CART_ITEMS} patients`,
    patients.map((patient, index) => ({ patientId: patient.patientId, choice: index % 2 ? second : first, escriptToken: 'fresh each run', script: copy })),
    practitioner.idToken,
  );
  await bench(
    `${MAX_CART_ITEMS} items, ${(largest.content.byteLength / MiB).toFixed(0)} MiB PDF each`,
    Array.from({ length: MAX_CART_ITEMS }, (_, index) => ({ patientId, choice: index % 2 ? second : first, script: largest })),
    practitioner.idToken,
  );
  await benchNextSupply(patientId, first);
  await benchLabels(patientId, first);
  await benchDispatch();
  await benchInvoices();
}
