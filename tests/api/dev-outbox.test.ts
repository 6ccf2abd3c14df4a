/**
 * The local mail outbox on the emulators: what a developer sees instead of real
 * e-mail (GET /api/dev/outbox as JSON, GET /api/dev/mail as a page). Each test
 * mails its own address and reads only that address's mail (?to=), so a
 * developer's outbox on `npm start` is left alone, except by the DELETE test.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { OutboxListResponseSchema } from '@pharmacy/shared';
import { closeAdmin } from '../support/admin.ts';
import { request } from '../support/api.ts';
import { captureInOutbox, deleteCapturedMessages, outboxMessage } from '../support/outbox.ts';
import { uniqueEmail } from '../support/users.ts';

// Leave no test mail behind in a developer's outbox.
afterAll(async () => {
  await deleteCapturedMessages();
  await closeAdmin();
});

const toQuery = (to: string) => `?to=${encodeURIComponent(to)}`;

async function listOutbox(query = '') {
  const response = await request(`/api/dev/outbox${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return OutboxListResponseSchema.parse(response.json).messages;
}

describe('GET /api/dev/outbox', () => {
  test('an address without mail lists no messages', async () => {
    expect(await listOutbox(toQuery(uniqueEmail('nobody')))).toEqual([]);
  });

  test('lists captured e-mails newest first, with everything that would have been sent', async () => {
    const to = uniqueEmail('recipient');
    const older = outboxMessage({ to: [to], subject: 'Older', createdAt: '2025-03-01T01:00:00.000Z' });
    const newer = outboxMessage({
      to: [to],
      subject: 'Newer',
      html: '<p>Newer</p>',
      replyTo: 'pharmacy@harbourside.test',
      attachments: [{ filename: 'script.pdf', size: 2048, contentType: 'application/pdf' }],
      createdAt: '2025-03-02T01:00:00.000Z',
    });
    const olderId = await captureInOutbox(older);
    const newerId = await captureInOutbox(newer);

    expect(await listOutbox(toQuery(to))).toEqual([
      { id: newerId, ...newer },
      { id: olderId, ...older },
    ]);
  });

  test('lists only the e-mails to one address when asked, whatever its case', async () => {
    const alice = uniqueEmail('alice');
    await captureInOutbox(outboxMessage({ to: [alice], subject: 'For Alice' }));
    await captureInOutbox(outboxMessage({ to: [uniqueEmail('bob')], subject: 'For Bob' }));

    const messages = await listOutbox(toQuery(alice.toUpperCase()));
    expect(messages.map((message) => message.subject)).toEqual(['For Alice']);
  });
});

describe('DELETE /api/dev/outbox', () => {
  // The endpoint clears everything: running this test empties a developer's whole outbox.
  test('empties the outbox', async () => {
    const to = uniqueEmail('recipient');
    await captureInOutbox(outboxMessage({ to: [to] }));
    await captureInOutbox(outboxMessage({ to: [to] }));
    expect(await listOutbox(toQuery(to))).toHaveLength(2);

    const response = await request('/api/dev/outbox', { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await listOutbox()).toEqual([]);
  });
});

describe('GET /api/dev/mail', () => {
  test('shows captured e-mails as a web page', async () => {
    const to = uniqueEmail('recipient');
    await captureInOutbox(outboxMessage({ to: [to], subject: 'Your registration was approved' }));

    const response = await request(`/api/dev/mail${toQuery(to)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.text).toMatch(/^<!doctype html>/i);
    expect(response.text).toContain('Your registration was approved');
  });

  test('a captured e-mail cannot run script in the page that shows it', async () => {
    const to = uniqueEmail('recipient');
    const attack = '<script>alert("pwned")</script>';
    await captureInOutbox(outboxMessage({ to: [to], subject: attack, text: attack, html: `<p>Hi</p>${attack}` }));

    const response = await request(`/api/dev/mail${toQuery(to)}`);
    expect(response.status).toBe(200);
    expect(response.text).not.toContain(attack);
    expect(response.text).toContain('&lt;script&gt;');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'none'/);
  });
});
