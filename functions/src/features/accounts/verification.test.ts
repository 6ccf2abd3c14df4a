import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRACTITIONER_NUMBER_MESSAGE, REGISTRATION_MESSAGES } from '@pharmacy/shared';
import { MailDeliveryError } from '../../platform/mail/mail.ts';
import { FAKE_SETTINGS, serveFakeAccounts, type FakeAccountsServer } from './testing/fake-deps.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));

const START = new Date('2026-03-02T09:00:00+11:00');
const HOUR = 60 * 60 * 1000;

const details = {
  firstName: 'Ada',
  lastName: 'Lim',
  practitionerNumber: 'med 000 123 4567',
  clinicName: 'Balmain Family Clinic',
  clinicAddress: '1 Darling Street, Balmain NSW 2041, Australia',
};

let server: FakeAccountsServer;
let ada: string;

beforeEach(async () => {
  server = await serveFakeAccounts(START);
  ada = server.addAccount('uid-ada', 'ada@clinic.test');
});
afterEach(() => server.close());

const send = (body: unknown = details, token = ada) => server.post('/api/send-verification-email', body, token);
const verify = (body: unknown) => server.post('/api/verify-email', body);

/** The token in the newest verification e-mail to Ada. */
function linkToken(): string {
  const mail = server.world.sent.findLast((message) => message.subject.startsWith('Verify'));
  const url = /https:\/\/pharmacy\.test\/verify\?token=(\S+)/.exec(mail?.text ?? '');
  if (!url?.[1]) throw new Error('no verification link sent');
  return decodeURIComponent(url[1]);
}

function failMailOnce() {
  vi.mocked(server.deps.sendMail).mockRejectedValueOnce(new MailDeliveryError('fake', 503, ['unavailable']));
}

describe('POST /api/send-verification-email', () => {
  it('stores the details under the token identity and e-mails a link whose token is stored only as a hash', async () => {
    const response = await send({ ...details, uid: 'uid-admin', email: 'attacker@evil.test' });
    expect(response).toEqual({ status: 200, json: { success: true } });
    expect(server.world.pending.get('uid-ada')).toEqual({
      ...details,
      practitionerNumber: 'MED0001234567',
      uid: 'uid-ada',
      email: 'ada@clinic.test',
    });
    expect(server.world.pending.has('uid-admin')).toBe(false);
    expect(server.world.sent.map((mail) => mail.to)).toEqual(['ada@clinic.test']);
    const token = linkToken();
    expect(server.world.verifications.has(token)).toBe(false);
    expect([...server.world.verifications.values()]).toMatchObject([
      { uid: 'uid-ada', email: 'ada@clinic.test', createdAt: START, expiresAt: new Date(START.getTime() + 24 * HOUR) },
    ]);
  });

  it('needs a valid ID token', async () => {
    expect((await send(details, '')).status).toBe(401);
    expect((await send(details, 'forged')).status).toBe(401);
    expect(server.world.sent).toEqual([]);
  });

  it('answers invalid details with the first problem', async () => {
    const response = await send({ ...details, practitionerNumber: 'MED123' });
    expect(response).toMatchObject({
      status: 400,
      json: { error: PRACTITIONER_NUMBER_MESSAGE, code: 'invalid_request', issues: [{ path: 'practitionerNumber' }] },
    });
    expect(server.world.pending.size).toBe(0);
  });

  it('refuses an account whose e-mail is already verified', async () => {
    const verified = server.addAccount('uid-bo', 'bo@clinic.test', { emailVerified: true });
    const response = await send(details, verified);
    expect(response).toMatchObject({ status: 409, json: { code: 'already_verified' } });
  });

  it('resends with the stored details for an empty body, and only the newest link works', async () => {
    await send();
    const first = linkToken();
    expect(await send({})).toEqual({ status: 200, json: { success: true } });
    const second = linkToken();
    expect(second).not.toBe(first);
    expect(server.world.sent.at(-1)?.to).toBe(server.world.sent.at(0)?.to);
    expect(server.world.sent.at(-1)?.text).toContain(second);

    expect(await verify({ token: first })).toMatchObject({ status: 410, json: { success: false, code: 'token_superseded' } });
    expect((await verify({ token: second })).status).toBe(200);
  });

  it('cannot resend without stored details', async () => {
    const response = await send({});
    expect(response).toMatchObject({ status: 400, json: { code: 'no_pending_registration' } });
  });

  it('sends at most five e-mails per hour per account', async () => {
    for (let sent = 0; sent < 5; sent += 1) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused).toMatchObject({ status: 429, json: { code: 'too_many_requests' } });
    expect(server.world.sent).toHaveLength(5);

    server.setNow(new Date(START.getTime() + HOUR + 1));
    expect((await send()).status).toBe(200);
  });

  it('limits each client across accounts, so new accounts cannot be opened to flood other people\u2019s inboxes', async () => {
    const limit = FAKE_SETTINGS.accountEmailRateLimit;
    // Every caller on the emulators-style fake is one client; each account stays under its own limit.
    for (let account = 0; account < limit; account += 1) {
      const token = server.addAccount(`uid-${account}`, `someone-${account}@example.test`);
      expect((await send(details, token)).status).toBe(200);
    }
    const refused = await send();
    expect(refused).toMatchObject({
      status: 429,
      json: { code: 'too_many_requests', error: REGISTRATION_MESSAGES.tooManyVerificationEmailsFromHere },
    });
    expect(server.world.sent).toHaveLength(limit);
    expect(server.world.sent.map((mail) => mail.to)).not.toContain('ada@clinic.test');

    server.setNow(new Date(START.getTime() + HOUR + 1));
    expect((await send()).status).toBe(200);
  });

  it('answers 502 when the e-mail fails, keeping the details so a resend works', async () => {
    failMailOnce();
    expect(await send()).toMatchObject({ status: 502, json: { code: 'mail_delivery_failed' } });
    expect(server.world.pending.get('uid-ada')).toMatchObject({ firstName: 'Ada' });
    expect((await send({})).status).toBe(200);
  });
});

describe('POST /api/verify-email', () => {
  it('verifies the account, creates the pending record, and welcomes and announces the practitioner', async () => {
    await send();
    const response = await verify({ token: linkToken() });
    expect(response).toEqual({ status: 200, json: { success: true, message: REGISTRATION_MESSAGES.verificationSucceeded } });
    expect(server.world.accounts.get('uid-ada')?.emailVerified).toBe(true);
    expect(server.world.records.get('uid-ada')).toMatchObject({ firstName: 'Ada', practitionerNumber: 'MED0001234567' });
    expect(server.world.pending.has('uid-ada')).toBe(false);
    expect(server.world.sent.slice(1).map((mail) => mail.to).sort()).toEqual(['ada@clinic.test', FAKE_SETTINGS.pharmacyEmail]);
  });

  it.each([{}, { token: '' }, { token: 'short' }, { token: 42 }, []])(
    'answers a missing or malformed token %j with the invalid-link message',
    async (body) => {
      expect(await verify(body)).toEqual({
        status: 400,
        json: { success: false, error: REGISTRATION_MESSAGES.invalidVerificationLink, code: 'invalid_token' },
      });
    },
  );

  it('says that a well-formed token it never issued is not valid', async () => {
    const response = await verify({ token: 'A'.repeat(43) });
    expect(response).toEqual({
      status: 400,
      json: { success: false, error: REGISTRATION_MESSAGES.unknownVerificationLink, code: 'invalid_token' },
    });
  });

  it('works once', async () => {
    await send();
    const token = linkToken();
    expect((await verify({ token })).status).toBe(200);
    expect(await verify({ token })).toEqual({
      status: 409,
      json: { success: false, error: REGISTRATION_MESSAGES.verificationLinkUsed, code: 'token_used' },
    });
  });

  it('stops working after 24 hours', async () => {
    await send();
    server.setNow(new Date(START.getTime() + 24 * HOUR));
    expect(await verify({ token: linkToken() })).toEqual({
      status: 410,
      json: { success: false, error: REGISTRATION_MESSAGES.verificationLinkExpired, code: 'token_expired' },
    });
    expect(server.world.accounts.get('uid-ada')?.emailVerified).toBe(false);
  });

  it('refuses the link of a deleted account', async () => {
    await send();
    server.world.accounts.delete('uid-ada');
    expect(await verify({ token: linkToken() })).toMatchObject({
      status: 400,
      json: { success: false, code: 'account_not_found' },
    });
    expect(server.world.records.size).toBe(0);
  });

  it('refuses the link once the account has changed its e-mail address', async () => {
    await send();
    server.world.accounts.set('uid-ada', { uid: 'uid-ada', email: 'new@clinic.test', emailVerified: false });
    expect(await verify({ token: linkToken() })).toMatchObject({ status: 400, json: { code: 'invalid_token' } });
    expect(server.world.accounts.get('uid-ada')?.emailVerified).toBe(false);
  });

  it('still verifies when the welcome or admin e-mail fails, and records the failure', async () => {
    await send();
    failMailOnce();
    expect((await verify({ token: linkToken() })).status).toBe(200);
    expect(server.world.records.has('uid-ada')).toBe(true);
    expect(server.world.mailFailures).toMatchObject([{ uid: 'uid-ada', at: START }]);
  });

  it('never overwrites an existing record', async () => {
    await send();
    const existing = { ...details, uid: 'uid-ada', email: 'ada@clinic.test', firstName: 'Original' };
    server.world.records.set('uid-ada', existing);
    expect((await verify({ token: linkToken() })).status).toBe(200);
    expect(server.world.records.get('uid-ada')).toBe(existing);
    expect(server.world.sent).toHaveLength(1);
  });
});
