import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MailDeliveryError } from '../../platform/mail/mail.ts';
import { PASSWORD_RESET_ANSWER_FLOOR_MS } from './password-reset.ts';
import { FAKE_SETTINGS, serveFakeAccounts, type FakeAccountsServer } from './testing/fake-deps.ts';

vi.mock('firebase-functions/logger', () => ({ info: vi.fn(), error: vi.fn() }));

const START = new Date('2026-03-02T09:00:00+11:00');
const HOUR = 60 * 60 * 1000;

const details = {
  firstName: 'Ada',
  lastName: 'Lim',
  practitionerNumber: 'VIC V4567',
  clinicName: 'Fitzroy Vet Clinic',
  clinicAddress: '1 Brunswick Street, Fitzroy VIC 3065, Australia',
};

let server: FakeAccountsServer;
afterEach(() => server.close());
beforeEach(async () => {
  server = await serveFakeAccounts(START);
});

describe('POST /api/onboard-practitioner', () => {
  const onboard = (token: string, body?: unknown) => server.post('/api/onboard-practitioner', body, token);

  it('creates the record of a verified practitioner from the stored details and tells the admin team', async () => {
    const token = server.addAccount('uid-ada', 'ada@clinic.test', { emailVerified: true });
    server.world.pending.set('uid-ada', { ...details, practitionerNumber: 'VIC-V4567', uid: 'uid-ada', email: 'ada@clinic.test' });

    const response = await onboard(token, { ...details, firstName: 'Someone Else' });
    expect(response).toEqual({ status: 201, json: { success: true, created: true } });
    expect(server.world.records.get('uid-ada')).toMatchObject({ firstName: 'Ada', practitionerNumber: 'VIC-V4567' });
    expect(server.world.pending.has('uid-ada')).toBe(false);
    expect(server.world.sent.map((mail) => mail.to)).toContain(FAKE_SETTINGS.pharmacyEmail);
  });

  it('uses the body only when nothing is stored, with identity from the token', async () => {
    const token = server.addAccount('uid-ada', 'ada@clinic.test', { emailVerified: true });
    const response = await onboard(token, { ...details, uid: 'uid-victim', email: 'victim@clinic.test' });
    expect(response.status).toBe(201);
    expect(server.world.records.has('uid-victim')).toBe(false);
    expect(server.world.records.get('uid-ada')).toMatchObject({
      uid: 'uid-ada',
      email: 'ada@clinic.test',
      practitionerNumber: 'VIC-V4567',
    });
  });

  it('leaves an existing record alone', async () => {
    const token = server.addAccount('uid-ada', 'ada@clinic.test', { emailVerified: true });
    const existing = { ...details, uid: 'uid-ada', email: 'ada@clinic.test' };
    server.world.records.set('uid-ada', existing);
    expect(await onboard(token, { ...details, firstName: 'Changed' })).toEqual({
      status: 200,
      json: { success: true, created: false },
    });
    expect(server.world.records.get('uid-ada')).toBe(existing);
    expect(server.world.sent).toEqual([]);
  });

  it('refuses an account whose e-mail is not verified', async () => {
    const token = server.addAccount('uid-ada', 'ada@clinic.test');
    expect(await onboard(token, details)).toMatchObject({ status: 403, json: { code: 'email_unverified' } });
    expect(server.world.records.size).toBe(0);
  });

  it('asks Auth when the token predates the verification', async () => {
    const token = server.addAccount('uid-ada', 'ada@clinic.test', { emailVerified: true, staleToken: true });
    expect((await onboard(token, details)).status).toBe(201);
  });

  it('refuses malformed details in the body with a 400 naming the request, and creates nothing', async () => {
    const token = server.addAccount('uid-ada', 'ada@clinic.test', { emailVerified: true });
    const malformed: unknown[] = [
      { ...details, firstName: '' },
      { ...details, practitionerNumber: 42 },
      { ...details, clinicAddress: ['1 Brunswick Street'] },
      { firstName: 'Ada' },
      { ...details, lastName: 'x'.repeat(10_000) },
    ];
    for (const body of malformed) {
      expect(await onboard(token, body)).toMatchObject({ status: 400, json: { code: 'invalid_request' } });
    }
    expect(server.world.records.size).toBe(0);
    expect(server.world.sent).toEqual([]);
  });

  it('needs details from somewhere', async () => {
    const token = server.addAccount('uid-ada', 'ada@clinic.test', { emailVerified: true });
    expect(await onboard(token)).toMatchObject({ status: 400, json: { code: 'no_pending_registration' } });
  });

  it('needs a valid ID token', async () => {
    expect((await onboard('forged', details)).status).toBe(401);
  });
});

describe('POST /api/password-reset', () => {
  const reset = (body: unknown) => server.post('/api/password-reset', body);

  it('e-mails a link to our reset page with the Firebase code', async () => {
    server.addAccount('uid-ada', 'ada@clinic.test');
    expect(await reset({ email: 'ada@clinic.test' })).toEqual({ status: 200, json: { success: true } });
    expect(server.world.sent).toHaveLength(1);
    expect(server.world.sent[0]?.to).toBe('ada@clinic.test');
    expect(server.world.sent[0]?.text).toContain(
      'https://pharmacy.test/reset-password?oobCode=code-for-ada%40clinic.test',
    );
  });

  it('answers an unknown address exactly like a known one, with a notice that it has no account', async () => {
    expect(await reset({ email: 'nobody@clinic.test' })).toEqual({ status: 200, json: { success: true } });
    expect(server.world.sent).toHaveLength(1);
    expect(server.world.sent[0]?.to).toBe('nobody@clinic.test');
    expect(server.world.sent[0]?.text).toContain('there is no account with this address');
    expect(server.world.sent[0]?.text).not.toContain('oobCode');
  });

  // Issue 23: an unknown address used to skip the e-mail and answer measurably sooner.
  // Not a timing test: the steps each request takes, in order, must be the same.
  it('takes the same steps, in the same order, for an address with an account and one without', async () => {
    server.addAccount('uid-ada', 'ada@clinic.test');
    const steps: string[] = [];
    const { authAccounts, sendMail } = server.deps;
    const passwordResetCode = authAccounts.passwordResetCode.bind(authAccounts);
    vi.spyOn(authAccounts, 'passwordResetCode').mockImplementation(async (email) => {
      steps.push('reset code');
      return passwordResetCode(email);
    });
    vi.mocked(sendMail).mockImplementation(async () => {
      steps.push('send mail');
    });
    const stepsFor = async (email: string) => {
      steps.length = 0;
      server.sleeps.length = 0;
      expect(await reset({ email })).toEqual({ status: 200, json: { success: true } });
      return [...steps, ...server.sleeps.map((ms) => `answer after ${ms} ms`)];
    };

    const known = await stepsFor('ada@clinic.test');
    const unknown = await stepsFor('nobody@clinic.test');

    expect(known).toEqual(['reset code', 'send mail', `answer after ${PASSWORD_RESET_ANSWER_FLOOR_MS} ms`]);
    expect(unknown).toEqual(known);
  });

  it('holds an answer over the limit to the same floor', async () => {
    server.addAccount('uid-ada', 'ada@clinic.test');
    for (let request = 0; request < 4; request += 1) await reset({ email: 'ada@clinic.test' });
    expect(server.world.sent).toHaveLength(3);
    expect(server.sleeps).toEqual(Array.from({ length: 4 }, () => PASSWORD_RESET_ANSWER_FLOOR_MS));
  });

  it('refuses a malformed address', async () => {
    expect(await reset({ email: 'ada@' })).toMatchObject({ status: 400, json: { code: 'invalid_request' } });
    expect((await reset({})).status).toBe(400);
  });

  it('sends at most three e-mails per address per hour, still answering 200', async () => {
    server.addAccount('uid-ada', 'ada@clinic.test');
    for (let request = 0; request < 4; request += 1) {
      expect(await reset({ email: 'ada@clinic.test' })).toEqual({ status: 200, json: { success: true } });
    }
    expect(server.world.sent).toHaveLength(3);
    server.setNow(new Date(START.getTime() + HOUR + 1));
    await reset({ email: 'ada@clinic.test' });
    expect(server.world.sent).toHaveLength(4);
  });

  it('sends one client at most its hourly share of e-mails whichever addresses it names, answering 200 all the same', async () => {
    const limit = FAKE_SETTINGS.accountEmailRateLimit;
    const addresses = Array.from({ length: limit + 2 }, (_, index) => `practitioner-${index}@clinic.test`);
    addresses.forEach((email, index) => server.addAccount(`uid-${index}`, email));
    for (const email of addresses) {
      expect(await reset({ email })).toEqual({ status: 200, json: { success: true } });
    }
    expect(server.world.sent.map((mail) => mail.to)).toEqual(addresses.slice(0, limit));

    server.setNow(new Date(START.getTime() + HOUR + 1));
    await reset({ email: addresses.at(-1) });
    expect(server.world.sent.at(-1)?.to).toBe(addresses.at(-1));
  });

  it('answers 200 and records the failure when the e-mail cannot be sent', async () => {
    server.addAccount('uid-ada', 'ada@clinic.test');
    vi.mocked(server.deps.sendMail).mockRejectedValueOnce(new MailDeliveryError('fake', 503, ['unavailable']));
    expect(await reset({ email: 'ada@clinic.test' })).toEqual({ status: 200, json: { success: true } });
    expect(server.world.mailFailures).toMatchObject([{ mail: 'password-reset', uid: null }]);
  });
});
