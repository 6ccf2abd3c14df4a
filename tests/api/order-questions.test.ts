/**
 * Questions on an order through the Hosting emulator (decision 027): an admin asks the
 * order's prescriber, the prescriber answers, and while a question waits the order
 * cannot move on. Files are judged by their content and served only to the two sides;
 * the e-mails carry the request ID and a link, never the words.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AUDIT_ACTIONS,
  ApiErrorBodySchema,
  ORDER_API_PATHS,
  ORDER_ERROR_CODES,
  ORDER_QUESTION_ERROR_CODES,
  ORDER_QUESTION_MESSAGES,
  ThreadMessageResponseSchema,
  type SubmitOrderResponse,
} from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { expectUnauthenticated } from '../support/api-expectations.ts';
import { auditEntriesAbout, deleteAuditEntries } from '../support/audit-log.ts';
import { PHARMACY_EMAIL, storedFileNames } from '../support/enquiries.ts';
import { PROGRAM_NAMED_PNG, SCRIPT_PDF, TEXT_NAMED_PDF } from '../support/file-fixtures.ts';
import { answerQuestion, askQuestion, deleteThreads, storedThread, threadFile } from '../support/order-questions.ts';
import { deleteTestOrders, orderForm, postOrder, practitionerWhoseMailFails, scriptsFolder, storedOrder, twoChoices, type Choice } from '../support/orders.ts';
import { outboxMessages } from '../support/outbox.ts';
import { createTestPatient } from '../support/patients.ts';
import { createPrescriber, createAdmin, deleteTestUsers, type TestUser } from '../support/users.ts';

/** Setting up takes a few seconds on a busy stack. */
const SETUP_TIMEOUT = 60_000;

const QUESTION = 'Is the patient allergic to lanolin? The sorbolene base has some.';
const ANSWER = 'No known allergy to lanolin; go ahead with the sorbolene base.';

let admin: TestUser;
let prescriber: TestUser;
let otherPrescriber: TestUser;
let choice: Choice;
const orders = new Set<string>();

beforeAll(async () => {
  [admin, prescriber, otherPrescriber] = await Promise.all([
    createAdmin(),
    createPrescriber(),
    createPrescriber(),
  ]);
  [choice] = await twoChoices(prescriber.idToken);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await deleteThreads(orders);
  await deleteAuditEntries();
  await deleteTestOrders();
  await deleteTestUsers();
  await closeAdmin();
}, SETUP_TIMEOUT);

async function submitted(user = prescriber): Promise<string> {
  const { patientId } = await createTestPatient(user.uid);
  const response = await postOrder(orderForm([{ patientId, choice }]), user.idToken);
  expect(response.status).toBe(201);
  const { requestId } = response.json as SubmitOrderResponse;
  orders.add(requestId);
  return requestId;
}

const errorOf = (json: unknown) => ApiErrorBodySchema.parse(json);
const moveTo = (requestId: string, status: string) => request(ORDER_API_PATHS.status, { idToken: admin.idToken, body: { requestId, status } });

describe('an admin asks, the prescriber answers', () => {
  test('the question with a file is kept with who asked and when, marks the order, is audited and only announced by e-mail', async () => {
    const requestId = await submitted();
    const response = await askQuestion(requestId, QUESTION, admin.idToken, SCRIPT_PDF);

    expect(response.status).toBe(201);
    const { messageId, notified } = ThreadMessageResponseSchema.parse(response.json);
    expect(notified).toBe(true);
    const [message] = await storedThread(requestId);
    expect(message).toEqual({
      id: messageId,
      kind: 'question',
      data: expect.objectContaining({
        requestId,
        text: QUESTION,
        author: { uid: admin.uid, role: 'admin', name: 'Test Admin' },
        attachment: { storagePath: expect.stringContaining(`${scriptsFolder(requestId)}messages/${messageId}-`), fileName: 'script.pdf', contentType: 'application/pdf', size: SCRIPT_PDF.content.byteLength },
        createdAt: expect.any(Timestamp),
        mail: expect.objectContaining({ status: 'sent', attempts: 1 }),
        needsMailResend: false,
      }),
    });
    expect(await storedFileNames(`${scriptsFolder(requestId)}messages/`)).toHaveLength(1);
    expect(await storedOrder(requestId)).toMatchObject({
      status: 'received',
      clarification: { status: 'requested', askedAt: expect.any(Timestamp), answeredAt: null, messages: 1 },
    });
    expect(await auditEntriesAbout(requestId)).toEqual([
      expect.objectContaining({
        action: AUDIT_ACTIONS.orderQuestion,
        actorUid: admin.uid,
        target: expect.objectContaining({ type: 'order', id: requestId }),
        details: { messageId, attachment: true, patients: 'Jane Citizen' },
      }),
    ]);

    const [notice] = (await outboxMessages(prescriber.email)).filter((mail) => mail.subject.includes('A question'));
    expect(notice?.subject).toContain(requestId);
    expect(notice?.text).toContain('/dashboard');
    for (const leaked of [QUESTION, 'lanolin', 'script.pdf', choice.formula]) expect(JSON.stringify(notice)).not.toContain(leaked);
  });

  test('while the question waits the order cannot move on; once answered it can', async () => {
    const requestId = await submitted();
    expect((await askQuestion(requestId, QUESTION, admin.idToken)).status).toBe(201);

    const refused = await moveTo(requestId, 'in_progress');
    expect(refused.status).toBe(409);
    expect(errorOf(refused.json)).toEqual({ code: ORDER_QUESTION_ERROR_CODES.clarificationOpen, error: ORDER_QUESTION_MESSAGES.clarificationOpen });
    expect(await storedOrder(requestId)).toMatchObject({ status: 'received' });

    const answered = await answerQuestion(requestId, ANSWER, prescriber.idToken);
    expect(answered.status).toBe(201);
    expect(ThreadMessageResponseSchema.parse(answered.json).notified).toBe(true);
    expect(await storedOrder(requestId)).toMatchObject({
      clarification: { status: 'answered', answeredAt: expect.any(Timestamp), messages: 2 },
    });
    expect((await storedThread(requestId)).map((message) => [message.kind, message.data.text])).toEqual([
      ['question', QUESTION],
      ['answer', ANSWER],
    ]);
    const [notice] = (await outboxMessages(PHARMACY_EMAIL)).filter((mail) => mail.subject === `Answer on order request ${requestId}`);
    expect(notice?.text).toContain('/admin?view=orders');
    for (const leaked of [ANSWER, 'lanolin', prescriber.email]) expect(JSON.stringify(notice)).not.toContain(leaked);

    expect((await moveTo(requestId, 'in_progress')).status).toBe(200);
  });

  test('an admin asks again after an answer, and the thread continues', async () => {
    const requestId = await submitted();
    await askQuestion(requestId, QUESTION, admin.idToken);
    await answerQuestion(requestId, ANSWER, prescriber.idToken);
    expect((await askQuestion(requestId, 'And the quantity: 30 g or 50 g?', admin.idToken)).status).toBe(201);
    expect(await storedOrder(requestId)).toMatchObject({ clarification: { status: 'requested', answeredAt: null, messages: 3 } });
    expect((await storedThread(requestId)).map((message) => message.kind)).toEqual(['question', 'answer', 'question']);
  });

  test('an e-mail that cannot be sent loses no question: its failure is kept on it for the retry', async () => {
    const unreachable = await practitionerWhoseMailFails();
    const requestId = await submitted(unreachable);
    const response = await askQuestion(requestId, QUESTION, admin.idToken);
    expect(response.status).toBe(201);
    expect(ThreadMessageResponseSchema.parse(response.json).notified).toBe(false);
    const [question] = await storedThread(requestId);
    expect(question?.data).toMatchObject({
      text: QUESTION,
      mail: { status: 'failed', attempts: 1, error: expect.stringContaining('mail-failure.test') },
      needsMailResend: true,
    });
    expect(await storedOrder(requestId)).toMatchObject({ clarification: { status: 'requested' } });
  });
});

describe('what is refused', () => {
  test('a practitioner cannot ask, and a signed-out visitor is told to sign in', async () => {
    const requestId = await submitted();
    const asked = await askQuestion(requestId, QUESTION, prescriber.idToken);
    expect(asked.status).toBe(403);
    expectUnauthenticated(await askQuestion(requestId, QUESTION, undefined));
    expect(await storedThread(requestId)).toEqual([]);
  });

  test("another practitioner cannot answer, nor read the thread's file: for them the order does not exist", async () => {
    const requestId = await submitted();
    const asked = ThreadMessageResponseSchema.parse((await askQuestion(requestId, QUESTION, admin.idToken, SCRIPT_PDF)).json);

    const answered = await answerQuestion(requestId, 'I will answer for them.', otherPrescriber.idToken, SCRIPT_PDF);
    expect(answered.status).toBe(404);
    expect(errorOf(answered.json).code).toBe(ORDER_ERROR_CODES.orderNotFound);
    const download = await threadFile(requestId, asked.messageId, otherPrescriber.idToken);
    expect(download.status).toBe(404);
    expect(await storedThread(requestId)).toHaveLength(1);
    expect(await storedFileNames(`${scriptsFolder(requestId)}messages/`)).toHaveLength(1);
  });

  test('the order’s practitioner and an admin download the file; the admin’s download is audited', async () => {
    const requestId = await submitted();
    const { messageId } = ThreadMessageResponseSchema.parse((await askQuestion(requestId, QUESTION, admin.idToken, SCRIPT_PDF)).json);
    for (const user of [prescriber, admin]) {
      const download = await threadFile(requestId, messageId, user.idToken);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    }
    expect((await auditEntriesAbout(requestId)).map((entry) => entry.action).sort()).toEqual(
      [AUDIT_ACTIONS.orderMessageFileDownload, AUDIT_ACTIONS.orderQuestion].sort(),
    );
  });

  test.each([
    ['text named as a PDF', TEXT_NAMED_PDF],
    ['a program named as a PNG', PROGRAM_NAMED_PNG],
  ])('a file that is not what it says (%s) is refused with its own message, and nothing is stored', async (_name, file) => {
    const requestId = await submitted();
    const response = await askQuestion(requestId, QUESTION, admin.idToken, file);
    expect(response.status).toBe(415);
    expect(errorOf(response.json)).toEqual({ code: ORDER_QUESTION_ERROR_CODES.unsupportedFileType, error: ORDER_QUESTION_MESSAGES.fileType });
    expect(await storedThread(requestId)).toEqual([]);
    expect(await storedFileNames(`${scriptsFolder(requestId)}messages/`)).toEqual([]);
    expect(await storedOrder(requestId)).not.toHaveProperty('clarification');
  });

  test('a blank question or answer is refused beside its field', async () => {
    const requestId = await submitted();
    const asked = await askQuestion(requestId, '   ', admin.idToken);
    expect(asked.status).toBe(400);
    expect(errorOf(asked.json)).toMatchObject({ error: ORDER_QUESTION_MESSAGES.questionRequired, issues: [{ path: 'text' }] });
    await askQuestion(requestId, QUESTION, admin.idToken);
    const answered = await answerQuestion(requestId, '', prescriber.idToken);
    expect(errorOf(answered.json)).toMatchObject({ error: ORDER_QUESTION_MESSAGES.answerRequired, issues: [{ path: 'text' }] });
  });

  test('an answer with no question waiting, and a question on a cancelled order, are refused', async () => {
    const requestId = await submitted();
    const answered = await answerQuestion(requestId, ANSWER, prescriber.idToken);
    expect(answered.status).toBe(409);
    expect(errorOf(answered.json).code).toBe(ORDER_QUESTION_ERROR_CODES.noOpenQuestion);

    expect((await moveTo(requestId, 'cancelled')).status).toBe(200);
    const asked = await askQuestion(requestId, QUESTION, admin.idToken);
    expect(asked.status).toBe(409);
    expect(errorOf(asked.json).code).toBe(ORDER_QUESTION_ERROR_CODES.orderClosed);
  });

  test('an order that does not exist, or an ID that cannot be one', async () => {
    for (const requestId of ['HC-000101-0000', '../orders']) {
      const response = await askQuestion(requestId, QUESTION, admin.idToken);
      expect(response.status).toBe(404);
      expect(errorOf(response.json).code).toBe(ORDER_ERROR_CODES.orderNotFound);
    }
  });
});
