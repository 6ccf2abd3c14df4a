import { describe, expect, it, vi } from 'vitest';
import * as logger from 'firebase-functions/logger';
import { SCRIPT_PDF, SCRIPT_PNG } from '../../../../tests/support/file-fixtures.ts';
import { MailDeliveryError } from '../../platform/mail/mail-errors.ts';
import type { MailMessage } from '../../platform/mail/mail-message.ts';
import { emptyOrderStoreContents, memoryOrderStore } from './testing/memory-order-store.ts';
import { SUBMITTED_AT, orderRecord, submission } from './testing/order-fixtures.ts';
import { MAX_REQUEST_ID_ATTEMPTS, submitOrder } from './order-submission.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));

const PHARMACY = 'orders@pharmacy.test';

function setUp(codes: string[] = ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE', 'FFFF']) {
  const contents = emptyOrderStoreContents();
  const store = memoryOrderStore(contents);
  const sent: MailMessage[] = [];
  const failing = new Set<string>();
  const sendMail = vi.fn(async (message: MailMessage) => {
    if ([message.to].flat().some((to) => failing.has(to))) throw new MailDeliveryError('fake', 503, ['Service Unavailable']);
    sent.push(message);
  });
  const remaining = [...codes];
  const deps = {
    store,
    sendMail,
    pharmacyEmail: () => PHARMACY,
    appOrigin: () => 'https://pharmacy.test',
    now: () => SUBMITTED_AT,
    requestCode: () => remaining.shift() ?? 'ZZZZ',
  };
  return { contents, store, sent, failing, deps };
}

describe('submitting an order request', () => {
  it('stores the scripts, then the order pointing at them, and sends both confirmations', async () => {
    const { contents, sent, deps } = setUp();

    const requestId = await submitOrder(submission(), deps);

    expect(requestId).toBe('HC-260302-AAAA');
    const storagePath = 'order-scripts/HC-260302-AAAA/0-script.pdf';
    expect(contents.files.get(storagePath)).toEqual({ content: SCRIPT_PDF.content, contentType: 'application/pdf' });
    expect([...contents.files.keys()]).toEqual([storagePath]);
    const order = contents.orders.get(requestId);
    expect(order).toMatchObject({
      requestId,
      prescriberId: 'alice-uid',
      totalItems: 3,
      notes: 'Patient collects on Friday',
      status: 'received',
      statusHistory: [{ status: 'received', at: SUBMITTED_AT, by: null }],
      mail: { practitioner: { status: 'sent', attempts: 1 }, pharmacy: { status: 'sent', attempts: 1 } },
      needsMailResend: false,
    });
    expect(order?.items.map((item) => item.script)).toEqual([
      { storagePath, fileName: 'script.pdf', contentType: 'application/pdf', size: SCRIPT_PDF.content.byteLength },
      null,
    ]);
    expect(sent.map((message) => message.to).sort()).toEqual(['alice@clinic.test', PHARMACY]);
    expect(sent.every((message) => message.subject.includes(requestId))).toBe(true);
  });

  it('removes the scripts already saved when saving another one fails, and keeps no order', async () => {
    const { contents, store, sent, deps } = setUp();
    const twoScripts = submission();
    twoScripts.items[1] = {
      ...twoScripts.items[0]!,
      script: { fileName: 'second.png', contentType: 'image/png', content: SCRIPT_PNG.content },
    };
    const save = store.saveScript.bind(store);
    vi.spyOn(store, 'saveScript').mockImplementation(async (path, content, type) => {
      if (path.endsWith('second.png')) throw new Error('Storage is unavailable');
      return save(path, content, type);
    });

    await expect(submitOrder(twoScripts, deps)).rejects.toThrow('Storage is unavailable');

    expect(contents.files.size).toBe(0);
    expect(contents.orders.size).toBe(0);
    expect(sent).toEqual([]);
  });

  it('removes the saved scripts when the order cannot be written', async () => {
    const { contents, store, sent, deps } = setUp();
    vi.spyOn(store, 'create').mockRejectedValue(new Error('Firestore is unavailable'));

    await expect(submitOrder(submission(), deps)).rejects.toThrow('Firestore is unavailable');

    expect(contents.files.size).toBe(0);
    expect(contents.orders.size).toBe(0);
    expect(sent).toEqual([]);
  });

  it('logs a script it could not remove, and still reports the first failure', async () => {
    const { store, deps } = setUp();
    vi.spyOn(store, 'create').mockRejectedValue(new Error('Firestore is unavailable'));
    vi.spyOn(store, 'deleteScript').mockRejectedValue(new Error('Storage is unavailable'));

    await expect(submitOrder(submission(), deps)).rejects.toThrow('Firestore is unavailable');
    expect(logger.error).toHaveBeenCalledWith(
      'Could not remove a script of an order request that was not stored',
      expect.objectContaining({ storagePath: 'order-scripts/HC-260302-AAAA/0-script.pdf' }),
    );
  });

  it('takes new characters when the request ID is taken, leaving the other order and its script alone', async () => {
    const { contents, deps } = setUp(['AAAA', 'BBBB']);
    const existing = orderRecord('HC-260302-AAAA');
    contents.orders.set(existing.requestId, existing);
    const theirs = { content: SCRIPT_PNG.content, contentType: 'image/png' };
    contents.files.set('order-scripts/HC-260302-AAAA/0-scan.png', theirs);

    const requestId = await submitOrder(submission(), deps);

    expect(requestId).toBe('HC-260302-BBBB');
    expect(contents.orders.get('HC-260302-AAAA')).toEqual(existing);
    expect([...contents.files.keys()].sort()).toEqual([
      'order-scripts/HC-260302-AAAA/0-scan.png',
      'order-scripts/HC-260302-BBBB/0-script.pdf',
    ]);
    expect(contents.files.get('order-scripts/HC-260302-AAAA/0-scan.png')).toBe(theirs);
  });

  it('never overwrites a script of a request with the same ID still being submitted', async () => {
    const { contents, deps } = setUp(['AAAA', 'BBBB']);
    // Another request drew AAAA too: its script is saved, its order not written yet.
    const theirs = { content: SCRIPT_PNG.content, contentType: 'application/pdf' };
    contents.files.set('order-scripts/HC-260302-AAAA/0-script.pdf', theirs);

    expect(await submitOrder(submission(), deps)).toBe('HC-260302-BBBB');
    expect(contents.files.get('order-scripts/HC-260302-AAAA/0-script.pdf')).toBe(theirs);
    expect(contents.files.get('order-scripts/HC-260302-BBBB/0-script.pdf')?.content).toEqual(SCRIPT_PDF.content);
  });

  it(`gives up after ${MAX_REQUEST_ID_ATTEMPTS} taken IDs and leaves nothing behind`, async () => {
    const { contents, deps } = setUp(Array<string>(MAX_REQUEST_ID_ATTEMPTS).fill('AAAA'));
    contents.orders.set('HC-260302-AAAA', orderRecord('HC-260302-AAAA'));

    await expect(submitOrder(submission(), deps)).rejects.toThrow(`after ${MAX_REQUEST_ID_ATTEMPTS} attempts`);
    expect([...contents.orders.keys()]).toEqual(['HC-260302-AAAA']);
    expect(contents.files.size).toBe(0);
  });

  it('keeps the order when a confirmation cannot be sent, marked for the retry', async () => {
    const { contents, sent, failing, deps } = setUp();
    failing.add('alice@clinic.test');

    const requestId = await submitOrder(submission(), deps);

    expect(contents.orders.get(requestId)).toMatchObject({
      mail: {
        practitioner: { status: 'failed', attempts: 1, error: expect.stringContaining('Service Unavailable') },
        pharmacy: { status: 'sent', attempts: 1 },
      },
      needsMailResend: true,
    });
    expect(sent.map((message) => message.to)).toEqual([PHARMACY]);
  });

  it('answers with the request ID even when the e-mails state cannot be recorded', async () => {
    const { contents, store, deps } = setUp();
    vi.spyOn(store, 'updateMail').mockRejectedValue(new Error('Firestore is unavailable'));

    const requestId = await submitOrder(submission(), deps);

    // Still marked for the retry, as it was written: a duplicate e-mail is the lesser harm.
    expect(contents.orders.get(requestId)).toMatchObject({ needsMailResend: true });
    expect(logger.error).toHaveBeenCalledWith(
      'Could not record the e-mail state of an order request',
      expect.objectContaining({ orderRequestId: requestId }),
    );
  });
});
